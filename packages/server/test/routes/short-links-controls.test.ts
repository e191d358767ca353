import { afterEach, describe, expect, it } from 'vitest';
import type { ScanInput } from '../../src/scans/scan-input';
import { startScanRecorder } from '../../src/scans/scan-recorder';
import { silentLogger } from '../../src/logger';
import { MAX_PASSWORD_FAILURES_PER_CODE_PER_MINUTE, MAX_PASSWORD_FAILURES_PER_MINUTE } from '../../src/codes/short-links/password-failures';
import { insertWebhookRow } from '../helpers/insert-webhook-row';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';

// What a scan of a code with link controls gets: rules, password, max_scans, active_from.
const t = setupTestApp({ env: { TRUST_PROXY: 'true', COUNTRY_HEADER: 'cf-ipcountry' } });

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const BOT = 'Googlebot/2.1 (+http://www.google.com/bot.html)';

const APP_STORE = 'https://apps.apple.com/app/id123';
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=com.example';
const WEBSITE = 'https://example.com/';

let nextAddress = 1;
/** A new client address per call (TRUST_PROXY reads the last X-Forwarded-For entry). */
function newAddress(): string {
  const n = nextAddress++;
  return `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

afterEach(() => t.clock.set(null));

async function admin(): Promise<TestKey> {
  return t.createKey(await t.createTenant(), 'ws_admin');
}

async function createCode(key: TestKey, json: Record<string, unknown>): Promise<{ id: string; short_code: string }> {
  const res = await t.request('/v1/codes', { method: 'POST', key, json: { url: WEBSITE, ...json } });
  expect(res.status).toBe(201);
  return (await body(res)).data;
}

function scan(shortCode: string, headers: Record<string, string> = {}, init: { method?: string } = {}): Promise<Response> {
  return t.request(`/${shortCode}`, { ...init, headers: { 'user-agent': IPHONE, 'x-forwarded-for': newAddress(), ...headers } });
}

function sendPassword(shortCode: string, password: string, headers: Record<string, string> = {}): Promise<Response> {
  return t.request(`/${shortCode}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': IPHONE, accept: 'text/html', 'accept-language': 'en', ...headers },
    body: new URLSearchParams({ password }).toString(),
  });
}

async function recordedScans(run: () => Promise<void>): Promise<ScanInput[]> {
  const scans: ScanInput[] = [];
  const off = t.ctx.scans.listen((input) => {
    scans.push(input);
  });
  try {
    await run();
  } finally {
    off();
  }
  return scans;
}

