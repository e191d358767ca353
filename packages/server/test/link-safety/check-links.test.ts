import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import { BLOCKLIST_THREAT, checkLinks } from '../../src/codes/link-safety/check-links';
import { SAFE_BROWSING_MAX_ENTRIES } from '../../src/codes/link-safety/find-threat-matches';
import { BlocklistFiles, parseBlocklist } from '../../src/codes/link-safety/load-blocklist';
import type { Logger } from '../../src/logger';
import { startFakeSafeBrowsing, type FakeSafeBrowsing } from '../helpers/fake-safe-browsing';
import { testConfig } from '../helpers/test-app';

let fake: FakeSafeBrowsing;
let dir: string;
let blocklist: string;
const logs: { message: string; fields?: Record<string, unknown> }[] = [];
const logger: Logger = { info: () => {}, error: (message, fields) => void logs.push({ message, ...(fields ? { fields } : {}) }) };

beforeAll(async () => {
  fake = await startFakeSafeBrowsing();
  dir = await mkdtemp(join(tmpdir(), 'qz-blocklist-'));
  blocklist = join(dir, 'blocklist.txt');
  await writeFile(blocklist, '# known bad hosts\n\nevil.example\n  Phish.Test.  # trailing comment\n');
});
afterAll(async () => {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.clearUnsafe();
  fake.setMode('ok');
  logs.length = 0;
});

const ctx = (env: Record<string, string>): { config: Config; logger: Logger; blocklists: BlocklistFiles } => ({ config: testConfig(env), logger, blocklists: new BlocklistFiles() });
const withProvider = () => ctx({ SAFE_BROWSING_API_KEY: 'test-key-123', SAFE_BROWSING_URL: fake.endpoint, URL_BLOCKLIST: blocklist });

