import {
  buildUrlPayload,
  checkAppearanceContrast,
  DEFAULT_ERROR_CORRECTION,
  mergeAppearance,
  type ContrastIssue,
  type FieldError,
  type StoredAppearance,
} from '@quietzone/core';
import { DYNAMIC_URL_FIELDS, mergeUtm, type UpdateCodeInput } from '@quietzone/core/schemas';
import { ApiError } from '../http/api-error';
import { CODE_FIELD_NAMES, type CodeFields, type CodeRow } from './store/codes';
import { contentFitError } from './content-fit-error';
import { storedAppearanceOf, styleColumnOf } from './code-appearance';
import { scanBehaviour } from './to-code-resource';
import { unknownUtmKeyError } from './unknown-utm-key';

export const ACTIVE_AFTER_EXPIRY = 'active_from must lie before expires_at: the code would never be active';

/** A code active from `activeFrom` and expiring at `expiresAt` is active at some instant. */
export function activeBeforeExpiry(activeFrom: string, expiresAt: string): boolean {
  return Date.parse(activeFrom) < Date.parse(expiresAt);
}

/** Default share of scans to `url` when A/B gets enabled without a weight (as on creation). */
const DEFAULT_AB_WEIGHT_A = 50;

/** The fields an audit entry shows as they are: all but the password hash (shown as `has_password`). */
export const AUDITED_CODE_FIELDS = CODE_FIELD_NAMES.filter((name) => name !== 'password_hash');

export interface PatchResult {
  readonly before: CodeFields;
  readonly after: CodeFields;
  /** False when the patch sets nothing new: no write, no audit entry, no event. */
  readonly changed: boolean;
  /** Contrast issues of every pair the resulting design draws (`meta.issues`; empty when ok). */
  readonly issues: readonly ContrastIssue[];
}

/**
 * PATCH /codes/{id} on one state of a code (contract, PATCH rules; Appearance; Contrast
 * check). Refusals throw: 400 for an unknown appearance key, 422 listing every field at
 * fault (url on a non-url code, dynamic-url-only fields elsewhere — rules, password and limits too — a static code's url that
 * does not fit in a QR code, colors, a contrast below 1.5:1). Pure otherwise, so a lost race
 * simply applies it again to the newer state — and a logo uploaded meanwhile is seen.
 */
