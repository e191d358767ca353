import { createHash } from 'node:crypto';
import { normalizeLogo } from '@quietzone/render/node';
import { publicBaseOf } from '../domains/request-host';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../app/app-context';
import { newId } from '../new-id';
import { insertLogoFile, retireLogoFile, swapCodeLogo, type CodeRecord } from './store/code-logos';
import type { CodeActor } from './code-actor';
import { assertFitsWithLogo, recordLogoChange, swapFailure } from './code-logo-change';
import type { ScanMarginIssue } from '@quietzone/core';
import { storedAppearanceOf } from './code-appearance';
import { checkDesignScan, codeDesign } from './scan-check/design-scan';

export interface UploadedLogo {
  readonly bytes: Uint8Array;
  readonly filename: string | null;
}

/**
 * POST /codes/{id}/logo: normalizes the image (render's normalizeLogo: a transparent 512×512
 * PNG), stores it and swaps it in by compare-and-set, so of two racing uploads one wins and
 * the other is 409. `before` is the code its route found and was checked to fit at H. A styled code
 * runs the scan check on its design with the new logo first: 422 when it would not decode,
 * nothing stored; a low margin comes back as an issue.
 */
export async function uploadCodeLogo(ctx: AppContext, before: CodeRecord, logo: UploadedLogo, who: CodeActor): Promise<{ code: CodeRecord; issues: readonly ScanMarginIssue[] }> {
  const normalized = await normalizeLogo(logo.bytes);
  if (!normalized.ok) {
    if (normalized.code === 'too_large') throw new ApiError('payload_too_large', `${capitalize(normalized.message)}.`);
    throw new ApiError('validation', `${capitalize(normalized.message)}.`, { errors: [{ field: 'file', message: normalized.code }] });
  }

  const at = ctx.clock.now().toISOString();
  const fileId = newId('file');
  const base = await publicBaseOf(ctx, who.workspaceId);
  const design = codeDesign(before, storedAppearanceOf(before), fileId, base);
  const issues = design === undefined ? [] : await checkDesignScan(ctx, design, normalized.png);
  const after = await ctx.db.transaction(async (tx) => {
    // The file row goes in first and rolls back with everything else when the swap fails.
    await insertLogoFile(tx, {
      id: fileId,
      organizationId: before.organization_id,
      workspaceId: before.workspace_id,
      codeId: before.id,
      filename: logo.filename ? logo.filename.slice(0, 255) : null,
      png: normalized.png,
      sha256: createHash('sha256').update(normalized.png).digest('hex'),
      at,
    });
    const updated = await swapCodeLogo(tx, { codeId: before.id, expected: before.logo_file_id, next: fileId, at });
    if (!updated) throw await swapFailure(tx, who, before.id);
    // Checked again on the row as written: a PATCH of the url may have committed since `before`.
    assertFitsWithLogo(updated, ctx.config.publicUrl);
    if (codeDesign(updated, storedAppearanceOf(updated), fileId, base)?.key !== design?.key) {
      throw new ApiError('conflict', "The code's design changed while the logo was being checked. Nothing was changed; reload the code and repeat.");
    }
    if (before.logo_file_id) await retireLogoFile(tx, before.logo_file_id, at);
    await recordLogoChange(tx, who, before, updated, at, base);
    return updated;
  });
  ctx.caches.forgetCode(after.short_code);
  return { code: after, issues };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
