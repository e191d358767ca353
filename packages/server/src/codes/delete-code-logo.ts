import type { AppContext } from '../app/app-context';
import { type CodeRecord, findWorkspaceCode, retireLogoFile, swapCodeLogo } from './store/code-logos';
import { publicBaseOf } from '../domains/request-host';
import type { CodeActor } from './code-actor';
import { recordLogoChange, swapFailure } from './code-logo-change';

/**
 * DELETE /codes/{id}/logo: idempotent — a code without a logo, or one whose logo a concurrent
 * DELETE removed first, is answered as it is; only a concurrent upload is 409.
 */
export async function deleteCodeLogo(ctx: AppContext, before: CodeRecord, who: CodeActor): Promise<CodeRecord> {
  const oldLogo = before.logo_file_id;
  if (oldLogo === null) return before;

  const at = ctx.clock.now().toISOString();
  const base = await publicBaseOf(ctx, who.workspaceId);
  const after = await ctx.db.transaction(async (tx) => {
    const updated = await swapCodeLogo(tx, { codeId: before.id, expected: oldLogo, next: null, at });
    if (!updated) {
      // Another DELETE got there first: the logo is gone, as asked, so this one succeeds too.
      const current = await findWorkspaceCode(tx, who.workspaceId, before.id);
      if (current && current.deleted_at === null && current.logo_file_id === null) return current;
      throw await swapFailure(tx, who, before.id);
    }
    await retireLogoFile(tx, oldLogo, at);
    await recordLogoChange(tx, who, before, updated, at, base);
    return updated;
  });
  ctx.caches.forgetCode(after.short_code);
  return after;
}
