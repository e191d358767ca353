import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { silentLogger } from '../../src/logger';
import type { ScanInput } from '../../src/scans/scan-input';
import { startScanRecorder } from '../../src/scans/scan-recorder';
import { MAX_SCAN_HEADER_CHARS, ScanSink } from '../../src/scans/scan-sink';
import { insertCodeRow } from '../helpers/insert-code-row';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

/** Node's default maximum header size: the longest user agent a client can send. */
const NODE_MAX_HEADER_BYTES = 16 * 1024;

describe('scans keep at most 512 characters of a header', () => {
  it('a 16 KB user agent, language and country header reach the scan listeners cut to their first 512 characters', async () => {
    const app = t.createApp({ env: { COUNTRY_HEADER: 'cf-ipcountry' } }).app;
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const scans: ScanInput[] = [];
    const off = t.ctx.scans.listen((scan) => void scans.push(scan));
    try {
      const agent = `Mozilla/5.0 ${'x'.repeat(NODE_MAX_HEADER_BYTES)}`;
      const language = `de-DE,${'en;q=0.1,'.repeat(NODE_MAX_HEADER_BYTES / 9)}`;
      const res = await app.request(`/${code.shortCode}`, { headers: { 'user-agent': agent, 'accept-language': language, 'cf-ipcountry': 'D'.repeat(2000) } });
      expect(res.status).toBe(302);
      expect(MAX_SCAN_HEADER_CHARS).toBe(512);
      expect(scans).toHaveLength(1);
      expect(scans[0]!.userAgent).toBe(agent.slice(0, 512));
      expect(scans[0]!.acceptLanguage).toBe(language.slice(0, 512));
      expect(scans[0]!.countryHeader).toBe('D'.repeat(512));
      await app.request(`/${code.shortCode}`, { headers: { 'user-agent': 'ScannerApp/1.0' } });
      expect(scans[1]!.userAgent).toBe('ScannerApp/1.0');
    } finally {
      off();
    }
  });

  it('never splits a surrogate pair', () => {
    const scans: ScanInput[] = [];
    const sink = new ScanSink(silentLogger);
    const off = sink.listen((scan) => void scans.push(scan));
    try {
      const agent = `${'a'.repeat(511)}😀tail`;
      sink.record({ codeId: 'qr_1', shortCode: 's', at: 0, outcome: 'redirect', destination: null, variant: null, ip: undefined, userAgent: agent, acceptLanguage: null, countryHeader: null });
      expect(scans[0]!.userAgent).toBe('a'.repeat(511));
    } finally {
      off();
    }
  });
});

describe('the scan recorder bounds its memory in bytes', () => {
  it('with the database down, scans from distinct clients stop being buffered at the byte bound, long before the count bound', async () => {
    // The database refuses every write, as when it is down: scans wait in memory.
    const down: Db = { ...t.db, transaction: () => Promise.reject(new Error('connection refused')) };
    const errors: string[] = [];
    const logger = { info: () => {}, error: (message: string) => void errors.push(message) };
    const scans = new ScanSink(logger);
    const recorder = startScanRecorder({ db: down, logger, scans, countries: t.ctx.countries }, { flushIntervalMs: 3_600_000 });
    try {
      // 512-character user agents that differ from each other: every scan is a kind of its own.
      const push = (from: number, count: number) => {
        for (let i = from; i < from + count; i++) {
          const userAgent = `${i.toString(36).padStart(8, '0')}${'u'.repeat(504)}`;
          scans.record({ codeId: 'qr_1', shortCode: 'abc', at: i, outcome: 'redirect', destination: 'https://example.com/', variant: null, ip: '203.0.113.7', userAgent, acceptLanguage: null, countryHeader: null });
        }
      };
      push(0, 60_000);
      const held = recorder.pending;
      // 64 MiB at more than 2 KB per distinct scan: about 30,000, well below the 200,000 scans the count allows.
      expect(held).toBeGreaterThan(10_000);
      expect(held).toBeLessThan(35_000);
      await recorder.flush();
      expect(errors).toContain('scan buffer full; scans dropped');
      expect(errors).toContain('scan batch failed; kept for the next flush');
      // The failed batch still holds its bytes: new scans are refused, the pending count stays.
      push(60_000, 10_000);
      expect(recorder.pending).toBe(held);
    } finally {
      await recorder.stop().catch(() => {});
    }
  }, 60_000);
});
