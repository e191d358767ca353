import { createCodeSchema } from '@quietzone/core/schemas';
import { describe, expect, it, vi } from 'vitest';
import { insertPreparedCodes, PREPARED_CODES_PER_STATEMENT, type PreparedCode } from '../../src/codes/create-code';
import { SHORT_CODE_ATTEMPTS } from '../../src/codes/generate-short-code';
import type { CodeActor } from '../../src/codes/code-actor';
import type { Db } from '../../src/db/db';
import { insertCodeRow } from '../helpers/insert-code-row';
import { setupTestApp, type Tenant } from '../helpers/test-app';

// The draws are scripted: each test says which short codes come out, then real random ones.
const draws: string[] = [];
vi.mock('../../src/codes/generate-short-code', async (original) => {
  const real = await original<typeof import('../../src/codes/generate-short-code')>();
  return { ...real, generateShortCode: () => draws.shift() ?? real.generateShortCode() };
});

const t = setupTestApp();
const AT = '2026-03-01T10:00:00.000Z';

const prepared = (url: string, shortCode?: string): PreparedCode => ({
  input: createCodeSchema.parse({ url }),
  recheck: [url],
  ...(shortCode === undefined ? {} : { shortCode }),
});

function actor(tenant: Tenant): CodeActor {
  return { actor: { type: 'system', id: null, organizationId: tenant.organizationId, workspaceId: tenant.workspaceId }, organizationId: tenant.organizationId, workspaceId: tenant.workspaceId, keyId: null };
}

const insert = (tenant: Tenant, codes: readonly PreparedCode[]) => t.db.transaction((tx) => insertPreparedCodes(tx, t.ctx, codes, actor(tenant), AT));

describe('insertPreparedCodes', () => {
  it('draws again a short code found taken — by a stored code or by an earlier code of the same statement — and keeps the order', async () => {
    const tenant = await t.createTenant();
    const stored = await insertCodeRow(t.db, tenant, { short_code: 'clash01' });
    draws.push('clash01', 'fresh01', 'fresh01', 'clash01', 'again02', 'again03');
    const results = await insert(tenant, [prepared('https://example.com/a'), prepared('https://example.com/b'), prepared('https://example.com/c'), prepared('https://example.com/d')]);
    // a: clash01 (stored) → again02; b: fresh01; c: fresh01 (b's, same statement) → again03; d: clash01 → a real draw.
    expect(results.map((result) => result?.row.url)).toEqual(['https://example.com/a', 'https://example.com/b', 'https://example.com/c', 'https://example.com/d']);
    expect(results.slice(0, 3).map((result) => result?.row.short_code)).toEqual(['again02', 'fresh01', 'again03']);
    expect(results[3]!.row.short_code).not.toBe('clash01');
    expect(new Set(results.map((result) => result!.row.id)).size).toBe(4);
    expect(results.map((result) => result!.row.id)).not.toContain(stored.id);
    expect(draws).toEqual([]);
  });

  it('leaves out a code whose wanted short code is taken (undefined in its place), never drawing one for it', async () => {
    const tenant = await t.createTenant();
    await insertCodeRow(t.db, tenant, { short_code: 'wanted-taken' });
    const results = await insert(tenant, [prepared('https://example.com/1'), prepared('https://example.com/2', 'wanted-taken'), prepared('https://example.com/3', 'wanted-free')]);
    expect(results[1]).toBeUndefined();
    expect(results[2]!.row.short_code).toBe('wanted-free');
    const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM codes WHERE workspace_id = $1 AND url = 'https://example.com/2'`, [tenant.workspaceId]);
    expect(row!.n).toBe(0);
  });

  it(`gives up after ${SHORT_CODE_ATTEMPTS} draws that are all taken, and the transaction stores nothing`, async () => {
    const tenant = await t.createTenant();
    await insertCodeRow(t.db, tenant, { short_code: 'always1' });
    draws.push(...Array.from({ length: SHORT_CODE_ATTEMPTS }, () => 'always1'));
    await expect(insert(tenant, [prepared('https://example.com/x')])).rejects.toThrow(`no free short code after ${SHORT_CODE_ATTEMPTS} attempts`);
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM codes WHERE workspace_id = $1', [tenant.workspaceId]);
    expect(row!.n).toBe(1);
    draws.length = 0;
  });

  it(`writes ${PREPARED_CODES_PER_STATEMENT + 1} codes as two statements of each kind: every code with its audit entry, event and re-check`, async () => {
    const tenant = await t.createTenant();
    const seen: string[] = [];
    const codes = Array.from({ length: PREPARED_CODES_PER_STATEMENT + 1 }, (_, i) => prepared(`https://example.com/many/${i}`));
    const results = await t.db.transaction((tx) => {
      // Every statement's first three words (`INSERT INTO codes`…).
      const counted: Db = { ...tx, query: (text, params) => (seen.push(text.trim().split(/\s+/).slice(0, 3).join(' ')), tx.query(text, params)) };
      return insertPreparedCodes(counted, t.ctx, codes, actor(tenant), AT);
    });
    expect(results.map((result) => result!.row.url)).toEqual(codes.map((code) => code.input.type === 'url' && code.input.url));
    expect(seen.filter((text) => text === 'INSERT INTO codes')).toHaveLength(2);
    expect(seen.filter((text) => text === 'INSERT INTO audit_logs')).toHaveLength(2);
    expect(seen.filter((text) => text === 'INSERT INTO events')).toHaveLength(2);
    expect(seen.filter((text) => text === 'INSERT INTO link_rechecks')).toHaveLength(2);
    for (const table of ['audit_logs', 'events']) {
      const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE workspace_id = $1`, [tenant.workspaceId]);
      expect(row!.n).toBe(codes.length);
    }
  });
});