export function applyCodePatch(row: CodeRow, patch: UpdateCodeInput, passwordHash?: string | null): PatchResult {
  const before = codeFields(row);
  const errors: FieldError[] = [];
  const url = patch.url ?? patch.target_url;
  if (url !== undefined && row.type !== 'url') {
    errors.push({ field: patch.url !== undefined ? 'url' : 'target_url', message: 'url is allowed for url codes only' });
  }
  if (url !== undefined && row.type === 'url' && !row.is_dynamic) {
    // The resulting image must render as drawn: at ECC H with a logo (contract, image rule 5), else M.
    const payload = buildUrlPayload({ type: 'url', url });
    const tooLong = payload.ok ? contentFitError({ type: 'url', url }, payload.payload, row.logo_file_id !== null ? 'H' : DEFAULT_ERROR_CORRECTION) : undefined;
    if (tooLong) errors.push({ ...tooLong, field: patch.url !== undefined ? 'url' : 'target_url' });
  }
  const dynamicUrl = row.type === 'url' && row.is_dynamic;
  for (const field of DYNAMIC_URL_FIELDS) {
    if (patch[field] !== undefined && !dynamicUrl) errors.push({ field, message: `${field} is allowed for dynamic url codes only` });
  }

  const utmKeyError = unknownUtmKeyError(patch.utm);
  if (utmKeyError) throw new ApiError('bad_request', `utm takes only source, medium, campaign, term and content, not ${utmKeyError.field.slice('utm.'.length)}.`, { errors: [utmKeyError] });

  const merged = mergeAppearance(storedAppearanceOf(row), patch.appearance);
  let appearance: StoredAppearance = storedAppearanceOf(row);
  if (!merged.ok) {
    const failure = merged.failure;
    if (failure.code === 'unknown_appearance_key') {
      throw new ApiError('bad_request', `${capitalize(failure.message)}.`, {
        errors: [{ field: `appearance.${failure.key}`, message: 'unknown appearance key' }],
      });
    }
    errors.push(
      failure.code === 'invalid_color'
        ? {
            field: `appearance.${failure.field}`,
            message: failure.field === 'foreground_color' ? 'must be a color #RRGGBB' : 'must be a color #RRGGBB or transparent',
          }
        : failure.code === 'invalid_style'
          ? { field: `appearance.${failure.path}`, message: failure.message }
          : { field: 'appearance', message: 'must be an object or null' },
    );
  } else {
    appearance = merged.appearance;
  }

  const abEnabled = patch.ab_enabled ?? before.ab_enabled;
  const abTargetUrlB = patch.ab_target_url_b === undefined ? before.ab_target_url_b : patch.ab_target_url_b;
  if (dynamicUrl && abEnabled && abTargetUrlB === null) {
    errors.push({ field: 'ab_target_url_b', message: 'ab_target_url_b is required when ab_enabled is true' });
  }
  const activeFrom = patch.active_from === undefined ? before.active_from : patch.active_from;
  const expiresAt = patch.expires_at === undefined ? before.expires_at : patch.expires_at;
  // Only a patch that sets one of them is refused: a code stored so stays editable.
  const setsActiveFrom = (patch.active_from ?? null) !== null;
  if ((setsActiveFrom || (patch.expires_at ?? null) !== null) && activeFrom !== null && expiresAt !== null && !activeBeforeExpiry(activeFrom, expiresAt)) {
    errors.push({ field: setsActiveFrom ? 'active_from' : 'expires_at', message: ACTIVE_AFTER_EXPIRY });
  }
  if (errors.length > 0) throw new ApiError('validation', 'The request contains invalid fields.', { errors });

  const assessment = checkAppearanceContrast(appearance, row.logo_file_id !== null);
  if (assessment.level === 'blocked' && patch.appearance !== undefined) {
    throw new ApiError('validation', 'The colors do not contrast enough to scan (below 1.5:1); nothing was stored.', {
      errors: assessment.issues.map((issue) => ({ field: issue.field, message: issue.message })),
    });
  }

  const status = patch.status ?? before.status;
  const after: CodeFields = {
    status,
    // The job's reason holds while the code stays paused; a person's PATCH never gives one.
    paused_reason: status === 'paused' ? before.paused_reason : null,
    title: patch.title === undefined ? before.title : patch.title === null || patch.title === '' ? null : patch.title,
    url: url ?? before.url,
    tags: patch.tags ?? before.tags,
    notes: patch.notes === undefined ? before.notes : patch.notes,
    expires_at: patch.expires_at === undefined ? before.expires_at : patch.expires_at === null ? null : new Date(patch.expires_at).toISOString(),
    foreground_color: appearance.foreground_color,
    background_color: appearance.background_color,
    style: styleColumnOf(appearance),
    is_landing_page: patch.is_landing_page ?? before.is_landing_page,
    links: patch.links ?? before.links,
    ab_enabled: abEnabled,
    ab_target_url_b: abTargetUrlB,
    ab_weight_a: patch.ab_weight_a ?? before.ab_weight_a ?? (abEnabled ? DEFAULT_AB_WEIGHT_A : null),
    rules: patch.rules ?? before.rules,
    // The hash of `patch.password`, made by the caller outside the transaction (scrypt is slow).
    // A password held for approval comes as its hash alone, without `patch.password`.
    password_hash: passwordHash === undefined ? before.password_hash : passwordHash,
    max_scans: patch.max_scans === undefined ? before.max_scans : patch.max_scans,
    active_from: patch.active_from === undefined ? before.active_from : patch.active_from === null ? null : new Date(patch.active_from).toISOString(),
    utm: mergeUtm(before.utm, patch.utm),
  };
  const changed = CODE_FIELD_NAMES.some((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
  return { before, after, changed, issues: assessment.level === 'blocked' ? [] : assessment.issues };
}

export function codeFields(row: CodeRow): CodeFields {
  return {
    status: row.status,
    paused_reason: row.paused_reason,
    title: row.title,
    url: row.url,
    tags: row.tags,
    notes: row.notes,
    expires_at: row.expires_at,
    foreground_color: row.foreground_color,
    background_color: row.background_color,
    // Through core, so that key order (jsonb keeps its own) never reads as a change.
    style: styleColumnOf(storedAppearanceOf(row)),
    ...scanBehaviour(row),
    password_hash: row.password_hash,
    max_scans: row.max_scans,
    active_from: row.active_from,
    utm: row.utm,
  };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
