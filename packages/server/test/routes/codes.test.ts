import { codeSchema } from '@quietzone/core/schemas';
import { describe, expect, it } from 'vitest';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';

const t = setupTestApp();

async function admin(plan = 'free'): Promise<TestKey> {
  return t.createKey(await t.createTenant({ plan }), 'ws_admin');
}

async function create(key: TestKey, json: unknown): Promise<Response> {
  return t.request('/v1/codes', { method: 'POST', key, json });
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('POST /v1/codes', () => {
  it('creates a dynamic url code by default, with every contract field and both names equal', async () => {
    const key = await admin();
    const res = await create(key, { url: 'https://example.com/a', title: 'Poster', tags: ['spring', 'print'], notes: 'n' });
    expect(res.status).toBe(201);
    const { data, meta } = await body(res);
    expect(meta.request_id).toBeTypeOf('string');
    expect(codeSchema.safeParse(data).success).toBe(true);
    expect(data).toMatchObject({
      workspace_id: key.workspaceId,
      type: 'url',
      is_dynamic: true,
      status: 'live',
      url: 'https://example.com/a',
      target_url: 'https://example.com/a',
      title: 'Poster',
      tags: ['spring', 'print'],
      notes: 'n',
      expires_at: null,
      total_scans: 0,
      appearance: { foreground_color: null, background_color: null, module_shape: null, finder_shape: null, finder_color: null, gradient: null },
      logo_file_id: null,
      is_landing_page: false,
      links: [],
      ab_enabled: false,
      ab_target_url_b: null,
      ab_weight_a: null,
    });
    expect(data.short_code).toMatch(/^[2-9a-km-np-zA-HJ-NP-Z]{7}$/);
    expect(data.short_url).toBe(`http://qz.test/${data.short_code}`);
    expect(data.redirect_url).toBe(data.short_url);
    for (const ext of ['svg', 'png', 'pdf', 'eps'] as const) {
      expect(data[`image_${ext}_url`]).toBe(`http://qz.test/v1/codes/${data.short_code}/qr.${ext}`);
      expect(data.images[ext]).toBe(data[`image_${ext}_url`]);
    }
    expect(data.created_at).toMatch(ISO);
    expect(data.updated_at).toBe(data.created_at);

    const got = await t.request(`/v1/codes/${data.id}`, { key });
    expect(got.status).toBe(200);
    expect((await body(got)).data).toEqual(data);
  });

  it('accepts target_url as an alias of url', async () => {
    const key = await admin();
    const { data } = await body(await create(key, { type: 'url', target_url: 'http://example.com/' }));
    expect(data.url).toBe('http://example.com/');
    expect(data.target_url).toBe('http://example.com/');
  });

  const STATIC: Record<string, Record<string, unknown>> = {
    vcard: { vcard_first_name: 'Ada', vcard_last_name: 'Lovelace' },
    wifi: { wifi_ssid: 'Cafe', wifi_password: 'secret123' },
    email: { email_to: 'hello@example.com', email_subject: 'Hi' },
    sms: { sms_phone: '+49 170 1234567', sms_message: 'Hallo' },
    location: { location_lat: 52.52, location_lng: '13.405' },
  };
  for (const [type, fields] of Object.entries(STATIC)) {
    it(`creates a static ${type} code that keeps its content`, async () => {
      const key = await admin();
      const res = await create(key, { type, ...fields });
      expect(res.status).toBe(201);
      const { data } = await body(res);
      expect(codeSchema.safeParse(data).success).toBe(true);
      expect(data).toMatchObject({ type, is_dynamic: false, status: 'live', url: null, target_url: null, ...fields });
      expect((await body(await t.request(`/v1/codes/${data.id}`, { key }))).data).toEqual(data);
    });
  }

  it('creates a static url code when asked', async () => {
    const key = await admin();
    const { data } = await body(await create(key, { url: 'https://example.com', is_dynamic: false }));
    expect(data.is_dynamic).toBe(false);
  });

  it('takes A/B and landing-page fields on dynamic url codes', async () => {
    const key = await admin();
    const res = await create(key, {
      url: 'https://example.com/a',
      ab_enabled: true,
      ab_target_url_b: 'https://example.com/b',
      is_landing_page: true,
      links: [{ label: 'Shop', url: 'https://shop.example.com' }],
    });
    expect(res.status).toBe(201);
    const { data } = await body(res);
    expect(data).toMatchObject({ ab_enabled: true, ab_target_url_b: 'https://example.com/b', ab_weight_a: 50, is_landing_page: true, links: [{ label: 'Shop', url: 'https://shop.example.com' }] });
  });

  it('accepts an expires_at within the next 24 hours and refuses one in the past', async () => {
    const key = await admin();
    t.clock.set('2026-03-01T12:00:00.000Z');
    try {
      const soon = await create(key, { url: 'https://example.com', expires_at: '2026-03-01T13:00:00+01:00' });
      expect(soon.status).toBe(422);
      const later = await create(key, { url: 'https://example.com', expires_at: '2026-03-01T12:30:00Z' });
      expect(later.status).toBe(201);
      expect((await body(later)).data.expires_at).toBe('2026-03-01T12:30:00.000Z');
    } finally {
      t.clock.set(null);
    }
  });

  const INVALID: [string, Record<string, unknown>, number, string[]][] = [
    ['an unknown type', { type: 'text', url: 'https://x.com' }, 422, ['type']],
    ['a non-http url', { url: 'ftp://example.com/file' }, 422, ['url']],
    ['a url without scheme', { url: 'example.com' }, 422, ['url']],
    ['a missing url', { type: 'url' }, 400, ['url']],
    ['is_dynamic on a vcard', { type: 'vcard', vcard_first_name: 'A', is_dynamic: true }, 422, ['is_dynamic']],
    ['21 tags', { url: 'https://x.com', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 422, ['tags']],
    ['a blank tag', { url: 'https://x.com', tags: [' '] }, 422, ['tags.0']],
    ['notes over 2000', { url: 'https://x.com', notes: 'x'.repeat(2001) }, 422, ['notes']],
    ['a bad expires_at', { url: 'https://x.com', expires_at: 'tomorrow' }, 422, ['expires_at']],
    ['appearance', { url: 'https://x.com', appearance: { foreground_color: '#112233' } }, 422, ['appearance']],
    ['A/B on a static url code', { url: 'https://x.com', is_dynamic: false, ab_enabled: true, ab_target_url_b: 'https://y.com' }, 422, ['ab_enabled']],
    ['A/B on a wifi code', { type: 'wifi', wifi_ssid: 'x', ab_weight_a: 20 }, 422, ['ab_weight_a']],
    ['a landing page on an sms code', { type: 'sms', sms_phone: '123', is_landing_page: true }, 422, ['is_landing_page']],
    ['ab_enabled without ab_target_url_b', { url: 'https://x.com', ab_enabled: true }, 422, ['ab_target_url_b']],
    ['ab_weight_a over 100', { url: 'https://x.com', ab_weight_a: 101 }, 422, ['ab_weight_a']],
    ['21 links', { url: 'https://x.com', links: Array.from({ length: 21 }, () => ({ label: 'a', url: 'https://y.com' })) }, 422, ['links']],
    ['a link label over 100', { url: 'https://x.com', links: [{ label: 'x'.repeat(101), url: 'https://y.com' }] }, 422, ['links.0.label']],
    ['a link url over 2048', { url: 'https://x.com', links: [{ label: 'a', url: `https://y.com/${'x'.repeat(2040)}` }] }, 422, ['links.0.url']],
    ['a vcard without names', { type: 'vcard', vcard_organization: 'ACME' }, 422, ['vcard_first_name']],
    ['a wifi code with encryption but no password', { type: 'wifi', wifi_ssid: 'x', wifi_encryption: 'WPA' }, 422, ['wifi_password']],
    ['a bad e-mail', { type: 'email', email_to: 'not-an-address' }, 422, ['email_to']],
    ['a bad phone', { type: 'sms', sms_phone: 'call me' }, 422, ['sms_phone']],
    ['a latitude of 91', { type: 'location', location_lat: 91, location_lng: 0 }, 422, ['location_lat']],
  ];
  for (const [name, json, status, fields] of INVALID) {
    it(`refuses ${name} (${status}, errors on ${fields.join(', ')}) and stores nothing`, async () => {
      const key = await admin();
      const res = await create(key, json);
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      const problem = await body(res);
      expect(problem.errors.map((error: { field: string }) => error.field)).toEqual(expect.arrayContaining(fields));
      const [count] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM codes WHERE workspace_id = $1`, [key.workspaceId]);
      expect(count!.n).toBe(0);
      const [events] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE workspace_id = $1`, [key.workspaceId]);
      expect(events!.n).toBe(0);
    });
  }

  it('ignores unknown fields and fields of another type', async () => {
    const key = await admin();
    const res = await create(key, { type: 'wifi', wifi_ssid: 'Net', colour: 'red', url: 'https://x.com' });
    expect(res.status).toBe(201);
    const { data } = await body(res);
    expect(data.colour).toBeUndefined();
    expect(data.url).toBeNull();
  });

  it('is 403 for viewers and public keys', async () => {
    const tenant = await t.createTenant();
    for (const key of [await t.createKey(tenant, 'viewer'), await t.createKey(tenant, 'ws_admin', { kind: 'public' })]) {
      expect((await create(key, { url: 'https://x.com' })).status).toBe(403);
    }
    expect((await create(await t.createKey(tenant, 'contributor'), { url: 'https://x.com' })).status).toBe(201);
  });

  it('writes the audit entry and the qr.created event (the code as GET returns it) with the code', async () => {
    const key = await admin();
    const { data } = await body(await create(key, { url: 'https://example.com', tags: ['a'] }));
    const audit = await t.db.query<{ action: string; actor_id: string; changes: Record<string, unknown> }>(
      `SELECT action, actor_id, changes FROM audit_logs WHERE resource_id = $1`,
      [data.id],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'codes.create', actor_id: key.id });
    expect(audit[0]!.changes).toMatchObject({ type: [null, 'url'], url: [null, 'https://example.com'], tags: [null, ['a']] });
    const events = await t.db.query<{ type: string; data: unknown; organization_id: string }>(`SELECT type, data, organization_id FROM events WHERE workspace_id = $1`, [key.workspaceId]);
    expect(events).toEqual([{ type: 'qr.created', data, organization_id: key.organizationId }]);
  });
});

