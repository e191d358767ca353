import { createHash } from 'node:crypto';
import { checkContrast, effectiveColors, type StoredAppearance } from '@quietzone/core';
import { MAX_LOGO_BYTES, normalizeLogo } from '@quietzone/render';
import type { H3Event } from 'h3';
import { auditActor } from '../auth/audit-actor';
import { requireAuth, type AuthContext } from '../auth/auth-context';
import { ApiError } from '../http/api-error';
import { created, ok } from '../http/envelope';
import { routerParam } from '../http/read-input';
import { MULTIPART_OVERHEAD_BYTES, readMultipartFile } from '../http/read-multipart-file';
import type { AppContext, RouteModule } from '../http/router';
import { storedContentFitError } from '../codes/content-fit-error';
import { toCodeResource } from '../codes/to-code-resource';
import { emitEvent } from '../events/emit-event';
import { newId } from '../new-id';
import { findWorkspaceCode, insertLogoFile, retireLogoFile, swapCodeLogo, type CodeRecord } from '../store/code-logos';
import { writeAudit } from '../store/write-audit';

export const codeLogoRoutes: RouteModule = (router) => {
  // POST /v1/codes/:id/logo – upload or replace the logo (multipart field `file`)
  router.post('/codes/:id/logo', uploadLogo, { bodyLimit: MAX_LOGO_BYTES + MULTIPART_OVERHEAD_BYTES });

  // DELETE /v1/codes/:id/logo – remove the logo (idempotent)
  router.delete('/codes/:id/logo', deleteLogo);
};

async function uploadLogo(event: H3Event, ctx: AppContext) {
  const auth = requireAuth(event, 'write');
  const before = await liveCode(ctx, auth, routerParam(event, 'id'));
  assertFitsWithLogo(before, ctx.config.publicUrl);
  const { file } = await readMultipartFile(event, { field: 'file', maxBytes: MAX_LOGO_BYTES, label: 'logo', contents: 'image' });
  const normalized = await normalizeLogo(new Uint8Array(await file.arrayBuffer()));
  if (!normalized.ok) {
    if (normalized.code === 'too_large') throw new ApiError('payload_too_large', `${capitalize(normalized.message)}.`);
    throw new ApiError('validation', `${capitalize(normalized.message)}.`, { errors: [{ field: 'file', message: normalized.code }] });
  }

  const at = ctx.clock.now().toISOString();
  const fileId = newId('file');
  const after = await ctx.db.transaction(async (tx) => {
    // The file row goes in first and rolls back with everything else when the swap fails.
    await insertLogoFile(tx, {
      id: fileId,
      organizationId: before.organization_id,
      workspaceId: before.workspace_id,
      codeId: before.id,
      filename: file.name ? file.name.slice(0, 255) : null,
      png: normalized.png,
      sha256: createHash('sha256').update(normalized.png).digest('hex'),
      at,
    });
    const updated = await swapCodeLogo(tx, { codeId: before.id, expected: before.logo_file_id, next: fileId, at });
    if (!updated) throw await swapFailure(tx, auth, before.id);
    // Checked again on the row as written: a PATCH of the url may have committed since `before`.
    assertFitsWithLogo(updated, ctx.config.publicUrl);
    if (before.logo_file_id) await retireLogoFile(tx, before.logo_file_id, at);
    await recordLogoChange(tx, event, auth, before, updated, at, ctx.config.publicUrl);
    return updated;
  });
  ctx.caches.forgetCode(after.short_code);
  return created(event, toCodeResource(after, ctx.config.publicUrl), { issues: contrastIssues(after) });
}

async function deleteLogo(event: H3Event, ctx: AppContext) {
  const auth = requireAuth(event, 'write');
  const before = await liveCode(ctx, auth, routerParam(event, 'id'));
  const oldLogo = before.logo_file_id;
  if (oldLogo === null) return ok(event, toCodeResource(before, ctx.config.publicUrl), { issues: contrastIssues(before) });

  const at = ctx.clock.now().toISOString();
  const after = await ctx.db.transaction(async (tx) => {
    const updated = await swapCodeLogo(tx, { codeId: before.id, expected: oldLogo, next: null, at });
    if (!updated) {
      // Another DELETE got there first: the logo is gone, as asked, so this one succeeds too.
      const current = await findWorkspaceCode(tx, auth.workspaceId, before.id);
      if (current && current.deleted_at === null && current.logo_file_id === null) return current;
      throw await swapFailure(tx, auth, before.id);
    }
    await retireLogoFile(tx, oldLogo, at);
    await recordLogoChange(tx, event, auth, before, updated, at, ctx.config.publicUrl);
    return updated;
  });
  ctx.caches.forgetCode(after.short_code);
  return ok(event, toCodeResource(after, ctx.config.publicUrl), { issues: contrastIssues(after) });
}

async function liveCode(ctx: AppContext, auth: AuthContext, id: string): Promise<CodeRecord> {
  const code = await findWorkspaceCode(ctx.db, auth.workspaceId, id);
  if (!code || code.deleted_at !== null) throw new ApiError('not_found', 'QR code not found.');
  return code;
}

/**
 * Contract, image rule 5: a logo forces ECC H, so a code's content must fit at H to take one;
 * otherwise every image would drop the logo again (images/fit-image-request.ts). 422, nothing stored.
 */
function assertFitsWithLogo(code: CodeRecord, publicUrl: string): void {
  const error = storedContentFitError(code, publicUrl, 'H');
  if (error) {
    throw new ApiError('validation', 'The content of this code is too long for a logo: a logo forces error correction H. Nothing was stored.', {
      errors: [error],
    });
  }
}

/** Why the compare-and-set failed: the code was deleted meanwhile (404) or its logo changed (409). */
async function swapFailure(tx: Parameters<typeof findWorkspaceCode>[0], auth: AuthContext, id: string): Promise<ApiError> {
  const current = await findWorkspaceCode(tx, auth.workspaceId, id);
  if (!current || current.deleted_at !== null) return new ApiError('not_found', 'QR code not found; it was deleted meanwhile.');
  return new ApiError('conflict', 'The logo was changed by another request at the same moment. Nothing was changed; reload the code and repeat.');
}

/** Audit entry and `qr.updated` event, in the transaction of the change. */
async function recordLogoChange(
  tx: Parameters<typeof writeAudit>[0],
  event: H3Event,
  auth: AuthContext,
  before: CodeRecord,
  after: CodeRecord,
  at: string,
  publicUrl: string,
): Promise<void> {
  await writeAudit(tx, {
    actor: auditActor(event, auth),
    action: 'codes.update',
    resourceType: 'codes',
    resourceId: after.id,
    changes: { logo_file_id: [before.logo_file_id, after.logo_file_id] },
    at,
  });
  await emitEvent(tx, {
    organizationId: after.organization_id,
    workspaceId: after.workspace_id,
    type: 'qr.updated',
    data: toCodeResource(after, publicUrl),
    at,
  });
}

/**
 * Contract, "Contrast check": uploading or removing a logo re-checks the STORED colors with the
 * new logo state (a warning becomes critical with a logo). Never blocked here: the colors were
 * accepted when stored, and a logo does not change the pair.
 */
function contrastIssues(code: CodeRecord): readonly unknown[] {
  const stored: StoredAppearance = { foreground_color: code.foreground_color, background_color: code.background_color };
  const assessment = checkContrast({ ...effectiveColors(stored), hasLogo: code.logo_file_id !== null });
  return assessment.level === 'blocked' ? [] : assessment.issues;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
