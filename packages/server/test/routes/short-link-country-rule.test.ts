import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/create-app';
import { CountryTables } from '../../src/scans/country-table';
import { body, setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

const GERMAN_PAGE = 'https://example.com/de';
const DEFAULT_PAGE = 'https://example.com/';
/** Well-known German hosts' addresses; the test uses whichever the offline table places in DE. */
const CANDIDATES = ['85.214.0.1', '193.99.144.80', '141.30.0.1', '194.25.0.60', '217.160.0.1'];

describe('short link: a country rule, before and after the country table is loaded', () => {
  it('sends a German address to the rule and others to the url, while the table loads (a promise) and once loaded (answered at once)', async () => {
    // A context with a country table of its own, not loaded yet: its first scan waits for it.
    const countries = new CountryTables();
    const app = createApp({ context: { ...t.context({ env: { TRUST_PROXY: 'true' } }), countries } }).app;
    const key = await t.createKey(await t.createTenant(), 'ws_admin');
    const created = await t.request('/v1/codes', { method: 'POST', key, json: { url: DEFAULT_PAGE, is_dynamic: true, rules: [{ when: { country: ['DE'] }, url: GERMAN_PAGE }] } });
    expect(created.status).toBe(201);
    const shortCode = (await body(created)).data.short_code as string;
    const scan = async (address: string) => (await app.request(`/${shortCode}`, { headers: { 'x-forwarded-for': address } })).headers.get('location');

    expect(countries.loaded).toBeUndefined();
    expect(await scan('8.8.8.8')).toBe(DEFAULT_PAGE);
    const table = countries.loaded;
    expect(table).toBeDefined();
    const german = CANDIDATES.find((address) => table!.lookup(address) === 'DE');
    expect(german).toBeDefined();
    for (let i = 0; i < 3; i++) {
      expect(await scan(german!)).toBe(GERMAN_PAGE);
      expect(await scan('8.8.8.8')).toBe(DEFAULT_PAGE);
      expect(await scan('10.0.0.1')).toBe(DEFAULT_PAGE);
    }
  });
});
