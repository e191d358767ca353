import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db';
import { createAppContext } from '../src/app/app-context';
import { createApp } from '../src/http/create-app';
import { silentLogger } from '../src/logger';
import { startScanRecorder } from '../src/scans/scan-recorder';
import { ShutdownHooks } from '../src/shutdown-hooks';
import { startServer } from '../src/start-server';
import { storedScans } from './helpers/stored-scans';
import { insertCodeRow } from './helpers/insert-code-row';
import { insertWebhookRow } from './helpers/insert-webhook-row';
import { setupTestApp, testConfig } from './helpers/test-app';

/** The burst: thousands of scans at once, every one counted once after the flush. */
const BURST = 2000;

const t = setupTestApp();

/** startServer closes its database on shutdown; the test still reads it afterwards. */
function keepOpen(db: Db): Db {
  return { dialect: db.dialect, query: (text, params) => db.query(text, params), exec: (script) => db.exec(script), transaction: (fn) => db.transaction(fn), close: async () => {} };
}

async function serve(db: Db) {
  const config = testConfig();
  const hooks = new ShutdownHooks();
  const errors: string[] = [];
  const logger = { info: () => {}, error: (message: string, fields?: Record<string, unknown>) => void errors.push(`${message} ${JSON.stringify(fields)}`) };
  const ctx = createAppContext({ db, config, logger: silentLogger });
  const recorder = startScanRecorder({ ...ctx, logger });
  hooks.add('scan buffer', () => recorder.stop());
  const server = await startServer({ ...createApp({ context: ctx }), db: keepOpen(db), hooks, logger: silentLogger, port: 0, host: '127.0.0.1' });
  return { server, recorder, errors };
}

async function counts(db: Db, codeId: string) {
  const [row] = await db.query<{ total: number }>(`SELECT total_scans::int AS total FROM codes WHERE id = $1`, [codeId]);
  const stored = await storedScans(db, codeId);
  return { rows: stored.length, distinctIds: new Set(stored.map((scan) => scan.id)).size, total: row!.total };
}

describe('scan recording under load, over real HTTP', () => {
  it(`${BURST} concurrent short-link requests: every one answered 302 and recorded exactly once`, async () => {
    const db = t.db;
    const tenant = await t.createTenant();
    const code = await insertCodeRow(db, tenant, { url: 'https://example.com/burst' });
    await insertWebhookRow(db, tenant, ['qr.scanned']);
    const { server, recorder, errors } = await serve(db);
    try {
      const agent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
      const statuses = await Promise.all(
        Array.from({ length: BURST }, () => fetch(`${server.url}/${code.shortCode}`, { redirect: 'manual', headers: { 'user-agent': agent } }).then((res) => res.status)),
      );
      expect(statuses.filter((status) => status === 302)).toHaveLength(BURST);
      await recorder.flush();
      expect(await counts(db, code.id)).toEqual({ rows: BURST, distinctIds: BURST, total: BURST });
      const [events] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'qr.scanned' AND data->>'code_id' = $1`, [code.id]);
      expect(events!.n).toBe(BURST);
      expect(errors).toEqual([]);
    } finally {
      await server.shutdown();
    }
  }, 120_000);

  it('a clean shutdown right after the requests flushes every buffered scan', async () => {
    const db = t.db;
    const code = await insertCodeRow(db, await t.createTenant(), { url: 'https://example.com/shutdown' });
    const { server, recorder } = await serve(db);
    const requests = 300;
    for (let i = 0; i < requests; i += 50) {
      await Promise.all(Array.from({ length: 50 }, () => fetch(`${server.url}/${code.shortCode}`, { redirect: 'manual', headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36' } })));
    }
    expect(recorder.pending).toBeGreaterThan(0); // still buffered: the 1 s timer has not fired for all
    await server.shutdown(); // what SIGTERM runs: close, then the shutdown hooks (the flush)
    expect(recorder.pending).toBe(0);
    expect(await counts(db, code.id)).toEqual({ rows: requests, distinctIds: requests, total: requests });
  }, 120_000);
});
