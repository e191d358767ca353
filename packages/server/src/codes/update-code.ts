import type { Code, ContrastIssue, UpdateCodeInput } from '@quietzone/core';
import { emitEvent } from '../events/emit-event';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../http/router';
import { queueLinkRecheck } from '../link-safety/queue-link-recheck';
import { invalidateRedirect } from '../short-links/redirect-cache';
import { findCode, updateCodeAtVersion } from '../store/codes';
import { diffChanges, writeAudit } from '../store/write-audit';
import { applyCodePatch, CODE_FIELD_NAMES } from './apply-code-patch';
import type { CodeActor } from './code-actor';
import { codeLinks, screenLinks } from './screen-links';
import { toCodeResource } from './to-code-resource';

/** Contract, PATCH rule 1: "after three consecutive failed attempts it answers 409". */
export const PATCH_ATTEMPTS = 3;

/** Thrown inside the transaction to roll it back when another request won the race. */
class LostRace extends Error {}

/**
 * PATCH /codes/{id}. The patch is checked against the current state first (404, 400, 422),
 * its URLs go through the reputation check (outside any transaction: it is a network call),
 * then it is applied on the newest state with optimistic concurrency: read, compute, write
 * `WHERE version = <read version>`; a lost race retries, up to {@link PATCH_ATTEMPTS} in all,
 * then 409. Audit entry (`{ field: [old, new] }`), link re-check entries and `qr.updated` commit
 * with the write. A patch that changes nothing is 200 with no write and no event.
 */
export async function updateCode(ctx: AppContext, id: string, patch: UpdateCodeInput, who: CodeActor): Promise<{ code: Code; issues: readonly ContrastIssue[] }> {
  const current = await findCode(ctx.db, who.workspaceId, id);
  if (!current) throw new ApiError('not_found', 'Code not found.');
  applyCodePatch(current, patch);
  const screening = await screenLinks(ctx, codeLinks({ url: patch.url ?? patch.target_url, ab_target_url_b: patch.ab_target_url_b, links: patch.links }));
  if (screening.errors.length > 0) throw new ApiError('validation', 'The request contains unsafe links.', { errors: screening.errors });

  for (let attempt = 1; attempt <= PATCH_ATTEMPTS; attempt++) {
    try {
      const outcome = await ctx.db.transaction(async (tx) => {
        const row = await findCode(tx, who.workspaceId, id);
        if (!row) throw new ApiError('not_found', 'Code not found.');
        const result = applyCodePatch(row, patch);
        if (!result.changed) return { row, issues: result.issues, changed: false };
        const at = ctx.clock.now().toISOString();
        const updated = await updateCodeAtVersion(tx, row.id, row.version, result.after, at);
        if (!updated) throw new LostRace();
        await queueLinkRecheck(tx, { codeId: updated.id, urls: screening.unchecked, at });
        await writeAudit(tx, {
          actor: who.actor,
          action: 'codes.update',
          resourceType: 'codes',
          resourceId: updated.id,
          changes: diffChanges(result.before as unknown as Record<string, unknown>, result.after as unknown as Record<string, unknown>, CODE_FIELD_NAMES),
          at,
        });
        const code = toCodeResource(updated, ctx.config.publicUrl);
        await emitEvent(tx, { organizationId: updated.organization_id, workspaceId: updated.workspace_id, type: 'qr.updated', data: code, at });
        return { row: updated, issues: result.issues, changed: true };
      });
      if (outcome.changed) invalidateRedirect(ctx, outcome.row.short_code);
      return { code: toCodeResource(outcome.row, ctx.config.publicUrl), issues: outcome.issues };
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
    }
  }
  throw new ApiError('conflict', `The code changed concurrently ${PATCH_ATTEMPTS} times; reload it and repeat the change.`);
}
