import { describe, expect, it } from 'vitest';
import { effectiveLimit, PLAN_LIMITS, usage } from '../../src/plan-limits';
import {
  createdOrganizationSchema,
  createOrganizationSchema,
  organizationSchema,
  updateOrganizationSchema,
  usageSchema,
} from '../../src/schemas/organizations';

function issuePaths(result: { error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('createOrganizationSchema', () => {
  it('accepts the contract fields', () => {
    expect(createOrganizationSchema.parse({ name: ' Acme GmbH ', slug: 'acme', billing_email: 'billing@acme.example' })).toEqual({
      name: 'Acme GmbH',
      slug: 'acme',
      billing_email: 'billing@acme.example',
    });
  });

  it('lets billing_email out', () => {
    expect(createOrganizationSchema.safeParse({ name: 'Acme', slug: 'acme' }).success).toBe(true);
  });

  it('requires name and slug', () => {
    expect(issuePaths(createOrganizationSchema.safeParse({}))).toEqual(['name', 'slug']);
  });

  it('rejects wrong values at their field', () => {
    expect(issuePaths(createOrganizationSchema.safeParse({ name: 'x'.repeat(256), slug: 'acme' }))).toEqual(['name']);
    expect(issuePaths(createOrganizationSchema.safeParse({ name: '   ', slug: 'acme' }))).toEqual(['name']);
    expect(issuePaths(createOrganizationSchema.safeParse({ name: 'Acme', slug: 'Acme!' }))).toEqual(['slug']);
    expect(issuePaths(createOrganizationSchema.safeParse({ name: 'Acme', slug: 'a' }))).toEqual(['slug']);
    expect(issuePaths(createOrganizationSchema.safeParse({ name: 'Acme', slug: 'acme', billing_email: 'nope' }))).toEqual([
      'billing_email',
    ]);
    expect(issuePaths(createOrganizationSchema.safeParse({ name: 42, slug: 'acme' }))).toEqual(['name']);
  });

  it('accepts a name of exactly 255 characters', () => {
    expect(createOrganizationSchema.safeParse({ name: 'x'.repeat(255), slug: 'acme' }).success).toBe(true);
  });

  it('drops fields a client may not set, such as plan', () => {
    expect(createOrganizationSchema.parse({ name: 'Acme', slug: 'acme', plan: 'enterprise' })).not.toHaveProperty('plan');
  });
});

describe('updateOrganizationSchema', () => {
  it('accepts any subset of name, slug, billing_email', () => {
    expect(updateOrganizationSchema.parse({})).toEqual({});
    expect(updateOrganizationSchema.parse({ slug: 'acme-2' })).toEqual({ slug: 'acme-2' });
    expect(updateOrganizationSchema.parse({ billing_email: null })).toEqual({ billing_email: null });
  });

  it('validates what is sent like creation does', () => {
    expect(issuePaths(updateOrganizationSchema.safeParse({ name: '', slug: '-x-' }))).toEqual(['name', 'slug']);
    expect(issuePaths(updateOrganizationSchema.safeParse({ name: null }))).toEqual(['name']);
  });
});

describe('organizationSchema', () => {
  it('describes a record whose limits come from the plan table', () => {
    const limits = Object.fromEntries(
      (Object.keys(PLAN_LIMITS.agency) as (keyof typeof PLAN_LIMITS.agency)[]).map((field) => [
        field,
        effectiveLimit('agency', PLAN_LIMITS.agency[field], field),
      ]),
    );
    const record = {
      id: 'org_1',
      name: 'Acme',
      slug: 'acme',
      billing_email: null,
      plan: 'agency',
      limits,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-02T00:00:00.000Z',
    };
    expect(organizationSchema.safeParse(record).success).toBe(true);
    expect(issuePaths(organizationSchema.safeParse({ ...record, plan: 'gold' }))).toEqual(['plan']);
  });
});

describe('createdOrganizationSchema', () => {
  const at = '2025-01-01T00:00:00.000Z';
  const created = {
    id: 'org_1',
    name: 'Acme',
    slug: 'acme',
    billing_email: null,
    plan: 'free',
    limits: PLAN_LIMITS.free,
    created_at: at,
    updated_at: at,
    default_workspace: {
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
    api_key: {
      id: 'key_1',
      name: 'Organization admin key',
      kind: 'secret',
      role: 'org_admin',
      key_prefix: 'svc_sk_ab12',
      organization_id: 'org_1',
      workspace_id: 'ws_1',
      expires_at: null,
      last_used_at: null,
      created_at: at,
      revoked_at: null,
      secret: 'svc_sk_ab12cd',
    },
  };

  it('carries the first key with its secret under the same names as POST /api-keys', () => {
    expect(createdOrganizationSchema.safeParse(created).success).toBe(true);
    const { secret, ...withoutSecret } = created.api_key;
    expect(issuePaths(createdOrganizationSchema.safeParse({ ...created, api_key: withoutSecret }))).toEqual(['api_key.secret']);
    expect(issuePaths(createdOrganizationSchema.safeParse({ ...created, api_key: { ...withoutSecret, key: secret } }))).toEqual(['api_key.secret']);
  });
});

describe('usageSchema', () => {
  it('accepts what usage() computes, including over-limit and unlimited figures', () => {
    const report = {
      scans: { ...usage(1500, 1000), period: '2025-03', period_start: '2025-03-01T00:00:00.000Z' },
      dynamic_codes: usage(7, null),
    };
    expect(usageSchema.safeParse(report).success).toBe(true);
  });

  it('rejects a malformed period at its field', () => {
    const report = {
      scans: { ...usage(1, 10), period: '2025-13', period_start: '2025-03-01T00:00:00.000Z' },
      dynamic_codes: usage(0, 5),
    };
    expect(issuePaths(usageSchema.safeParse(report))).toEqual(['scans.period']);
  });
});
