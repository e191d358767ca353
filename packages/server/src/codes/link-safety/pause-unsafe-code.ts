import { emitEvent } from '../../events/emit-event';
import type { AppContext } from '../../app/app-context';
import { lockCodeLinks, pauseCodeForUnsafeLink } from '../store/code-links';
import { writeAudit } from '../../audit-logs/store/write-audit';
import { codeLinkUrls } from './code-link-urls';

export interface UnsafeLink {
  readonly url: string;
  readonly threat: string;
}

export interface PausedCode {
  readonly codeId: string;
  readonly shortCode: string;
  readonly unsafe: readonly UnsafeLink[];
}

/** Audit `actor_id` of changes made by the re-check job (actor type `system`). */
export const LINK_RECHECK_ACTOR = 'link_recheck';

/**
 * The contract's automatic transition "live → paused when a link is later classified unsafe":
 * pauses the code (`paused_reason: unsafe_link`; a PATCH back to live re-checks its links) if it is still live and still has one of these links (a PATCH may have
 * replaced it since the check), writes the audit entry `codes.flag` and emits `qr.flagged` in
 * the same transaction, then drops the code from this process's redirect cache. The row lock
 * plus the version compare-and-set make concurrent runners and PATCHes pause it at most once.
 * Returns undefined when nothing changed.
 */
export async function pauseUnsafeCode(ctx: AppContext, input: { codeId: string; unsafe: readonly UnsafeLink[]; at: string }): Promise<PausedCode | undefined> {
  const paused = await ctx.db.transaction(async (tx) => {
    const code = await lockCodeLinks(tx, input.codeId);
    if (!code || code.status !== 'live') return undefined;
    const current = new Set(codeLinkUrls(code));
    const unsafe = input.unsafe.filter((link) => current.has(link.url));
    if (unsafe.length === 0) return undefined;
    if (!(await pauseCodeForUnsafeLink(tx, code.id, code.version, input.at))) return undefined;
    await writeAudit(tx, {
      actor: { type: 'system', id: LINK_RECHECK_ACTOR, organizationId: code.organization_id, workspaceId: code.workspace_id },
      action: 'codes.flag',
      resourceType: 'codes',
      resourceId: code.id,
      changes: { status: ['live', 'paused'], paused_reason: [null, 'unsafe_link'], unsafe_links: [null, unsafe] },
      at: input.at,
    });
    // The contract shows no qr.flagged payload: the code, the links judged unsafe, the new status.
    await emitEvent(tx, {
      organizationId: code.organization_id,
      workspaceId: code.workspace_id,
      type: 'qr.flagged',
      data: { code_id: code.id, short_code: code.short_code, unsafe, status: 'paused', paused_reason: 'unsafe_link' },
      at: input.at,
    });
    return { codeId: code.id, shortCode: code.short_code, unsafe };
  });
  if (paused) ctx.caches.forgetCode(paused.shortCode);
  return paused;
}
