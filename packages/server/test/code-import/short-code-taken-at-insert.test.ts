import { describe, expect, it, vi } from 'vitest';
import { PREPARED_CODES_PER_STATEMENT } from '../../src/codes/create-code';
import { body, setupTestApp } from '../helpers/test-app';

// Two imports racing for one short code, made deterministic: the check before the insert sees the short code free
// (as a concurrent import's uncommitted insert looks), the insert then meets the taken code.
vi.mock('../../src/codes/store/codes', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/codes/store/codes')>()),
  findTakenShortCodes: async () => new Set<string>(),
}));

const t = setupTestApp();

function csvFile(text: string): FormData {
  const form = new FormData();
  form.set('file', new Blob([new TextEncoder().encode(text)]), 'codes.csv');
  return form;
}

describe('a wanted short_code taken when its row is inserted', () => {
  it('fails that row naming short_code; the code is not created under a random short code; the other rows are', async () => {
    const tenant = await t.createTenant({ plan: 'free' });
    const key = await t.createKey(tenant, 'ws_admin');
    const first = await body(await t.request('/v1/codes/import', { method: 'POST', key, body: csvFile('short_code,url\r\ntaken-late,https://example.com/first\r\n') }));
    expect(first.data.created[0]).toMatchObject({ status: 'created', short_code: 'taken-late' });
    const res = await t.request('/v1/codes/import', { method: 'POST', key, body: csvFile('short_code,url\r\ntaken-late,https://example.com/second\r\n,https://example.com/third\r\n') });
    const second = await body(res);
    expect(res.status).toBe(201);
    expect(second.data.created[0]).toEqual({ index: 0, row: 1, status: 'failed', errors: [{ field: 'short_code', message: 'is taken by another code' }] });
    expect(second.data.created[1]).toMatchObject({ status: 'created' });
    expect(second.data.failed).toBe(1);
    const urls = await t.db.query<{ url: string }>('SELECT url FROM codes WHERE workspace_id = $1 ORDER BY url', [tenant.workspaceId]);
    expect(urls.map((row) => row.url)).toEqual(['https://example.com/first', 'https://example.com/third']);
  });

  it('in a later statement of a long file too: only that row fails, every other row of its statement is created', async () => {
    const tenant = await t.createTenant({ plan: 'pro' });
    const key = await t.createKey(tenant, 'ws_admin');
    await t.request('/v1/codes/import', { method: 'POST', key, body: csvFile('short_code,url\r\ntaken-later,https://example.com/first\r\n') });
    const late = PREPARED_CODES_PER_STATEMENT + 7;
    const lines = Array.from({ length: PREPARED_CODES_PER_STATEMENT + 20 }, (_, i) => `${i === late ? 'taken-later' : i === late + 1 ? 'free-later' : ''},https://example.com/n/${i}`);
    const res = await t.request('/v1/codes/import', { method: 'POST', key, body: csvFile(`short_code,url\r\n${lines.join('\r\n')}\r\n`) });
    const { data } = await body(res);
    expect(res.status).toBe(201);
    expect(data.failed).toBe(1);
    expect(data.created[late]).toEqual({ index: late, row: late + 1, status: 'failed', errors: [{ field: 'short_code', message: 'is taken by another code' }] });
    expect(data.created[late + 1]).toMatchObject({ status: 'created', short_code: 'free-later' });
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM codes WHERE workspace_id = $1', [tenant.workspaceId]);
    expect(row!.n).toBe(1 + lines.length - 1);
  });
});