describe('local blocklist', () => {
  it('blocks a listed host and its subdomains, case-insensitively, and nothing else', async () => {
    const result = await checkLinks(ctx({ URL_BLOCKLIST: blocklist }), [
      'https://evil.example/path',
      'http://a.b.EVIL.example:8080/x',
      'https://notevil.example/',
      'https://evil.example.org/',
      'https://phish.test/login',
      'https://good.example/',
    ]);
    expect(result.unsafe).toEqual([
      { url: 'https://evil.example/path', threat: BLOCKLIST_THREAT },
      { url: 'http://a.b.EVIL.example:8080/x', threat: BLOCKLIST_THREAT },
      { url: 'https://phish.test/login', threat: BLOCKLIST_THREAT },
    ]);
    expect(result.unchecked).toEqual([]);
  });

  it('ignores comments and blank lines', () => {
    expect([...parseBlocklist('# a comment\n\n  bad.example # why\r\n*.wild.example\nhttps://from-url.example/x\n')]).toEqual([
      'bad.example',
      'wild.example',
      'from-url.example',
    ]);
  });

  it('re-reads the file when it changes', async () => {
    const path = join(dir, 'changing.txt');
    await writeFile(path, 'first.example\n');
    const c = ctx({ URL_BLOCKLIST: path });
    expect((await checkLinks(c, ['https://second.example/'])).unsafe).toEqual([]);
    await writeFile(path, 'first.example\nsecond.example\n');
    // A later mtime, as an editor saving a second later would leave.
    const later = new Date(Date.now() + 5_000);
    await utimes(path, later, later);
    expect((await checkLinks(c, ['https://second.example/'])).unsafe).toEqual([{ url: 'https://second.example/', threat: BLOCKLIST_THREAT }]);
  });

  it('an unreadable blocklist leaves the links unchecked and logs it', async () => {
    const result = await checkLinks(ctx({ URL_BLOCKLIST: join(dir, 'missing.txt') }), ['https://a.example/']);
    expect(result).toEqual({ unsafe: [], unchecked: ['https://a.example/'] });
    expect(logs.map((l) => l.message)).toContain('link safety: URL_BLOCKLIST unreadable');
  });

  it('without a Safe Browsing key, only the blocklist decides and nothing is sent', async () => {
    fake.markUnsafe('https://sb-only.example/');
    const result = await checkLinks(ctx({ URL_BLOCKLIST: blocklist, SAFE_BROWSING_URL: fake.endpoint }), ['https://sb-only.example/', 'https://evil.example/']);
    expect(result).toEqual({ unsafe: [{ url: 'https://evil.example/', threat: BLOCKLIST_THREAT }], unchecked: [] });
    expect(fake.requests).toHaveLength(0);
  });

  it('no sources and no links: nothing to do', async () => {
    expect(await checkLinks(ctx({}), ['https://a.example/'])).toEqual({ unsafe: [], unchecked: [] });
    expect(await checkLinks(withProvider(), [])).toEqual({ unsafe: [], unchecked: [] });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('Safe Browsing v4 Lookup API', () => {
  it('sends threatMatches:find with the key in the query string and the v4 body shape', async () => {
    await checkLinks(withProvider(), ['https://a.example/', 'https://b.example/x?y=1', 'https://a.example/']);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url.startsWith('/v4/threatMatches:find?')).toBe(true);
    expect(request!.key).toBe('test-key-123');
    expect(request!.contentType).toBe('application/json');
    expect(request!.body).toEqual({
      client: { clientId: 'quietzone', clientVersion: expect.any(String) },
      threatInfo: {
        threatTypes: ['MALWARE', 'SOCIAL_ENGINEERING', 'UNWANTED_SOFTWARE', 'POTENTIALLY_HARMFUL_APPLICATION'],
        platformTypes: ['ANY_PLATFORM'],
        threatEntryTypes: ['URL'],
        threatEntries: [{ url: 'https://a.example/' }, { url: 'https://b.example/x?y=1' }],
      },
    });
  });

  it('reports matched URLs as unsafe with their threat type; others are safe', async () => {
    fake.markUnsafe('https://phishing.example/login', 'SOCIAL_ENGINEERING');
    fake.markUnsafe('https://malware.example/', 'MALWARE');
    const result = await checkLinks(withProvider(), ['https://ok.example/', 'https://malware.example/', 'https://phishing.example/login']);
    expect(result).toEqual({
      unsafe: [
        { url: 'https://malware.example/', threat: 'MALWARE' },
        { url: 'https://phishing.example/login', threat: 'SOCIAL_ENGINEERING' },
      ],
      unchecked: [],
    });
  });

  it('does not send URLs the blocklist already rejected', async () => {
    const result = await checkLinks(withProvider(), ['https://evil.example/', 'https://ok.example/']);
    expect(result.unsafe).toEqual([{ url: 'https://evil.example/', threat: BLOCKLIST_THREAT }]);
    expect(fake.requests[0]!.body.threatInfo.threatEntries).toEqual([{ url: 'https://ok.example/' }]);
  });

  it('a 500 from the provider leaves the links unchecked (blocklist verdicts stand)', async () => {
    fake.setMode('fail');
    const result = await checkLinks(withProvider(), ['https://a.example/', 'https://evil.example/']);
    expect(result).toEqual({ unsafe: [{ url: 'https://evil.example/', threat: BLOCKLIST_THREAT }], unchecked: ['https://a.example/'] });
    expect(logs.some((l) => String(l.fields?.error).includes('HTTP 500'))).toBe(true);
  });

  it('a provider slower than the timeout leaves the links unchecked', async () => {
    fake.setMode('slow');
    const started = Date.now();
    const result = await checkLinks(withProvider(), ['https://a.example/'], { timeoutMs: 200 });
    expect(result).toEqual({ unsafe: [], unchecked: ['https://a.example/'] });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('an unreachable provider leaves the links unchecked', async () => {
    const down = await startFakeSafeBrowsing();
    await down.close();
    const result = await checkLinks(ctx({ SAFE_BROWSING_API_KEY: 'k', SAFE_BROWSING_URL: down.endpoint }), ['https://a.example/', 'https://b.example/']);
    expect(result).toEqual({ unsafe: [], unchecked: ['https://a.example/', 'https://b.example/'] });
  });

  it('sends at most 500 entries per request', async () => {
    const urls = Array.from({ length: SAFE_BROWSING_MAX_ENTRIES * 2 + 1 }, (_, i) => `https://site-${i}.example/`);
    fake.markUnsafe(urls[0]!);
    fake.markUnsafe(urls[SAFE_BROWSING_MAX_ENTRIES + 7]!, 'UNWANTED_SOFTWARE');
    fake.markUnsafe(urls.at(-1)!, 'POTENTIALLY_HARMFUL_APPLICATION');
    const result = await checkLinks(withProvider(), urls);
    expect(fake.requests.map((r) => r.body.threatInfo.threatEntries.length)).toEqual([500, 500, 1]);
    expect(fake.requests.flatMap((r) => r.body.threatInfo.threatEntries.map((e: { url: string }) => e.url))).toEqual(urls);
    expect(result.unsafe).toEqual([
      { url: urls[0], threat: 'MALWARE' },
      { url: urls[SAFE_BROWSING_MAX_ENTRIES + 7], threat: 'UNWANTED_SOFTWARE' },
      { url: urls.at(-1), threat: 'POTENTIALLY_HARMFUL_APPLICATION' },
    ]);
    expect(result.unchecked).toEqual([]);
  });
});
