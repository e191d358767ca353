import { emitEvent } from '../events/emit-event';
import { publicBaseOf } from '../domains/request-host';
import type { AppContext } from '../app/app-context';
import { softDeleteCode } from './store/codes';
import { writeAudit } from '../audit-logs/store/write-audit';
import type { CodeActor } from './code-actor';
import { toCodeResource } from './to-code-resource';
import { codeNotFound } from './get-code-or-throw';

/**
 * DELETE /codes/{id} (DESIGN.md): a soft delete — archived with `deleted_at`, scans kept —
 * after which the code is 404 everywhere. One conditional UPDATE decides, so of two racing
 * DELETEs exactly one succeeds and `qr.deleted` is emitted exactly once. Its `data` (the
 * contract shows none) is the code as GET returned it, now archived, plus `deleted_at`.
 */
export async function deleteCode(ctx: AppContext, id: string, who: CodeActor): Promise<void> {
  const at = ctx.clock.now().toISOString();
  const base = await publicBaseOf(ctx, who.workspaceId);
  const deleted = await ctx.db.transaction(async (tx) => {
    const result = await softDeleteCode(tx, who.workspaceId, id, at);
    if (!result) throw codeNotFound();
    await writeAudit(tx, {
      actor: who.actor,
      action: 'codes.delete',
      resourceType: 'codes',
      resourceId: id,
      changes: { status: [result.before.status, result.after.status], deleted_at: [null, result.after.deleted_at] },
      at,
    });
    const data = { ...toCodeResource(result.after, base), deleted_at: result.after.deleted_at };
    await emitEvent(tx, { organizationId: result.after.organization_id, workspaceId: result.after.workspace_id, type: 'qr.deleted', data, at });
    return result.after;
  });
  // After the commit: a rolled-back delete must not drop what the cache still rightly holds.
  ctx.caches.forgetCode(deleted.short_code);
}
