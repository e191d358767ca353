import { checkAppearanceContrast } from '@quietzone/core';
import type { Db } from '../db/db';
import { emitEvent } from '../events/emit-event';
import { ApiError } from '../http/api-error';
import { findWorkspaceCode, type CodeRecord } from './store/code-logos';
import { writeAudit } from '../audit-logs/store/write-audit';
import type { CodeActor } from './code-actor';
import { storedContentFitError } from './content-fit-error';
import { toCodeResource } from './to-code-resource';
import { storedAppearanceOf } from './code-appearance';
import { codeNotFound } from './get-code-or-throw';

/**
 * Contract, image rule 5: a logo forces ECC H, so a code's content must fit at H to take one;
 * otherwise every image would drop the logo again (images/fit-image-request.ts). 422, nothing stored.
 */
export function assertFitsWithLogo(code: CodeRecord, publicUrl: string): void {
  const error = storedContentFitError(code, publicUrl, 'H');
  if (error) {
    throw new ApiError('validation', 'The content of this code is too long for a logo: a logo forces error correction H. Nothing was stored.', {
      errors: [error],
    });
  }
}

/** Why the compare-and-set failed: the code was deleted meanwhile (404) or its logo changed (409). */
export async function swapFailure(tx: Db, who: CodeActor, id: string): Promise<ApiError> {
  const current = await findWorkspaceCode(tx, who.workspaceId, id);
  if (!current || current.deleted_at !== null) return codeNotFound();
  return new ApiError('conflict', 'The logo was changed by another request at the same moment. Nothing was changed; reload the code and repeat.');
}

/** Audit entry and `qr.updated` event, in the transaction of the change. */
export async function recordLogoChange(tx: Db, who: CodeActor, before: CodeRecord, after: CodeRecord, at: string, publicUrl: string): Promise<void> {
  await writeAudit(tx, {
    actor: who.actor,
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
 * Contract, "Contrast check": uploading or removing a logo re-checks the STORED colors (every
 * pair the design draws) with the new logo state (a warning becomes critical with a logo). Never blocked here: the colors were
 * accepted when stored, and a logo does not change the pair.
 */
export function logoContrastIssues(code: CodeRecord): readonly unknown[] {
  const assessment = checkAppearanceContrast(storedAppearanceOf(code), code.logo_file_id !== null);
  return assessment.level === 'blocked' ? [] : assessment.issues;
}
