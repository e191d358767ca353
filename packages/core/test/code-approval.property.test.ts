import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_PATCH_FIELD_APPROVAL, HELD_CODE_FIELDS, needsApproval, splitCodePatch } from '../src/code-approval';
import { ACTIONS, KEY_KINDS, ROLES, can } from '../src/roles';
import { updateCodeSchema, type UpdateCodeInput } from '../src/schemas/codes';

const PATCH_FIELDS = Object.keys(updateCodeSchema.shape) as (keyof UpdateCodeInput)[];

/** Any subset of the PATCH fields, each with some value (the split looks at names and presence, never at values). */
const patchArbitrary = fc
  .dictionary(fc.constantFrom(...PATCH_FIELDS), fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 })), {
    maxKeys: PATCH_FIELDS.length,
  })
  .map((fields) => fields as unknown as UpdateCodeInput);

const callerArbitrary = fc.record({ role: fc.constantFrom(...ROLES), kind: fc.constantFrom(...KEY_KINDS) });

describe('which PATCH fields wait for approval', () => {
  it('classifies exactly the fields of the PATCH schema', () => {
    expect(Object.keys(CODE_PATCH_FIELD_APPROVAL).sort()).toEqual([...PATCH_FIELDS].sort());
  });

  it('holds everything that decides what a scan gets, and only that', () => {
    expect([...HELD_CODE_FIELDS].sort()).toEqual(
      ['url', 'target_url', 'status', 'expires_at', 'is_landing_page', 'links', 'ab_enabled', 'ab_target_url_b', 'ab_weight_a', 'rules', 'password', 'max_scans', 'active_from', 'utm'].sort(),
    );
  });

  it('splits a patch into two disjoint parts that together are the patch, held fields on the held side (property)', () => {
    fc.assert(
      fc.property(patchArbitrary, (patch) => {
        const { direct, held } = splitCodePatch(patch);
        const directKeys = Object.keys(direct);
        const heldKeys = Object.keys(held);
        expect(directKeys.filter((key) => heldKeys.includes(key))).toEqual([]);
        expect({ ...direct, ...held }).toEqual(Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)));
        for (const key of heldKeys) expect(CODE_PATCH_FIELD_APPROVAL[key as keyof UpdateCodeInput]).toBe('held');
        for (const key of directKeys) expect(CODE_PATCH_FIELD_APPROVAL[key as keyof UpdateCodeInput]).toBe('direct');
      }),
    );
  });

  it('leaves fields sent as undefined out of both parts (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...PATCH_FIELDS)), (fields) => {
        const { direct, held } = splitCodePatch(Object.fromEntries(fields.map((field) => [field, undefined])) as UpdateCodeInput);
        expect([direct, held]).toEqual([{}, {}]);
      }),
    );
  });
});

describe('needsApproval (property)', () => {
  it('holds nothing in a workspace that does not require approval', () => {
    fc.assert(
      fc.property(callerArbitrary, (caller) => {
        expect(needsApproval(false, caller)).toBe(false);
      }),
    );
  });

  it('holds exactly the changes of keys that may not approve', () => {
    fc.assert(
      fc.property(callerArbitrary, (caller) => {
        expect(needsApproval(true, caller)).toBe(!can(caller.role, caller.kind, 'approve'));
      }),
    );
  });

  it('lets ws_admin and org_admin secret keys apply directly and holds contributors', () => {
    expect(ACTIONS).toContain('approve');
    expect(needsApproval(true, { role: 'ws_admin', kind: 'secret' })).toBe(false);
    expect(needsApproval(true, { role: 'org_admin', kind: 'secret' })).toBe(false);
    expect(needsApproval(true, { role: 'contributor', kind: 'secret' })).toBe(true);
  });
});
