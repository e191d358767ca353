import { describe, expect, it } from 'vitest';
import { auditLogEntrySchema, auditLogQuerySchema } from '../../src/schemas/audit-logs';

function issuePaths(result: { error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('auditLogQuerySchema', () => {
  it('defaults the page size to 50 (contract, Limits)', () => {
    expect(auditLogQuerySchema.parse({})).toEqual({ limit: 50 });
  });

  it('accepts the contract filters from a query string', () => {
    expect(
      auditLogQuerySchema.parse({ resource_type: 'api_keys', resource_id: 'key_1', action: 'api_keys.create', cursor: 'c', limit: '100' }),
    ).toEqual({ resource_type: 'api_keys', resource_id: 'key_1', action: 'api_keys.create', cursor: 'c', limit: 100 });
  });

  it('rejects wrong values at their field', () => {
    expect(issuePaths(auditLogQuerySchema.safeParse({ resource_type: 'users' }))).toEqual(['resource_type']);
    expect(issuePaths(auditLogQuerySchema.safeParse({ limit: '101' }))).toEqual(['limit']);
    expect(issuePaths(auditLogQuerySchema.safeParse({ limit: '0' }))).toEqual(['limit']);
  });
});

describe('auditLogEntrySchema', () => {
  it('describes an entry with { field: [old, new] } changes', () => {
    const entry = {
      id: 'aud_1',
      actor_type: 'api_key',
      actor_id: 'key_1',
      action: 'codes.update',
      resource_type: 'codes',
      resource_id: 'qr_1',
      changes: { url: ['https://a.example', 'https://b.example'], tags: [[], ['x']] },
      created_at: '2025-01-01T00:00:00.000Z',
    };
    expect(auditLogEntrySchema.safeParse(entry).success).toBe(true);
    expect(issuePaths(auditLogEntrySchema.safeParse({ ...entry, changes: { url: ['only-new'] } }))).toEqual(['changes.url']);
  });

  it('takes a null resource_id for a change that concerns no single record, but requires the field', () => {
    const entry = {
      id: 'aud_2',
      actor_type: 'system',
      actor_id: null,
      action: 'codes.recheck',
      resource_type: 'codes',
      resource_id: null,
      changes: {},
      created_at: '2025-01-01T00:00:00.000Z',
    };
    expect(auditLogEntrySchema.parse(entry).resource_id).toBeNull();
    const { resource_id: _omitted, ...withoutResourceId } = entry;
    expect(issuePaths(auditLogEntrySchema.safeParse(withoutResourceId))).toEqual(['resource_id']);
    expect(issuePaths(auditLogEntrySchema.safeParse({ ...entry, resource_id: 7 }))).toEqual(['resource_id']);
  });
});
