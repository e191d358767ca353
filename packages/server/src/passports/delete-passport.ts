import type { AppContext } from '../app/app-context';
import type { CodeActor } from '../codes/code-actor';
import { ApiError } from '../http/api-error';
import { deleteDraftPassport } from './store/passports';
import { writeAudit } from '../audit-logs/store/write-audit';
import { passportNotFound } from './get-passport-or-throw';

/**
 * DELETE /dpp/{id} (dpp.md): a draft is deleted with its versions (it never resolved, so
 * nothing printed leads to it); a published or archived passport is 409, it must stay
 * available: archive it instead. One conditional DELETE decides. dpp.md names no event for it.
 */
export async function deletePassport(ctx: AppContext, id: string, who: CodeActor): Promise<void> {
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction(async (tx) => {
    const result = await deleteDraftPassport(tx, who.workspaceId, id);
    if (!result) throw passportNotFound();
    if (result.outcome === 'kept') {
      throw new ApiError('conflict', `The passport is ${result.row.status}: it must stay available to the codes printed for it. Archive it instead (PATCH status archived).`);
    }
    await writeAudit(tx, {
      actor: who.actor,
      action: 'passports.delete',
      resourceType: 'passports',
      resourceId: id,
      changes: { status: [result.row.status, null], version: [result.row.version, null] },
      at,
    });
  });
}
