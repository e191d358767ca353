import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';

// A local blocklist makes link safety deterministic: evil.example is unsafe, the rest safe.
const blocklist = join(mkdtempSync(join(tmpdir(), 'qz-batch-')), 'blocklist.txt');
writeFileSync(blocklist, 'evil.example\n');
const t = setupTestApp({ env: { URL_BLOCKLIST: blocklist } });

async function admin(plan = 'free'): Promise<TestKey> {
  return t.createKey(await t.createTenant({ plan }), 'ws_admin');
}

function batch(key: TestKey, json: unknown): Promise<Response> {
  return t.request('/v1/codes/batch', { method: 'POST', key, json });
}

const urls = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `https://example.com/${i}` }));

async function codeCount(key: TestKey): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM codes WHERE workspace_id = $1`, [key.workspaceId]);
  return row!.n;
}

describe('POST /v1/codes/batch', () => {
  it('creates url, vcard and wifi items and reports each in order', async () => {
    const key = await admin();
    const res = await batch(key, {
      items: [{ url: 'https://example.com/a', tags: ['b'] }, { type: 'vcard', vcard_first_name: 'Ada' }, { type: 'wifi', wifi_ssid: 'Net' }],
    });
    expect(res.status).toBe(201);
    const { data } = await body(res);
    expect(data).toMatchObject({ total: 3, failed: 0 });
    expect(data.created).toHaveLength(3);
    for (const [index, item] of data.created.entries()) {
      expect(item).toMatchObject({ index, status: 'created' });
      expect(item.redirect_url).toBe(`http://qz.test/${item.short_code}`);
      expect(item.short_url).toBe(item.redirect_url);
      const got = await body(await t.request(`/v1/codes/${item.id}`, { key }));
      expect(got.data.short_code).toBe(item.short_code);
    }
    const events = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'qr.created' AND workspace_id = $1`, [key.workspaceId]);
    expect(events[0]!.n).toBe(3);
    const audits = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_logs WHERE action = 'codes.create' AND workspace_id = $1`, [key.workspaceId]);
    expect(audits[0]!.n).toBe(3);
  });

  it('reports failing items in place without failing the others', async () => {
    const key = await admin();
    const res = await batch(key, {
      items: [
        { url: 'https://example.com/ok' },
        { type: 'email', email_to: 'a@example.com' },
        { url: 'ftp://example.com' },
        { type: 'vcard' },
        { url: 'https://evil.example/phish' },
        { type: 'wifi', wifi_ssid: 'Net', is_dynamic: true },
        { url: 'https://example.com/ok2', ab_enabled: true, ab_target_url_b: 'https://evil.example/b' },
      ],
    });
    expect(res.status).toBe(201);
    const { data } = await body(res);
    expect(data.total).toBe(7);
    expect(data.failed).toBe(6);
    const byIndex = (i: number) => data.created[i];
    expect(byIndex(0).status).toBe('created');
    expect(byIndex(1)).toMatchObject({ index: 1, status: 'failed', errors: [{ field: 'type' }] });
    expect(byIndex(2)).toMatchObject({ status: 'failed', errors: [{ field: 'url' }] });
    expect(byIndex(3)).toMatchObject({ status: 'failed', errors: [{ field: 'vcard_first_name' }] });
    expect(byIndex(4)).toMatchObject({ status: 'failed', errors: [{ field: 'url', message: expect.stringContaining('unsafe') }] });
    expect(byIndex(5)).toMatchObject({ status: 'failed', errors: [{ field: 'is_dynamic' }] });
    expect(byIndex(6)).toMatchObject({ status: 'failed', errors: [{ field: 'ab_target_url_b' }] });
    expect(await codeCount(key)).toBe(1);
  });

  it('enforces the plan batch size: free takes 10 items, 11 is 422 for the whole request', async () => {
    const key = await admin('free');
    expect((await batch(key, { items: urls(10) })).status).toBe(201);
    const res = await batch(key, { items: urls(11) });
    expect(res.status).toBe(422);
    expect((await body(res)).errors[0].field).toBe('items');
    expect(await codeCount(key)).toBe(10);
  });

  it('requires skip_url_scan above 50 url items, and queues their URLs for a re-check when skipped', async () => {
    const key = await admin('pro');
    expect((await batch(key, { items: urls(50) })).status).toBe(201);
    const refused = await batch(key, { items: urls(51) });
    expect(refused.status).toBe(422);
    expect((await body(refused)).errors[0].field).toBe('skip_url_scan');
    const mixed = [...urls(50), { type: 'wifi', wifi_ssid: 'Net' }];
    expect((await batch(key, { items: mixed })).status).toBe(201);
    const skipped = await batch(key, { items: urls(51), skip_url_scan: true });
    expect(skipped.status).toBe(201);
    const { data } = await body(skipped);
    expect(data.failed).toBe(0);
    const [queued] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM link_rechecks WHERE code_id = $1`, [data.created[0].id]);
    expect(queued!.n).toBe(1);
  });

  it('rejects appearance in any item with 422, and an empty or missing items list', async () => {
    const key = await admin();
    const res = await batch(key, { items: [{ url: 'https://example.com' }, { url: 'https://example.com', appearance: { foreground_color: '#111111' } }] });
    expect(res.status).toBe(422);
    expect((await body(res)).errors).toEqual([{ field: 'items.1.appearance', message: expect.any(String) }]);
    expect((await batch(key, { items: [] })).status).toBe(422);
    expect((await batch(key, {})).status).toBe(400);
    expect(await codeCount(key)).toBe(0);
  });

  it('is 403 for viewers', async () => {
    const key = await t.createKey(await t.createTenant(), 'viewer');
    expect((await batch(key, { items: urls(1) })).status).toBe(403);
  });
});

describe('link safety on POST and PATCH /v1/codes', () => {
  it('refuses unsafe destinations and landing links with 422 per field, storing nothing', async () => {
    const key = await admin();
    const res = await t.request('/v1/codes', {
      method: 'POST',
      key,
      json: { url: 'https://evil.example/x', links: [{ label: 'ok', url: 'https://example.com' }, { label: 'bad', url: 'https://evil.example/y' }] },
    });
    expect(res.status).toBe(422);
    expect((await body(res)).errors.map((e: { field: string }) => e.field)).toEqual(['url', 'links.1.url']);
    expect(await codeCount(key)).toBe(0);

    const { data } = await body(await t.request('/v1/codes', { method: 'POST', key, json: { url: 'https://example.com' } }));
    const patched = await t.request(`/v1/codes/${data.id}`, { method: 'PATCH', key, json: { url: 'https://evil.example/z' } });
    expect(patched.status).toBe(422);
    expect((await body(patched)).errors).toEqual([{ field: 'url', message: expect.stringContaining('unsafe') }]);
    expect((await body(await t.request(`/v1/codes/${data.id}`, { key }))).data.url).toBe('https://example.com');
  });
});
