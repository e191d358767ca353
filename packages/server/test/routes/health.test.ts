import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createPgliteDb } from '../../src/db/pglite-db';
import { createPostgresDb } from '../../src/db/postgres-db';
import { READY_TIMEOUT_MS } from '../../src/health/health-routes';
import { body, setupTestApp } from '../helpers/test-app';

// /v1/health once answered 200 while the database was down.
const t = setupTestApp();
const onPostgres = process.env.TEST_DATABASE_URL !== undefined;

async function packageVersion(): Promise<string> {
  return (JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  expect(res.headers.get('retry-after')).toBe('5');
  expect(await body(res)).toMatchObject({ status: 503, detail: 'The database does not answer.', instance: '/v1/health/ready' });
}

describe('GET /v1/health (liveness)', () => {
  it('answers with the server version and reads no database', async () => {
    const version = await packageVersion();
    const res = await t.request('/v1/health');
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ status: 'ok', version, data: { status: 'ok', version } });
    // A process whose database is down is alive: restarting it cures nothing.
    const down = createPostgresDb('postgres://postgres@127.0.0.1:1/none', { max: 1, connectTimeoutSeconds: 2 });
    expect((await t.createApp({ db: down }).app.request('/v1/health')).status).toBe(200);
    await down.close();
  });
});

describe('GET /v1/health/ready (readiness)', () => {
  it('is 200 with the version while the database answers, public (no key)', async () => {
    const res = await t.request('/v1/health/ready');
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ status: 'ok', version: await packageVersion(), data: { status: 'ok' } });
  });

  it('is 503 problem+json with Retry-After when the database is down', async () => {
    const down = onPostgres ? createPostgresDb('postgres://postgres@127.0.0.1:1/none', { max: 1, connectTimeoutSeconds: 2 }) : await createPgliteDb('memory://');
    if (!onPostgres) await down.close();
    const before = t.logs.filter((line) => line.level === 'error').length;
    await expectUnavailable(await t.createApp({ db: down }).app.request('/v1/health/ready'));
    expect(t.logs.filter((line) => line.level === 'error').length).toBe(before);
    if (onPostgres) await down.close();
    // Creating a PGlite takes seconds on a loaded machine.
  }, 30_000);

  it(`is 503 once ${READY_TIMEOUT_MS} ms pass without an answer, and 200 again when the database is free`, async () => {
    // Every connection busy: PGlite has one, the pool here too.
    const db = onPostgres ? t.database.connect() : t.db;
    const busyDb = onPostgres ? createPostgresDb(t.database.url, { max: 1 }) : db;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const busy = busyDb.transaction(async (tx) => {
      await tx.query('SELECT 1');
      await released;
    });
    const app = t.createApp({ db: busyDb }).app;
    const started = Date.now();
    const res = await app.request('/v1/health/ready');
    const waited = Date.now() - started;
    release();
    await busy;
    await expectUnavailable(res);
    expect(waited).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
    expect((await app.request('/v1/health/ready')).status).toBe(200);
    if (onPostgres) await busyDb.close();
  }, 30_000);
});
