import { describe, expect, it } from 'vitest';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';

const t = setupTestApp();
/** The style fields of an appearance that sets none. */
const NO_STYLE = { module_shape: null, finder_shape: null, finder_color: null, gradient: null };

async function setup(json: unknown = { url: 'https://example.com/a' }): Promise<{ key: TestKey; code: Record<string, any> }> {
  const key = await t.createKey(await t.createTenant(), 'ws_admin');
  const res = await t.request('/v1/codes', { method: 'POST', key, json });
  expect(res.status).toBe(201);
  return { key, code: (await body(res)).data };
}

function patch(key: TestKey, id: string, json: unknown): Promise<Response> {
  return t.request(`/v1/codes/${id}`, { method: 'PATCH', key, json });
}

async function eventCount(codeId: string, type: string): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = $1 AND data->>'id' = $2`, [type, codeId]);
  return row!.n;
}

describe('PATCH /v1/codes/:id', () => {
  it('changes url, status, tags, notes, title and expires_at; audits { field: [old, new] } and emits qr.updated', async () => {
    const { key, code } = await setup();
    const res = await patch(key, code.id, {
      url: 'https://example.com/b',
      status: 'paused',
      tags: ['x', 'y'],
      notes: 'hello',
      title: 'T',
      expires_at: '2030-01-01T00:00:00Z',
    });
    expect(res.status).toBe(200);
    const { data, meta } = await body(res);
    expect(meta.issues).toEqual([]);
    expect(data).toMatchObject({ url: 'https://example.com/b', target_url: 'https://example.com/b', status: 'paused', tags: ['x', 'y'], notes: 'hello', title: 'T', expires_at: '2030-01-01T00:00:00.000Z' });
    expect((await body(await t.request(`/v1/codes/${code.id}`, { key }))).data).toEqual(data);

    const [audit] = await t.db.query<{ changes: Record<string, unknown> }>(`SELECT changes FROM audit_logs WHERE resource_id = $1 AND action = 'codes.update'`, [code.id]);
    expect(audit!.changes).toEqual({
      url: ['https://example.com/a', 'https://example.com/b'],
      status: ['live', 'paused'],
      tags: [[], ['x', 'y']],
      notes: [null, 'hello'],
      title: [null, 'T'],
      expires_at: [null, '2030-01-01T00:00:00.000Z'],
    });
    const events = await t.db.query<{ data: unknown }>(`SELECT data FROM events WHERE type = 'qr.updated' AND data->>'id' = $1`, [code.id]);
    expect(events).toEqual([{ data }]);

    const cleared = await body(await patch(key, code.id, { expires_at: null, notes: null, target_url: 'http://example.com/c' }));
    expect(cleared.data).toMatchObject({ expires_at: null, notes: null, url: 'http://example.com/c' });
  });

  it('answers an empty PATCH (or one changing nothing) with 200 and no event', async () => {
    const { key, code } = await setup();
    const empty = await patch(key, code.id, {});
    expect(empty.status).toBe(200);
    expect((await body(empty)).data).toEqual(code);
    expect((await patch(key, code.id, { url: code.url, tags: [] })).status).toBe(200);
    expect(await eventCount(code.id, 'qr.updated')).toBe(0);
  });

  it('moves a code between live, paused and archived, also out of archived; other states are 422', async () => {
    const { key, code } = await setup();
    for (const status of ['archived', 'live', 'paused', 'live']) {
      const res = await patch(key, code.id, { status });
      expect(res.status).toBe(200);
      expect((await body(res)).data.status).toBe(status);
    }
    for (const status of ['draft', 'flagged', 'deleted']) expect((await patch(key, code.id, { status })).status).toBe(422);
  });

  it('refuses url on a non-url code, a non-http url, and dynamic-url-only fields on other codes (422, nothing stored)', async () => {
    const { key, code } = await setup({ type: 'wifi', wifi_ssid: 'Net' });
    const res = await patch(key, code.id, { url: 'https://example.com', tags: ['x'] });
    expect(res.status).toBe(422);
    expect((await body(res)).errors).toEqual([{ field: 'url', message: expect.any(String) }]);
    for (const json of [{ is_landing_page: true }, { links: [] }, { ab_enabled: false }]) {
      expect((await patch(key, code.id, json)).status).toBe(422);
    }
    const url = await setup();
    expect((await patch(url.key, url.code.id, { url: 'javascript:alert(1)' })).status).toBe(422);
    expect((await patch(url.key, url.code.id, { url: 'ftp://example.com' })).status).toBe(422);
    const stat = await setup({ url: 'https://example.com', is_dynamic: false });
    expect((await patch(stat.key, stat.code.id, { is_landing_page: true })).status).toBe(422);
    expect((await patch(stat.key, stat.code.id, { url: 'https://example.com/new' })).status).toBe(200);
    expect((await body(await t.request(`/v1/codes/${code.id}`, { key }))).data.tags).toEqual([]);
  });

  it('sets the landing page and its links; links: [] deletes them; bounds are 422', async () => {
    const { key, code } = await setup();
    const links = Array.from({ length: 20 }, (_, i) => ({ label: `L${i}`, url: `https://example.com/${i}` }));
    const set = await body(await patch(key, code.id, { is_landing_page: true, links }));
    expect(set.data).toMatchObject({ is_landing_page: true, links });
    expect((await patch(key, code.id, { links: [...links, { label: 'x', url: 'https://x.com' }] })).status).toBe(422);
    expect((await patch(key, code.id, { links: [{ label: '', url: 'https://x.com' }] })).status).toBe(422);
    expect((await patch(key, code.id, { links: [{ label: 'a', url: 'mailto:a@b.c' }] })).status).toBe(422);
    const cleared = await body(await patch(key, code.id, { links: [] }));
    expect(cleared.data.links).toEqual([]);
  });

  it('sets A/B fields on dynamic url codes', async () => {
    const { key, code } = await setup();
    expect((await patch(key, code.id, { ab_enabled: true })).status).toBe(422);
    const res = await body(await patch(key, code.id, { ab_enabled: true, ab_target_url_b: 'https://example.com/b', ab_weight_a: 30 }));
    expect(res.data).toMatchObject({ ab_enabled: true, ab_target_url_b: 'https://example.com/b', ab_weight_a: 30 });
  });

  describe('appearance and the contrast check', () => {
    it('stores colors normalized, shows black/white as null, and reports ok as an empty issues array', async () => {
      const { key, code } = await setup();
      const res = await body(await patch(key, code.id, { appearance: { foreground_color: '#1a2b3c' } }));
      expect(res.data.appearance).toEqual({ foreground_color: '#1A2B3C', background_color: null, ...NO_STYLE });
      expect(res.meta.issues).toEqual([]);
      const black = await body(await patch(key, code.id, { appearance: { foreground_color: '#000000', background_color: '#FFFFFF' } }));
      expect(black.data.appearance).toEqual({ foreground_color: null, background_color: null, ...NO_STYLE });
      const [row] = await t.db.query<{ foreground_color: string | null }>(`SELECT foreground_color FROM codes WHERE id = $1`, [code.id]);
      expect(row!.foreground_color).toBeNull();
    });

    it('keeps an omitted color, resets one with null and both with appearance: null', async () => {
      const { key, code } = await setup();
      await patch(key, code.id, { appearance: { foreground_color: '#003366', background_color: '#FFFFEE' } });
      const kept = await body(await patch(key, code.id, { appearance: { background_color: '#EEEEEE' } }));
      expect(kept.data.appearance).toEqual({ foreground_color: '#003366', background_color: '#EEEEEE', ...NO_STYLE });
      const reset = await body(await patch(key, code.id, { appearance: { foreground_color: null } }));
      expect(reset.data.appearance).toEqual({ foreground_color: null, background_color: '#EEEEEE', ...NO_STYLE });
      const both = await body(await patch(key, code.id, { appearance: null }));
      expect(both.data.appearance).toEqual({ foreground_color: null, background_color: null, ...NO_STYLE });
    });

    it('answers an unknown appearance key with 400 and an invalid color with 422', async () => {
      const { key, code } = await setup();
      const unknown = await patch(key, code.id, { appearance: { fg: '#000000' } });
      expect(unknown.status).toBe(400);
      expect((await body(unknown)).errors[0].field).toBe('appearance.fg');
      const bad = await patch(key, code.id, { appearance: { foreground_color: 'transparent' } });
      expect(bad.status).toBe(422);
      expect((await body(bad)).errors[0].field).toBe('appearance.foreground_color');
      expect((await patch(key, code.id, { appearance: { background_color: 'blue' } })).status).toBe(422);
    });

    it('blocks pairs below 1.5:1 with 422 and stores nothing, not even the other fields', async () => {
      const { key, code } = await setup();
      const res = await patch(key, code.id, { tags: ['x'], appearance: { foreground_color: '#777777', background_color: '#888888' } });
      expect(res.status).toBe(422);
      const problem = await body(res);
      expect(problem.errors[0].field).toBe('appearance.foreground_color');
      const now = (await body(await t.request(`/v1/codes/${code.id}`, { key }))).data;
      expect(now).toEqual(code);
      expect(await eventCount(code.id, 'qr.updated')).toBe(0);
      const [audit] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_logs WHERE resource_id = $1 AND action = 'codes.update'`, [code.id]);
      expect(audit!.n).toBe(0);
    });

    it('reports critical and warning levels in meta.issues and stores the colors', async () => {
      const { key, code } = await setup();
      // #999999 on white: ratio 2.85 (< 4, warning), brightness difference 0.4 (< 0.5, warning).
      const warning = await body(await patch(key, code.id, { appearance: { foreground_color: '#999999' } }));
      expect(warning.data.appearance.foreground_color).toBe('#999999');
      expect(warning.meta.issues.map((i: { code: string; severity: string }) => [i.code, i.severity])).toEqual([
        ['low_contrast', 'warning'],
        ['low_brightness_difference', 'warning'],
      ]);
      expect(warning.meta.issues[0].hints.contrast_ratio).toBeCloseTo(2.84, 1);
      // #BBBBBB on white: ratio 1.92 (< 2, critical).
      const critical = await body(await patch(key, code.id, { appearance: { foreground_color: '#BBBBBB' } }));
      expect(critical.meta.issues.some((i: { severity: string }) => i.severity === 'critical')).toBe(true);
      const inverted = await body(await patch(key, code.id, { appearance: { foreground_color: '#FFFFFF', background_color: '#000000' } }));
      expect(inverted.meta.issues.map((i: { code: string }) => i.code)).toContain('inverted_colors');
    });

    it('never blocks a transparent background, and reports it as critical', async () => {
      const { key, code } = await setup();
      const res = await patch(key, code.id, { appearance: { foreground_color: '#FEFEFE', background_color: 'transparent' } });
      expect(res.status).toBe(200);
      const { data, meta } = await body(res);
      expect(data.appearance).toEqual({ foreground_color: '#FEFEFE', background_color: 'transparent', ...NO_STYLE });
      expect(meta.issues.map((i: { code: string; severity: string }) => [i.code, i.severity])).toContainEqual(['transparent_background', 'critical']);
    });

    it('raises a warning to critical when the code has a logo', async () => {
      const { key, code } = await setup();
      await t.db.query(`UPDATE codes SET logo_file_id = 'file_x' WHERE id = $1`, [code.id]);
      // #999999 on white is a warning without a logo (see above).
      const { meta } = await body(await patch(key, code.id, { appearance: { foreground_color: '#999999' } }));
      expect(meta.issues.map((i: { code: string; severity: string }) => [i.code, i.severity])).toContainEqual(['logo_low_contrast', 'critical']);
    });
  });

  it('is 403 for viewers, 404 for unknown codes', async () => {
    const { key, code } = await setup();
    const viewer = await t.createKey({ organizationId: key.organizationId, workspaceId: key.workspaceId }, 'viewer');
    expect((await patch(viewer, code.id, { tags: ['x'] })).status).toBe(403);
    expect((await patch(key, 'qr_nope', { tags: ['x'] })).status).toBe(404);
  });

  it('applies 10 concurrent PATCHes on the newest state: each 200 or 409, no lost update', async () => {
    const { key, code } = await setup();
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => patch(key, code.id, { tags: [`t${i}`] })));
    const statuses = responses.map((res) => res.status);
    for (const status of statuses) expect([200, 409]).toContain(status);
    const succeeded = statuses.filter((status) => status === 200).length;
    expect(succeeded).toBeGreaterThan(0);
    const [row] = await t.db.query<{ version: number; tags: string[] }>(`SELECT version, tags FROM codes WHERE id = $1`, [code.id]);
    expect(row!.version).toBe(1 + succeeded);
    const audits = await t.db.query<{ changes: { tags: [string[], string[]] } }>(
      `SELECT changes FROM audit_logs WHERE resource_id = $1 AND action = 'codes.update' ORDER BY created_at, id`,
      [code.id],
    );
    expect(audits).toHaveLength(succeeded);
    expect(await eventCount(code.id, 'qr.updated')).toBe(succeeded);
    // Every write started from the state the previous one left: the old values chain.
    const olds = audits.map((a) => JSON.stringify(a.changes.tags[0]));
    const news = audits.map((a) => JSON.stringify(a.changes.tags[1]));
    expect(new Set(olds).size).toBe(olds.length);
    expect(olds).toContain('[]');
    expect(news).toContain(JSON.stringify(row!.tags));
    for (const old of olds) if (old !== '[]') expect(news).toContain(old);
  });
});