describe('short links: destination rules', () => {
  it('sends iPhones to the App Store, Android phones to Google Play and everyone else to the url', async () => {
    const code = await createCode(await admin(), {
      rules: [
        { when: { os: ['ios'] }, url: APP_STORE },
        { when: { os: ['android'] }, url: PLAY_STORE },
      ],
    });
    const scans = await recordedScans(async () => {
      expect((await scan(code.short_code, { 'user-agent': IPHONE })).headers.get('location')).toBe(APP_STORE);
      expect((await scan(code.short_code, { 'user-agent': ANDROID })).headers.get('location')).toBe(PLAY_STORE);
      expect((await scan(code.short_code, { 'user-agent': WINDOWS })).headers.get('location')).toBe(WEBSITE);
    });
    expect(scans.map((input) => [input.rule, input.destination])).toEqual([
      [0, APP_STORE],
      [1, PLAY_STORE],
      [null, WEBSITE],
    ]);
  });

  it('the first matching rule wins; every condition of a rule must match (country, language, device)', async () => {
    const code = await createCode(await admin(), {
      rules: [
        { when: { country: ['DE'], language: ['de'] }, url: 'https://example.com/de' },
        { when: { country: ['DE', 'AT'] }, url: 'https://example.com/dach' },
        { when: { device: ['desktop'] }, url: 'https://example.com/desktop' },
      ],
    });
    const location = async (headers: Record<string, string>) => (await scan(code.short_code, headers)).headers.get('location');
    expect(await location({ 'cf-ipcountry': 'DE', 'accept-language': 'de-DE,de;q=0.9' })).toBe('https://example.com/de');
    expect(await location({ 'cf-ipcountry': 'DE', 'accept-language': 'en-GB,de;q=0.5' })).toBe('https://example.com/dach');
    expect(await location({ 'cf-ipcountry': 'AT', 'user-agent': WINDOWS })).toBe('https://example.com/dach');
    expect(await location({ 'cf-ipcountry': 'FR', 'user-agent': WINDOWS })).toBe('https://example.com/desktop');
    expect(await location({ 'cf-ipcountry': 'FR' })).toBe(WEBSITE);
  });

  it('a time window rule follows the clock of its zone', async () => {
    const code = await createCode(await admin(), { rules: [{ when: { time: { from: '11:30', to: '14:00', days: ['mon'], tz: 'Europe/Berlin' } }, url: 'https://example.com/lunch' }] });
    t.clock.set('2026-11-23T10:45:00Z'); // Monday 11:45 in Berlin (UTC+1)
    expect((await scan(code.short_code)).headers.get('location')).toBe('https://example.com/lunch');
    t.clock.set('2026-11-23T13:00:00Z'); // 14:00 in Berlin: closed
    expect((await scan(code.short_code)).headers.get('location')).toBe(WEBSITE);
    t.clock.set('2026-11-24T10:45:00Z'); // Tuesday
    expect((await scan(code.short_code)).headers.get('location')).toBe(WEBSITE);
  });

  it('rules go before the A/B split; a PATCH of the rules shows on the next scan', async () => {
    const key = await admin();
    const code = await createCode(key, { ab_enabled: true, ab_target_url_b: 'https://b.example/', ab_weight_a: 0, rules: [{ when: { os: ['ios'] }, url: APP_STORE }] });
    const scans = await recordedScans(async () => {
      expect((await scan(code.short_code)).headers.get('location')).toBe(APP_STORE);
      expect((await scan(code.short_code, { 'user-agent': ANDROID })).headers.get('location')).toBe('https://b.example/');
    });
    expect(scans.map((input) => [input.rule, input.variant])).toEqual([
      [0, null],
      [null, 'b'],
    ]);
    await t.request(`/v1/codes/${code.id}`, { method: 'PATCH', key, json: { rules: [] } });
    expect((await scan(code.short_code)).headers.get('location')).toBe('https://b.example/');
  });

  it('the matched rule index is stored with the scan, shown by the scan list and in qr.scanned', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'ws_admin');
    await insertWebhookRow(t.db, tenant, ['qr.scanned']);
    const code = await createCode(key, { rules: [{ when: { os: ['android'] }, url: PLAY_STORE }, { when: { os: ['ios'] }, url: APP_STORE }] });
    const recorder = startScanRecorder({ ...t.ctx, logger: silentLogger }, { flushIntervalMs: 60_000 });
    try {
      await scan(code.short_code, { 'user-agent': IPHONE });
      await scan(code.short_code, { 'user-agent': WINDOWS });
      await recorder.flush();
    } finally {
      await recorder.stop();
    }
    const list = await body(await t.request(`/v1/codes/${code.id}/scans`, { key }));
    expect(list.data.map((row: { rule: number | null; redirected_to: string }) => [row.redirected_to, row.rule]).sort()).toEqual([
      [APP_STORE, 1],
      [WEBSITE, null],
    ]);
    const events = await t.db.query<{ data: { rule: number | null; redirected_to: string } }>(`SELECT data FROM events WHERE type = 'qr.scanned' AND workspace_id = $1`, [tenant.workspaceId]);
    expect(events.map(({ data }) => [data.redirected_to, data.rule]).sort()).toEqual([
      [APP_STORE, 1],
      [WEBSITE, null],
    ]);
  });
});

