import { describe, expect, it } from 'vitest';
import { accountSchema } from '../../src/schemas/account';
import { healthSchema } from '../../src/schemas/health';

const at = '2025-01-01T00:00:00.000Z';
const account = {
  api_key: {
    id: 'key_1',
    name: 'Bootstrap',
    kind: 'secret',
    role: 'org_admin',
    key_prefix: 'svc_sk_ab12',
    organization_id: 'org_1',
    workspace_id: 'ws_1',
    expires_at: null,
    last_used_at: at,
    created_at: at,
    revoked_at: null,
  },
  organization: {
    id: 'org_1',
    name: 'Default',
    slug: 'default',
    billing_email: null,
    plan: 'free',
    limits: {
      max_workspaces: 1,
      max_members: 1,
      max_dynamic_codes: 5,
      max_scans_per_month: 1000,
      max_batch_size: 10,
      max_dpp_import_rows: 100,
    },
    created_at: at,
    updated_at: at,
  },
  workspace: {
    id: 'ws_1',
    organization_id: 'org_1',
    name: 'Default',
    slug: 'default',
    default_locale: 'de',
    approval_required: false,
    primary_color: null,
    custom_domain: null,
    domain: null,
    status: 'active',
    archived_at: null,
    created_at: at,
    updated_at: at,
  },
};

describe('accountSchema', () => {
  it('describes the calling key with its workspace and organization', () => {
    expect(accountSchema.safeParse(account).success).toBe(true);
  });

  it('points at the broken field of a nested record', () => {
    const broken = { ...account, workspace: { ...account.workspace, created_at: '2025-01-01' } };
    expect(accountSchema.safeParse(broken).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'workspace.created_at',
    ]);
  });
});

describe('healthSchema', () => {
  it('is { status, version }', () => {
    expect(healthSchema.parse({ status: 'ok', version: '0.1.0' })).toEqual({ status: 'ok', version: '0.1.0' });
    expect(healthSchema.safeParse({ status: 'ok' }).success).toBe(false);
    expect(healthSchema.safeParse({}).success).toBe(false);
  });
});
