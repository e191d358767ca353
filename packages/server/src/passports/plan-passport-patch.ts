import { type FieldError, type PassportBody } from '@quietzone/core';
import { applyPassportPatch, type UpdatePassportInput } from '@quietzone/core/schemas';
import { diffChanges } from '../audit-logs/diff-changes';
import type { AuditChanges } from '../audit-logs/store/write-audit';
import { PASSPORT_FIELDS } from './passport-fields';

export type PassportPatchPlan =
  | { readonly ok: true; readonly body: PassportBody; readonly changes: AuditChanges }
  | { readonly ok: false; readonly errors: readonly FieldError[] };

/**
 * A PATCH body on a stored passport (core applyPassportPatch: merge, status transition,
 * identity immutability after publication) and its `{ field: [old, new] }` changes; PATCH and
 * validate-update answer the same from it.
 */
export function planPassportPatch(current: PassportBody, patch: UpdatePassportInput): PassportPatchPlan {
  const result = applyPassportPatch(current, patch);
  if (!result.ok) return result;
  const changes = diffChanges(current as unknown as Record<string, unknown>, result.body as unknown as Record<string, unknown>, PASSPORT_FIELDS);
  return { ok: true, body: result.body, changes };
}

/** Whether the plan changes gtin, lot or serial (the identity the workspace holds once). */
export function changesIdentity(changes: AuditChanges): boolean {
  return 'gtin' in changes || 'lot' in changes || 'serial' in changes;
}
