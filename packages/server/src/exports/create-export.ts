import { DEFAULT_ERROR_CORRECTION, exportCodeLimit, isPlan } from '@quietzone/core';
import { publicBaseOf } from '../domains/request-host';
import { layoutSheet } from '@quietzone/render';
import type { AppContext } from '../app/app-context';
import type { CodeActor } from '../codes/code-actor';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { newId } from '../new-id';
import { findOrganizationPlan } from '../organizations/store/organizations';
import { countExportsInProgress, findExistingCodeIds, findExportCodeIds, findExportCodes, insertExport, lockWorkspaceExportCap } from './store/exports';
import { codeImageContent } from '../codes/images/code-image-content';
import { assertExportDrawable, assertSheetSymbolsFit } from './assert-export-drawable';
import type { CreateExport, ExportRequest } from '@quietzone/core/schemas';

/**
 * Exports queued or running per workspace: enough for a print shop's few orders at
 * once; beyond it one caller's queue would hold the runners (one job per process) for hours.
 * More is 429 with Retry-After, like any limit that passes with time: it frees as jobs finish.
 */
export const EXPORTS_IN_PROGRESS_PER_WORKSPACE = 5;
const IN_PROGRESS_RETRY_AFTER_SECONDS = 60;

/**
 * Queues an export (POST /exports): chooses its codes now — the ids given, each a code of the
 * workspace, or what the filter matches — within the plan's codes per export, and stores the job
 * for the runner (exports/run-export-pass.ts), counted against the workspace's cap and inserted
 * in one transaction under its lock. Nothing changes in the workspace, so no audit entry.
 */
export async function createExport(ctx: AppContext, input: CreateExport, who: CodeActor): Promise<{ id: string; status: 'queued' }> {
  if (input.sheet) assertSheetFits(input.sheet);
  assertExportDrawable(input);
  // A workspace at its cap is refused before its codes are chosen; the check that decides is the one under the lock below.
  await assertExportSlot(ctx.db, who.workspaceId);
  const plan = await findOrganizationPlan(ctx.db, who.organizationId);
  const planName = isPlan(plan) ? plan : 'free';
  const limit = exportCodeLimit(planName);
  const field = input.code_ids ? 'code_ids' : 'filter';
  const tooMany = (count: string) =>
    new ApiError('validation', `The ${planName} plan exports at most ${limit} codes at once; ${count}.`, {
      errors: [{ field, message: `at most ${limit} codes on the ${planName} plan` }],
    });

  let codeIds: string[];
  if (input.code_ids) {
    codeIds = [...new Set(input.code_ids)];
    if (limit !== null && codeIds.length > limit) throw tooMany(`code_ids holds ${codeIds.length}`);
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
    if (limit !== null && codeIds.length > limit) throw tooMany(`the filter matches more`);
    if (codeIds.length === 0) throw new ApiError('validation', 'No code of this workspace matches the filter.', { errors: [{ field: 'filter', message: 'matches no code' }] });
  }

  if (input.sheet) {
    const chosen = await findExportCodes(ctx.db, who.workspaceId, codeIds);
    const base = await publicBaseOf(ctx, who.workspaceId);
    const contents = chosen.flatMap((code) => {
      const content = codeImageContent(code, base);
      return content.ok ? [content.payload] : [];
    });
    assertSheetSymbolsFit(input.sheet.symbol_mm, contents, input.options?.ecc ?? DEFAULT_ERROR_CORRECTION);
  }

  const request: ExportRequest = {
    formats: [...new Set(input.formats)],
    ...(input.options ? { options: input.options } : {}),
    ...(input.sheet ? { sheet: input.sheet } : {}),
  };
  // Count and insert under the workspace's lock, or concurrent POSTs all pass the count.
  const row = await ctx.db.transaction(async (tx) => {
    await lockWorkspaceExportCap(tx, who.workspaceId);
    await assertExportSlot(tx, who.workspaceId);
    return insertExport(tx, {
      id: newId('exp'),
      organizationId: who.organizationId,
      workspaceId: who.workspaceId,
      request,
      codeIds,
      keyId: who.keyId,
      at: ctx.clock.now().toISOString(),
    });
  });
  return { id: row.id, status: 'queued' };
}

/** 429 when the workspace has {@link EXPORTS_IN_PROGRESS_PER_WORKSPACE} exports queued or running. */
async function assertExportSlot(db: Db, workspaceId: string): Promise<void> {
  const inProgress = await countExportsInProgress(db, workspaceId);
  if (inProgress >= EXPORTS_IN_PROGRESS_PER_WORKSPACE) {
    throw new ApiError(
      'rate_limited',
      `This workspace has ${inProgress} exports queued or running, the most it may have at once (EXPORTS_IN_PROGRESS_PER_WORKSPACE = ${EXPORTS_IN_PROGRESS_PER_WORKSPACE}); retry when one has finished.`,
      { headers: { 'retry-after': String(IN_PROGRESS_RETRY_AFTER_SECONDS) } },
    );
  }
}

/** renderSheet's caption band under each symbol and its default margin and gutter (render-sheet.ts). */
const SHEET_DEFAULTS = { captionBandMm: 4.5, marginMm: 10, gutterMm: 8 } as const;

/** A sheet on which not one code fits is refused now (422 naming sheet), not failed later by the runner. */
function assertSheetFits(sheet: NonNullable<CreateExport['sheet']>): void {
  try {
    layoutSheet({
      page: sheet.page,
      symbolMm: sheet.symbol_mm,
      captionMm: sheet.caption === undefined || sheet.caption === 'none' ? 0 : SHEET_DEFAULTS.captionBandMm,
      marginMm: sheet.margin_mm ?? SHEET_DEFAULTS.marginMm,
      gutterMm: sheet.gutter_mm ?? SHEET_DEFAULTS.gutterMm,
    });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new ApiError('validation', `The sheet holds no code: ${error.message}.`, { errors: [{ field: 'sheet', message: error.message }] });
  }
}