describe('GET /v1/codes', () => {
  it('pages newest first, filters by status, and ignores other parameters', async () => {
    const key = await admin();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      t.clock.set(new Date(Date.UTC(2026, 0, 1, 0, 0, i)));
      ids.push((await body(await create(key, { url: `https://example.com/${i}` }))).data.id);
    }
    t.clock.set(null);
    const first = await body(await t.request('/v1/codes?limit=2&type=vcard&search=zzz', { key }));
    expect(first.data.map((c: { id: string }) => c.id)).toEqual([ids[4], ids[3]]);
    expect(first.meta.pagination).toMatchObject({ has_more: true, total_count: 5 });
    const second = await body(await t.request(`/v1/codes?limit=2&cursor=${first.meta.pagination.next_cursor}`, { key }));
    expect(second.data.map((c: { id: string }) => c.id)).toEqual([ids[2], ids[1]]);
    const third = await body(await t.request(`/v1/codes?limit=2&cursor=${second.meta.pagination.next_cursor}`, { key }));
    expect(third.data.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
    expect(third.meta.pagination).toMatchObject({ has_more: false, next_cursor: null });

    await t.request(`/v1/codes/${ids[1]}`, { method: 'PATCH', key, json: { status: 'paused' } });
    const paused = await body(await t.request('/v1/codes?status=paused', { key }));
    expect(paused.data.map((c: { id: string }) => c.id)).toEqual([ids[1]]);
    expect((await body(await t.request('/v1/codes?status=live', { key }))).meta.pagination.total_count).toBe(4);
    expect((await t.request('/v1/codes?status=deleted', { key })).status).toBe(400);
    expect((await t.request('/v1/codes?limit=101', { key })).status).toBe(400);
    expect((await t.request('/v1/codes?cursor=%%%', { key })).status).toBe(400);
  });

  it('defaults to 20 per page', async () => {
    const key = await admin('pro');
    const items = Array.from({ length: 21 }, (_, i) => ({ url: `https://example.com/${i}` }));
    expect((await t.request('/v1/codes/batch', { method: 'POST', key, json: { items } })).status).toBe(201);
    const page = await body(await t.request('/v1/codes', { key }));
    expect(page.data).toHaveLength(20);
    expect(page.meta.pagination).toMatchObject({ has_more: true, total_count: 21 });
  });

  it('keeps workspaces apart: another workspace sees none of the codes, and GET/PATCH/DELETE are 404', async () => {
    const owner = await admin();
    const { data } = await body(await create(owner, { url: 'https://example.com' }));
    const otherTenant = await t.createTenant();
    const other = await t.createKey(otherTenant, 'org_admin');
    const sameOrgOtherWs = await t.createKey({ organizationId: owner.organizationId, workspaceId: await t.createWorkspace({ ...otherTenant, organizationId: owner.organizationId }) }, 'org_admin');
    for (const key of [other, sameOrgOtherWs]) {
      expect((await body(await t.request('/v1/codes', { key }))).data).toEqual([]);
      expect((await t.request(`/v1/codes/${data.id}`, { key })).status).toBe(404);
      expect((await t.request(`/v1/codes/${data.id}`, { method: 'PATCH', key, json: { tags: ['x'] } })).status).toBe(404);
      expect((await t.request(`/v1/codes/${data.id}`, { method: 'DELETE', key })).status).toBe(404);
    }
    expect((await t.request(`/v1/codes/${data.id}`, { key: owner })).status).toBe(200);
  });
});
