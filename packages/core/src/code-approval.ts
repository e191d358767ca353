/**
 * Which code changes wait for approval (workspace `approval_required`): the one rule the
 * approval workflow of the server applies to every create and PATCH.
 */
import { can, type KeyKind, type Role } from './roles';
import type { UpdateCodeInput } from './schemas/codes';

/**
 * How each field of PATCH /codes/{id} is applied when the caller's changes need approval:
 * `held` fields decide what a scan of the short link gets (destination, A/B split, rules,
 * landing page, password, expiry and the other link controls, UTM parameters, status), so they
 * wait in a revision while the code keeps serving its approved state; `direct` fields (title,
 * tags, notes, colors) change no destination and apply at once. Every PATCH field is listed,
 * so a new one cannot slip past the workflow unclassified.
 */
export const CODE_PATCH_FIELD_APPROVAL = {
  url: 'held',
  target_url: 'held',
  status: 'held',
  expires_at: 'held',
  is_landing_page: 'held',
  links: 'held',
  ab_enabled: 'held',
  ab_target_url_b: 'held',
  ab_weight_a: 'held',
  rules: 'held',
  password: 'held',
  max_scans: 'held',
  active_from: 'held',
  utm: 'held',
  title: 'direct',
  tags: 'direct',
  notes: 'direct',
  appearance: 'direct',
} as const satisfies Record<keyof UpdateCodeInput, 'held' | 'direct'>;

export type HeldCodeField = { [Field in keyof typeof CODE_PATCH_FIELD_APPROVAL]: (typeof CODE_PATCH_FIELD_APPROVAL)[Field] extends 'held' ? Field : never }[keyof typeof CODE_PATCH_FIELD_APPROVAL];

export const HELD_CODE_FIELDS = (Object.keys(CODE_PATCH_FIELD_APPROVAL) as (keyof UpdateCodeInput)[]).filter(
  (field): field is HeldCodeField => CODE_PATCH_FIELD_APPROVAL[field] === 'held',
);

/** Who changes a code, as far as approval goes: the key's role and kind. */
export interface ApprovalCaller {
  readonly role: Role;
  readonly kind: KeyKind;
}

/**
 * Whether `caller`'s new codes and held changes wait for approval in a workspace: only with
 * `approval_required`, and only for keys that may not approve themselves (contributors);
 * ws_admin and org_admin changes apply directly.
 */
export function needsApproval(approvalRequired: boolean, caller: ApprovalCaller): boolean {
  return approvalRequired && !can(caller.role, caller.kind, 'approve');
}

/** A PATCH body split into the fields that apply at once and those held for approval (either may be `{}`). */
export function splitCodePatch(patch: UpdateCodeInput): { readonly direct: UpdateCodeInput; readonly held: UpdateCodeInput } {
  const direct: Record<string, unknown> = {};
  const held: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const approval = CODE_PATCH_FIELD_APPROVAL[field as keyof UpdateCodeInput];
    // A field the schema does not know cannot reach here; held is the safe side if one did.
    (approval === 'direct' ? direct : held)[field] = value;
  }
  return { direct: direct as UpdateCodeInput, held: held as UpdateCodeInput };
}
