import { describe, expect, it, vi } from 'vitest';
import { body, setupTestApp } from '../helpers/test-app';

// The race of QA S1-2 made deterministic: the check before the insert sees the short code free
// (as a concurrent import's uncommitted insert looks), the insert then meets the taken code.
vi.mock('../../src/store/code-import', () => ({ findTakenShortCodes: async () => new Set<string>() }));

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
});
