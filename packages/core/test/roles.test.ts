import { describe, expect, it } from 'vitest';
import { ACTIONS, ROLES, can, canGrantRole, type Action, type Role } from '../src/roles';

const ALLOWED: Record<Role, readonly Action[]> = {
  viewer: ['read_codes', 'read'],
  contributor: ['read_codes', 'read', 'write'],
  ws_admin: ['read_codes', 'read', 'write', 'delete', 'approve', 'manage_keys', 'manage_webhooks', 'manage_workspace'],
  org_admin: ACTIONS,
};

describe('can', () => {
  it('decides each role x action for secret keys as DESIGN.md says', () => {
    for (const role of ROLES) {
      for (const action of ACTIONS) {
        expect(can(role, 'secret', action), `${role} ${action}`).toBe(ALLOWED[role].includes(action));
      }
    }
  });

  it('lets public keys only read codes, whatever their role', () => {
    for (const role of ROLES) {
      for (const action of ACTIONS) expect(can(role, 'public', action), `${role} ${action}`).toBe(action === 'read_codes');
    }
  });
});

describe('canGrantRole', () => {
  it('allows the own role and lower ones only', () => {
    expect(canGrantRole('ws_admin', 'ws_admin')).toBe(true);
    expect(canGrantRole('ws_admin', 'viewer')).toBe(true);
    expect(canGrantRole('ws_admin', 'org_admin')).toBe(false);
    expect(canGrantRole('org_admin', 'org_admin')).toBe(true);
    expect(canGrantRole('contributor', 'ws_admin')).toBe(false);
  });
});
