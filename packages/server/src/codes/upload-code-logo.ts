import { createHash } from 'node:crypto';
import { normalizeLogo } from '@quietzone/render/node';
import { publicBaseOf } from '../domains/request-host';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../app/app-context';
import { newId } from '../new-id';
import { insertLogoFile, retireLogoFile, swapCodeLogo, type CodeRecord } from './store/code-logos';
import type { CodeActor } from './code-actor';
import { assertFitsWithLogo, recordLogoChange, swapFailure } from './code-logo-change';

export interface UploadedLogo {
  readonly bytes: Uint8Array;
  readonly filename: string | null;
}

/**
 * POST /codes/{id}/logo: normalizes the image (render's normalizeLogo: a transparent 512×512
 * PNG), stores it and swaps it in by compare-and-set, so of two racing uploads one wins and
 * the other is 409. `before` is the code its route found and was checked to fit at H.
 */
export async function uploadCodeLogo(ctx: AppContext, before: CodeRecord, logo: UploadedLogo, who: CodeActor): Promise<CodeRecord> {
  const normalized = await normalizeLogo(logo.bytes);
  if (!normalized.ok) {
    if (normalized.code === 'too_large') throw new ApiError('payload_too_large', `${capitalize(normalized.message)}.`);
    throw new ApiError('validation', `${capitalize(normalized.message)}.`, { errors: [{ field: 'file', message: normalized.code }] });
  }

  const at = ctx.clock.now().toISOString();
  const fileId = newId('file');
  const base = await publicBaseOf(ctx, who.workspaceId);
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
    if (before.logo_file_id) await retireLogoFile(tx, before.logo_file_id, at);
    await recordLogoChange(tx, who, before, updated, at, base);
    return updated;
  });
  ctx.caches.forgetCode(after.short_code);
  return after;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
