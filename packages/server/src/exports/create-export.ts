import { exportCodeLimit, isPlan } from '@quietzone/core';
import type { AppContext } from '../app/app-context';
import type { CodeActor } from '../codes/code-actor';
import { ApiError } from '../http/api-error';
import { newId } from '../new-id';
import { findOrganizationPlan } from '../store/codes';
import { findExistingCodeIds, findExportCodeIds, insertExport } from '../store/exports';
import type { CreateExport, ExportRequest } from './export-request';

/**
 * Queues an export (POST /exports): chooses its codes now — the ids given, each a code of the
 * workspace, or what the filter matches — within the plan's codes per export, and stores the job
 * for the runner (exports/run-export-pass.ts). Nothing changes in the workspace, so no audit entry.
 */
export async function createExport(ctx: AppContext, input: CreateExport, who: CodeActor): Promise<{ id: string; status: 'queued' }> {
  const plan = await findOrganizationPlan(ctx.db, who.organizationId);
  const planName = isPlan(plan) ? plan : 'free';
  const limit = exportCodeLimit(planName);
  const field = input.code_ids ? 'code_ids' : 'filter';
  const tooMany = (count: string) =>
    new ApiError('validation', `The ${planName} plan exports at most ${limit} codes at once; this export has ${count}.`, {
      errors: [{ field, message: `at most ${limit} codes on the ${planName} plan` }],
    });

  let codeIds: string[];
  if (input.code_ids) {
    codeIds = [...new Set(input.code_ids)];
    if (limit !== null && codeIds.length > limit) throw tooMany(String(codeIds.length));
    const existing = await findExistingCodeIds(ctx.db, who.workspaceId, codeIds);
    const unknown = codeIds.filter((id) => !existing.has(id));
    if (unknown.length > 0) {
      throw new ApiError('validation', `No such codes in this workspace: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ' …' : ''}.`, {
        errors: [{ field: 'code_ids', message: `${unknown.length} of the ids are not codes of this workspace` }],
      });
    }
  } else {
    const filter = input.filter!;
    codeIds = await findExportCodeIds(
      ctx.db,
      who.workspaceId,
      { ...(filter.tags ? { tags: filter.tags } : {}), ...(filter.status ? { statuses: filter.status } : {}) },
      limit === null ? Number.MAX_SAFE_INTEGER : limit + 1,
    );
    if (limit !== null && codeIds.length > limit) throw tooMany(`more`);
    if (codeIds.length === 0) throw new ApiError('validation', 'No code of this workspace matches the filter.', { errors: [{ field: 'filter', message: 'matches no code' }] });
  }

  const request: ExportRequest = {
    formats: [...new Set(input.formats)],
    ...(input.options ? { options: input.options } : {}),
    ...(input.sheet ? { sheet: input.sheet } : {}),
  };
  const row = await insertExport(ctx.db, {
    id: newId('exp'),
    organizationId: who.organizationId,
    workspaceId: who.workspaceId,
    request,
    codeIds,
    keyId: who.keyId,
    at: ctx.clock.now().toISOString(),
  });
  return { id: row.id, status: 'queued' };
}
