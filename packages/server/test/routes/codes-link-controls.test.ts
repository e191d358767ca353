import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';

// The link controls through the codes API: rules, password, max_scans, active_from.
const blocklist = join(mkdtempSync(join(tmpdir(), 'qz-link-controls-')), 'blocklist.txt');
writeFileSync(blocklist, 'evil.example\n');
const t = setupTestApp({ env: { URL_BLOCKLIST: blocklist } });

const APP_STORE = 'https://apps.apple.com/app/id123';
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=com.example';

const STORE_RULES = [
  { when: { os: ['ios'] }, url: APP_STORE },
  { when: { os: ['android'] }, url: PLAY_STORE },
];

async function admin(): Promise<TestKey> {
  return t.createKey(await t.createTenant(), 'ws_admin');
}

async function create(key: TestKey, json: Record<string, unknown>): Promise<Response> {
  return t.request('/v1/codes', { method: 'POST', key, json: { url: 'https://example.com/', ...json } });
}

async function fieldsAtFault(res: Response): Promise<string[]> {
  expect(res.status).toBe(422);
  return ((await body(res)).errors as { field: string }[]).map((error) => error.field);
}

describe('codes API: link controls', () => {
  it('creates a code with rules, password and limits; GET shows them, has_password instead of the password', async () => {
    const key = await admin();
    const res = await create(key, { rules: STORE_RULES, password: 'open sesame', max_scans: 100, active_from: '2030-01-01T00:00:00+01:00' });
    expect(res.status).toBe(201);
    const { data } = await body(res);
    const got = (await body(await t.request(`/v1/codes/${data.id}`, { key }))).data;
    for (const code of [data, got]) {
      expect(code.rules).toEqual(STORE_RULES);
      expect(code.has_password).toBe(true);
      expect(code.max_scans).toBe(100);
      expect(code.active_from).toBe('2029-12-31T23:00:00.000Z');
      expect(JSON.stringify(code)).not.toContain('open sesame');
      expect(code).not.toHaveProperty('password');
      expect(code).not.toHaveProperty('password_hash');
    }
    const [stored] = await t.db.query<{ password_hash: string }>(`SELECT password_hash FROM codes WHERE id = $1`, [data.id]);
    expect(stored!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
  });

  it('a code without controls shows empty rules, no password, no limits', async () => {
    const { data } = await body(await create(await admin(), {}));
    expect(data).toMatchObject({ rules: [], has_password: false, max_scans: null, active_from: null });
  });

  it('PATCH replaces rules, [] deletes them; password null removes it; limits null remove them', async () => {
    const key = await admin();
    const { data } = await body(await create(key, { rules: STORE_RULES, password: 'open sesame', max_scans: 5, active_from: '2030-01-01T00:00:00Z' }));
    const patch = (json: Record<string, unknown>) => t.request(`/v1/codes/${data.id}`, { method: 'PATCH', key, json });

    const one = await body(await patch({ rules: [STORE_RULES[1]] }));
    expect(one.data.rules).toEqual([STORE_RULES[1]]);
    const cleared = await body(await patch({ rules: [], password: null, max_scans: null, active_from: null }));
    expect(cleared.data).toMatchObject({ rules: [], has_password: false, max_scans: null, active_from: null });
    const again = await body(await patch({ password: 'another secret' }));
    expect(again.data.has_password).toBe(true);
  });

  it('audit entries say whether a password is set, never the hash', async () => {
    const key = await admin();
    const { data } = await body(await create(key, { password: 'open sesame' }));
    await t.request(`/v1/codes/${data.id}`, { method: 'PATCH', key, json: { password: null } });
    const entries = await t.db.query<{ action: string; changes: Record<string, unknown> }>(
      `SELECT action, changes FROM audit_logs WHERE resource_id = $1 ORDER BY created_at, id`,
      [data.id],
    );
    expect(entries.map((entry) => entry.changes.has_password)).toEqual([
      [false, true],
      [true, false],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/scrypt|open sesame/);
  });

  it('refuses bad rules with 422 naming the field, and stores nothing', async () => {
    const key = await admin();
    const cases: [unknown, string][] = [
      [[{ when: { contry: ['DE'] }, url: APP_STORE }], 'rules.0.when'],
      [[{ when: {}, url: APP_STORE }], 'rules.0.when'],
      [[{ when: { country: ['XY'] }, url: APP_STORE }], 'rules.0.when.country.0'],
      [[{ when: { language: ['de-CH'] }, url: APP_STORE }], 'rules.0.when.language.0'],
      [[{ when: { language: ['zz'] }, url: APP_STORE }], 'rules.0.when.language.0'],
      [[{ when: { time: { from: '18:00', to: '09:00' } }, url: APP_STORE }], 'rules.0.when.time.from'],
      [[{ when: { os: ['ios'] }, url: 'ftp://example.com/' }], 'rules.0.url'],
      [Array.from({ length: 21 }, () => STORE_RULES[0]), 'rules'],
      [[{ when: { language: Array.from({ length: 100_000 }, () => 'en') }, url: APP_STORE }], 'rules.0.when.language'],
      [[{ when: { country: Array.from({ length: 251 }, () => 'DE') }, url: APP_STORE }], 'rules.0.when.country'],
      [[{ when: { os: ['ios', 'ios', 'ios', 'ios', 'ios', 'ios'] }, url: APP_STORE }], 'rules.0.when.os'],
    ];
    for (const [rules, field] of cases) {
      const fields = await fieldsAtFault(await create(key, { rules }));
      expect(fields, JSON.stringify(rules).slice(0, 80)).toEqual([field]);
    }
    const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM codes WHERE workspace_id = $1`, [key.workspaceId]);
    expect(row!.n).toBe(0);
  });

  it('refuses a rule URL classified unsafe, on create and on PATCH, naming the rule', async () => {
    const key = await admin();
    expect(await fieldsAtFault(await create(key, { rules: [STORE_RULES[0], { when: { os: ['android'] }, url: 'https://evil.example/x' }] }))).toEqual(['rules.1.url']);
    const { data } = await body(await create(key, {}));
    const res = await t.request(`/v1/codes/${data.id}`, { method: 'PATCH', key, json: { rules: [{ when: { device: ['mobile'] }, url: 'https://evil.example/' }] } });
    expect(await fieldsAtFault(res)).toEqual(['rules.0.url']);
  });

  it('re-checks stored rule URLs when a code is set live again', async () => {
    const key = await admin();
    const { data } = await body(await create(key, { rules: [{ when: { os: ['ios'] }, url: 'https://later-evil.example/' }] }));
    await t.request(`/v1/codes/${data.id}`, { method: 'PATCH', key, json: { status: 'paused' } });
    writeFileSync(blocklist, 'evil.example\nlater-evil.example\n');
    try {
      const res = await t.request(`/v1/codes/${data.id}`, { method: 'PATCH', key, json: { status: 'live' } });
      expect(await fieldsAtFault(res)).toEqual(['rules.0.url']);
    } finally {
      writeFileSync(blocklist, 'evil.example\n');
    }
  });

  it('password, rules and limits only on dynamic url codes; a password of 8 to 128 characters', async () => {
    const key = await admin();
    expect(await fieldsAtFault(await create(key, { is_dynamic: false, password: 'open sesame' }))).toEqual(['password']);
    expect(await fieldsAtFault(await t.request('/v1/codes', { method: 'POST', key, json: { type: 'vcard', vcard_first_name: 'Ada', password: 'open sesame' } }))).toEqual([
      'password',
    ]);
    expect(await fieldsAtFault(await create(key, { is_dynamic: false, rules: STORE_RULES, max_scans: 3, active_from: '2030-01-01T00:00:00Z' }))).toEqual([
      'rules',
      'max_scans',
      'active_from',
    ]);
    expect(await fieldsAtFault(await create(key, { password: 'short' }))).toEqual(['password']);
    expect(await fieldsAtFault(await create(key, { password: 'x'.repeat(129) }))).toEqual(['password']);
    expect(await fieldsAtFault(await create(key, { max_scans: 0 }))).toEqual(['max_scans']);

    const { data } = await body(await create(key, { is_dynamic: false }));
    const res = await t.request(`/v1/codes/${data.id}`, { method: 'PATCH', key, json: { password: 'open sesame' } });
    expect(await fieldsAtFault(res)).toEqual(['password']);
  });

  it('refuses an active_from at or after expires_at (the code would never be active), on create and PATCH', async () => {
    const key = await admin();
    expect(await fieldsAtFault(await create(key, { active_from: '2031-01-01T00:00:00Z', expires_at: '2031-01-01T00:00:00Z' }))).toEqual(['active_from']);
    const { data } = await body(await create(key, { active_from: '2030-01-01T00:00:00Z', expires_at: '2031-01-01T00:00:00Z' }));
    const patch = (json: Record<string, unknown>) => t.request(`/v1/codes/${data.id}`, { method: 'PATCH', key, json });
    expect(await fieldsAtFault(await patch({ expires_at: '2029-12-31T00:00:00Z' }))).toEqual(['expires_at']);
    expect(await fieldsAtFault(await patch({ active_from: '2032-01-01T00:00:00Z' }))).toEqual(['active_from']);
    expect((await patch({ active_from: '2032-01-01T00:00:00Z', expires_at: null })).status).toBe(200);
  });
});
