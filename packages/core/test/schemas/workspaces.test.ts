import { describe, expect, it } from 'vitest';
import { createWorkspaceSchema, listWorkspacesQuerySchema, updateWorkspaceSchema, workspaceSchema } from '../../src/schemas/workspaces';

function issuePaths(result: { error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('createWorkspaceSchema', () => {
  it('fills the contract defaults', () => {
    expect(createWorkspaceSchema.parse({ name: 'Marketing', slug: 'marketing' })).toEqual({
      name: 'Marketing',
      slug: 'marketing',
      default_locale: 'de',
      approval_required: false,
    });
  });

  it('accepts every workspace field, normalizing color and domain case', () => {
    expect(
      createWorkspaceSchema.parse({
        name: 'Marketing',
        slug: 'marketing',
        default_locale: 'en-GB',
        approval_required: true,
        primary_color: '#ff6600',
        custom_domain: ' QR.Example.COM ',
      }),
    ).toEqual({
      name: 'Marketing',
      slug: 'marketing',
      default_locale: 'en-GB',
      approval_required: true,
      primary_color: '#FF6600',
      custom_domain: 'qr.example.com',
    });
  });

  it('rejects wrong values at their field', () => {
    const base = { name: 'Marketing', slug: 'marketing' };
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: 'Marketing Team' }, 'slug'],
      [{ primary_color: 'ff6600' }, 'primary_color'],
      [{ primary_color: '#f60' }, 'primary_color'],
      [{ primary_color: '#GG6600' }, 'primary_color'],
      [{ approval_required: 'yes' }, 'approval_required'],
      [{ default_locale: 'german' }, 'default_locale'],
      [{ default_locale: '' }, 'default_locale'],
      [{ custom_domain: 'localhost' }, 'custom_domain'],
      [{ custom_domain: 'https://qr.example.com' }, 'custom_domain'],
      [{ custom_domain: 'qr.example.com/path' }, 'custom_domain'],
      [{ custom_domain: '192.168.0.1' }, 'custom_domain'],
      [{ custom_domain: '-qr.example.com' }, 'custom_domain'],
      [{ custom_domain: `${'a'.repeat(64)}.example.com` }, 'custom_domain'],
    ];
    for (const [fields, path] of cases) {
      expect(issuePaths(createWorkspaceSchema.safeParse({ ...base, ...fields })), JSON.stringify(fields)).toEqual([path]);
    }
  });

  it('accepts host names in their usual shapes', () => {
    for (const domain of ['example.com', 'qr.my-brand.co.uk', 'xn--mnchen-3ya.de', 'a.b', '1.example.com', 'x.io']) {
      expect(createWorkspaceSchema.safeParse({ name: 'W', slug: 'ws', custom_domain: domain }).success, domain).toBe(true);
    }
  });

  it('stores an internationalized domain in its ASCII (punycode) form', () => {
    expect(createWorkspaceSchema.parse({ name: 'W', slug: 'ws', custom_domain: ' Bücher.Example ' }).custom_domain).toBe('xn--bcher-kva.example');
    expect(updateWorkspaceSchema.parse({ custom_domain: 'MÜNCHEN.de' }).custom_domain).toBe('xn--mnchen-3ya.de');
    for (const bad of ['bücher.example/path', 'bücher.example:443', 'user@bücher.example']) {
      expect(updateWorkspaceSchema.safeParse({ custom_domain: bad }).success, bad).toBe(false);
    }
  });

  it('requires name and slug', () => {
    expect(issuePaths(createWorkspaceSchema.safeParse({}))).toEqual(['name', 'slug']);
  });
});

describe('updateWorkspaceSchema', () => {
  it('accepts any single field without filling defaults', () => {
    expect(updateWorkspaceSchema.parse({ approval_required: true })).toEqual({ approval_required: true });
    expect(updateWorkspaceSchema.parse({ custom_domain: 'qr.example.com' })).toEqual({ custom_domain: 'qr.example.com' });
    expect(updateWorkspaceSchema.parse({})).toEqual({});
  });

  it('clears optional fields with null', () => {
    expect(updateWorkspaceSchema.parse({ custom_domain: null, primary_color: null })).toEqual({
      custom_domain: null,
      primary_color: null,
    });
  });

  it('rejects wrong values at their field', () => {
    expect(issuePaths(updateWorkspaceSchema.safeParse({ name: '', custom_domain: 'not a host' }))).toEqual([
      'name',
      'custom_domain',
    ]);
  });
});

describe('workspaceSchema', () => {
  it('describes an archived workspace record', () => {
    const record = {
      id: 'ws_1',
      organization_id: 'org_1',
      name: 'Default',
      slug: 'default',
      default_locale: 'de',
      approval_required: false,
      primary_color: null,
      custom_domain: null,
      domain: null,
      status: 'archived',
      archived_at: '2025-02-01T00:00:00.000Z',
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-02-01T00:00:00.000Z',
    };
    expect(workspaceSchema.safeParse(record).success).toBe(true);
    expect(issuePaths(workspaceSchema.safeParse({ ...record, status: 'deleted' }))).toEqual(['status']);
  });
});

describe('listWorkspacesQuerySchema', () => {
  it('lists active workspaces by 20 unless asked otherwise', () => {
    expect(listWorkspacesQuerySchema.parse({})).toEqual({ limit: 20, status: 'active' });
    expect(listWorkspacesQuerySchema.parse({ status: 'all', limit: '100', cursor: 'c' })).toEqual({ status: 'all', limit: 100, cursor: 'c' });
    expect(listWorkspacesQuerySchema.parse({ status: 'archived' }).status).toBe('archived');
  });

  it('rejects an unknown status and a limit outside 1..100', () => {
    expect(issuePaths(listWorkspacesQuerySchema.safeParse({ status: 'deleted' }))).toEqual(['status']);
    expect(issuePaths(listWorkspacesQuerySchema.safeParse({ limit: '0' }))).toEqual(['limit']);
  });
});
