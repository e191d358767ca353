import { describe, expect, it } from 'vitest';
import { apiKeySchema, createApiKeySchema, createdApiKeySchema, listApiKeysQuerySchema } from '../../src/schemas/api-keys';

function issuePaths(result: { error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

const record = {
  id: 'key_1',
  name: 'CI',
  kind: 'secret',
  role: 'contributor',
  key_prefix: 'svc_sk_3f9a',
  organization_id: 'org_1',
  workspace_id: 'ws_1',
  expires_at: null,
  last_used_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
  revoked_at: null,
};

describe('createApiKeySchema', () => {
  it('defaults to a secret viewer key that never expires', () => {
    expect(createApiKeySchema.parse({ name: 'CI' })).toEqual({ name: 'CI', role: 'viewer', kind: 'secret' });
  });

  it('accepts every field', () => {
    const input = {
      name: 'Printer',
      role: 'ws_admin',
      kind: 'public',
      expires_at: '2026-01-01T00:00:00.000Z',
      workspace_id: 'ws_2',
    };
    expect(createApiKeySchema.parse(input)).toEqual(input);
    expect(createApiKeySchema.parse({ name: 'x', expires_at: '2026-01-01T01:00:00+01:00' }).expires_at).toBe(
      '2026-01-01T01:00:00+01:00',
    );
    expect(createApiKeySchema.parse({ name: 'x', expires_at: null }).expires_at).toBeNull();
  });

  it('rejects wrong values at their field', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'x', role: 'admin' }, 'role'],
      [{ name: 'x', kind: 'private' }, 'kind'],
      [{ name: 'x', expires_at: 'tomorrow' }, 'expires_at'],
      [{ name: 'x', expires_at: '2026-01-01' }, 'expires_at'],
      [{ name: 'x', workspace_id: '' }, 'workspace_id'],
      [{}, 'name'],
    ];
    for (const [input, path] of cases) {
      expect(issuePaths(createApiKeySchema.safeParse(input)), JSON.stringify(input)).toEqual([path]);
    }
  });
});

describe('apiKeySchema', () => {
  it('describes a key record without hash or secret', () => {
    expect(apiKeySchema.safeParse(record).success).toBe(true);
    const shown = apiKeySchema.parse({ ...record, secret: 'svc_sk_x', key_hash: 'abc' });
    expect(shown).not.toHaveProperty('secret');
    expect(shown).not.toHaveProperty('key_hash');
  });
});

describe('apiKeySchema field names', () => {
  it('names the display prefix key_prefix and carries revoked_at', () => {
    const { key_prefix: _prefix, ...withoutPrefix } = record;
    expect(issuePaths(apiKeySchema.safeParse({ ...withoutPrefix, prefix: 'svc_sk_3f9a' }))).toEqual(['key_prefix']);
    const { revoked_at: _revoked, ...withoutRevokedAt } = record;
    expect(issuePaths(apiKeySchema.safeParse(withoutRevokedAt))).toEqual(['revoked_at']);
    expect(apiKeySchema.safeParse({ ...record, revoked_at: '2025-02-01T00:00:00.000Z' }).success).toBe(true);
  });
});

describe('listApiKeysQuerySchema', () => {
  it('pages by 20 and leaves revoked keys out unless asked', () => {
    expect(listApiKeysQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(listApiKeysQuerySchema.parse({ include_revoked: 'true', workspace_id: 'ws_2', limit: '5', cursor: 'c' })).toEqual({
      include_revoked: 'true',
      workspace_id: 'ws_2',
      limit: 5,
      cursor: 'c',
    });
  });

  it('rejects wrong values at their field', () => {
    expect(issuePaths(listApiKeysQuerySchema.safeParse({ include_revoked: 'yes' }))).toEqual(['include_revoked']);
    expect(issuePaths(listApiKeysQuerySchema.safeParse({ workspace_id: '' }))).toEqual(['workspace_id']);
    expect(issuePaths(listApiKeysQuerySchema.safeParse({ limit: '101' }))).toEqual(['limit']);
  });
});

describe('createdApiKeySchema', () => {
  it('adds the secret, once, to the creation response', () => {
    expect(createdApiKeySchema.safeParse({ ...record, secret: 'svc_sk_3f9a0c' }).success).toBe(true);
    expect(issuePaths(createdApiKeySchema.safeParse(record))).toEqual(['secret']);
    expect(issuePaths(createdApiKeySchema.safeParse({ ...record, secret: 'sk_live_1' }))).toEqual(['secret']);
  });
});