describe('short links: password', () => {
  it('a scan shows the password form (no scripts, form posts to the same path); HEAD too, and neither is a scan', async () => {
    const code = await createCode(await admin(), { title: 'Staff menu', password: 'open sesame' });
    const scans = await recordedScans(async () => {
      const res = await scan(code.short_code, { accept: 'text/html' });
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("form-action 'self' https: http:");
      expect(csp).not.toContain('script-src');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain('<h1>Staff menu</h1>');
      expect(html).toMatch(/<form method="post">/);
      expect(html).toContain('name="password" type="password"');
      expect(html).not.toMatch(/<script|action=/i);
      const head = await scan(code.short_code, {}, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
    });
    expect(scans).toEqual([]);
  });

  it('the right password redirects with 303 (rules apply) and is the scan; a wrong one is 403 with the form and no scan', async () => {
    const code = await createCode(await admin(), { password: 'open sesame', rules: [{ when: { os: ['ios'] }, url: APP_STORE }] });
    const scans = await recordedScans(async () => {
      const wrong = await sendPassword(code.short_code, 'open sesame!', { 'x-forwarded-for': newAddress() });
      expect(wrong.status).toBe(403);
      expect(await wrong.text()).toContain('That password is not right');
      // The form's own 403 page, like every answer of a route with the request middleware.
      expect(wrong.headers.get('x-request-id')).toMatch(/\S/);
      const right = await sendPassword(code.short_code, 'open sesame', { 'x-forwarded-for': newAddress() });
      expect(right.status).toBe(303);
      expect(right.headers.get('x-request-id')).toMatch(/\S/);
      expect(right.headers.get('location')).toBe(APP_STORE);
    });
    expect(scans.map((input) => [input.outcome, input.rule])).toEqual([['redirect', 0]]);
  });

  it('a landing page with a password shows the page after the right password', async () => {
    const code = await createCode(await admin(), { password: 'open sesame', is_landing_page: true, title: 'Hidden links', links: [{ label: 'Docs', url: 'https://docs.example/' }] });
    const page = await scan(code.short_code, { accept: 'text/html' });
    expect(await page.text()).not.toContain('https://docs.example/');
    const res = await sendPassword(code.short_code, 'open sesame', { 'x-forwarded-for': newAddress() });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('href="https://docs.example/"');
  });

  it(`after ${MAX_PASSWORD_FAILURES_PER_MINUTE} wrong passwords from one address in a minute: 429, even for the right one; other addresses go on; the next minute resets`, async () => {
    const code = await createCode(await admin(), { password: 'open sesame' });
    t.clock.set('2026-11-24T12:00:05Z');
    const guesser = { 'x-forwarded-for': newAddress() };
    for (let attempt = 0; attempt < MAX_PASSWORD_FAILURES_PER_MINUTE; attempt++) {
      expect((await sendPassword(code.short_code, `guess ${attempt}xx`, guesser)).status).toBe(403);
    }
    const blocked = await sendPassword(code.short_code, 'open sesame', guesser);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('55');
    expect(await blocked.text()).toContain('Too many attempts');
    const json = await t.request(`/${code.short_code}`, { method: 'POST', headers: { ...guesser, 'content-type': 'application/x-www-form-urlencoded' }, body: 'password=x' });
    expect(json.status).toBe(429);
    expect(json.headers.get('content-type')).toContain('application/problem+json');
    expect((await sendPassword(code.short_code, 'open sesame', { 'x-forwarded-for': newAddress() })).status).toBe(303);
    t.clock.set('2026-11-24T12:01:00Z');
    expect((await sendPassword(code.short_code, 'open sesame', guesser)).status).toBe(303);
  });

  it(`guesses in flight count: of 50 concurrent wrong passwords from one address exactly ${MAX_PASSWORD_FAILURES_PER_MINUTE} are checked (403), the rest 429`, async () => {
    const code = await createCode(await admin(), { password: 'open sesame' });
    const guesser = { 'x-forwarded-for': newAddress() };
    const statuses = await Promise.all(Array.from({ length: 50 }, (_, n) => sendPassword(code.short_code, `guess ${n}xxx`, guesser).then((res) => res.status)));
    expect(statuses.filter((status) => status === 403)).toHaveLength(MAX_PASSWORD_FAILURES_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - MAX_PASSWORD_FAILURES_PER_MINUTE);
  });

  it('an IPv6 client is limited per /64 (an IPv4-mapped address as its IPv4 address); the right password is given back, not counted', async () => {
    const code = await createCode(await admin(), { password: 'open sesame' });
    t.clock.set('2026-11-24T12:00:05Z');
    const from = (address: string) => ({ 'x-forwarded-for': address });
    expect((await sendPassword(code.short_code, 'open sesame', from('2001:db8:1:2::99'))).status).toBe(303);
    for (let n = 1; n <= MAX_PASSWORD_FAILURES_PER_MINUTE; n++) {
      expect((await sendPassword(code.short_code, 'wrong guess', from(`2001:db8:1:2::${n}`))).status).toBe(403);
    }
    expect((await sendPassword(code.short_code, 'open sesame', from('2001:db8:1:2:ffff::1'))).status).toBe(429);
    expect((await sendPassword(code.short_code, 'open sesame', from('2001:db8:1:3::1'))).status).toBe(303);
    for (let n = 1; n <= MAX_PASSWORD_FAILURES_PER_MINUTE; n++) {
      expect((await sendPassword(code.short_code, 'wrong guess', from('198.51.99.7'))).status).toBe(403);
    }
    expect((await sendPassword(code.short_code, 'open sesame', from('::ffff:198.51.99.7'))).status).toBe(429);
  });

  it(`one code takes at most ${MAX_PASSWORD_FAILURES_PER_CODE_PER_MINUTE} wrong passwords a minute from all addresses together; other codes go on`, async () => {
    const key = await admin();
    const code = await createCode(key, { password: 'open sesame' });
    const other = await createCode(key, { password: 'open sesame' });
    t.clock.set('2026-11-24T12:00:05Z');
    const guesses = MAX_PASSWORD_FAILURES_PER_CODE_PER_MINUTE + 10;
    const statuses = await Promise.all(
      Array.from({ length: guesses }, (_, n) => sendPassword(code.short_code, 'wrong guess', { 'x-forwarded-for': `2001:db8:${n}::1` }).then((res) => res.status)),
    );
    expect(statuses.filter((status) => status === 403)).toHaveLength(MAX_PASSWORD_FAILURES_PER_CODE_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect((await sendPassword(code.short_code, 'open sesame', { 'x-forwarded-for': newAddress() })).status).toBe(429);
    expect((await sendPassword(other.short_code, 'open sesame', { 'x-forwarded-for': newAddress() })).status).toBe(303);
    t.clock.set('2026-11-24T12:01:00Z');
    expect((await sendPassword(code.short_code, 'open sesame', { 'x-forwarded-for': newAddress() })).status).toBe(303);
  }, 60_000); // 50 scrypt hashes of ~40 ms on the 4-thread pool, slower on a loaded machine

  it('the form body must be form-urlencoded (415) and small (413)', async () => {
    const code = await createCode(await admin(), { password: 'open sesame' });
    const asJson = await t.request(`/${code.short_code}`, { method: 'POST', json: { password: 'open sesame' } });
    expect(asJson.status).toBe(415);
    const huge = await sendPassword(code.short_code, 'x'.repeat(5000), { 'x-forwarded-for': newAddress() });
    expect(huge.status).toBe(413);
  });
});

describe('short links: max_scans and active_from', () => {
  it('every GET that hands out the destination counts, bots and an empty user agent too; past max_scans 410', async () => {
    const code = await createCode(await admin(), { max_scans: 3 });
    for (const agent of ['curl/8.0', BOT, '']) {
      const res = await scan(code.short_code, { 'user-agent': agent });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(WEBSITE);
    }
    const gone = await scan(code.short_code, { accept: 'text/html', 'accept-language': 'en' });
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('reached its scan limit');
    const bot = await scan(code.short_code, { 'user-agent': BOT });
    expect(bot.status).toBe(410);
    expect(bot.headers.get('location')).toBeNull();
  });

  it('a HEAD of a limited code carries no destination and is not counted', async () => {
    const code = await createCode(await admin(), { max_scans: 1 });
    for (const agent of [IPHONE, 'curl/8.0']) {
      const head = await scan(code.short_code, { 'user-agent': agent }, { method: 'HEAD' });
      expect(head.status).toBe(302);
      expect(head.headers.get('location')).toBeNull();
    }
    expect((await scan(code.short_code)).headers.get('location')).toBe(WEBSITE);
    expect((await scan(code.short_code, {}, { method: 'HEAD' })).status).toBe(410);
  });

  it('a limited landing page counts a bot\'s GET too', async () => {
    const code = await createCode(await admin(), { max_scans: 1, is_landing_page: true, title: 'Coupon', links: [{ label: 'Redeem', url: 'https://shop.example/coupon' }] });
    expect((await scan(code.short_code, {}, { method: 'HEAD' })).status).toBe(200);
    const page = await scan(code.short_code, { 'user-agent': BOT, accept: 'text/html' });
    expect(await page.text()).toContain('https://shop.example/coupon');
    expect((await scan(code.short_code, { accept: 'text/html' })).status).toBe(410);
  });

  it('counts across processes: two apps with their own caches share the limit through the database', async () => {
    const code = await createCode(await admin(), { max_scans: 3 });
    const other = t.createApp().app;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await scan(code.short_code)).status);
      statuses.push((await other.request(`/${code.short_code}`, { headers: { 'user-agent': ANDROID } })).status);
    }
    expect(statuses.filter((status) => status === 302)).toHaveLength(3);
    expect(statuses.filter((status) => status === 410)).toHaveLength(3);
  });

  it('scans recorded before the limit was set count: a limit at or below total_scans is reached at once', async () => {
    const key = await admin();
    const code = await createCode(key, {});
    await t.db.query(`UPDATE codes SET total_scans = 5 WHERE id = $1`, [code.id]);
    await t.request(`/v1/codes/${code.id}`, { method: 'PATCH', key, json: { max_scans: 6 } });
    expect((await scan(code.short_code)).status).toBe(302);
    expect((await scan(code.short_code)).status).toBe(410);
  });

  it('a password-protected code past its limit answers 410 instead of the form', async () => {
    const code = await createCode(await admin(), { max_scans: 1, password: 'open sesame' });
    expect((await sendPassword(code.short_code, 'open sesame', { 'x-forwarded-for': newAddress() })).status).toBe(303);
    expect((await scan(code.short_code, { accept: 'text/html' })).status).toBe(410);
  });

  it('before active_from: 404 "not active yet" (HTML and problem+json); from then on the redirect', async () => {
    const code = await createCode(await admin(), { active_from: '2030-06-01T08:00:00Z' });
    t.clock.set('2030-06-01T07:59:59.999Z');
    const page = await scan(code.short_code, { accept: 'text/html', 'accept-language': 'en' });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('not active yet');
    const problem = await scan(code.short_code);
    expect(problem.status).toBe(404);
    expect((await body(problem)).detail).toBe('This QR code is not active yet.');
    t.clock.set('2030-06-01T08:00:00Z');
    expect((await scan(code.short_code)).status).toBe(302);
  });
});
