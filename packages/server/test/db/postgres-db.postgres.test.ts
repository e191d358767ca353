import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openDb } from '../../src/db/open-db';
import { createPostgresDb } from '../../src/db/postgres-db';
import { createApp } from '../../src/http/create-app';
import { ok } from '../../src/http/envelope';
import { testRoute } from '../helpers/test-route';
import { silentLogger } from '../../src/logger';
import { testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// The pool once had no statement timeout, so one wedged query held its request
// (and its connection) forever. PostgreSQL only: PGlite runs in the process, with no server
// to cancel a statement.
let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop();
});

describe('the PostgreSQL pool', () => {
  it('has the statement timeout of DATABASE_STATEMENT_TIMEOUT_MS (default 15 s): a longer statement is cancelled (57014)', async () => {
    database = await createTestDatabase();
    const byDefault = await openDb(loadConfig({ DATABASE_URL: database.url }));
    const short = await openDb(loadConfig({ DATABASE_URL: database.url, DATABASE_STATEMENT_TIMEOUT_MS: '300' }));
    const unlimited = await openDb(loadConfig({ DATABASE_URL: database.url, DATABASE_STATEMENT_TIMEOUT_MS: '0' }));
    try {
      expect(await byDefault.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '15s' }]);
      expect(await unlimited.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '0' }]);
      await expect(short.query('SELECT pg_sleep(5)')).rejects.toMatchObject({ code: '57014' });
      // The connection is still usable afterwards.
      expect(await short.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      for (const db of [byDefault, short, unlimited]) await db.close();
    }
  });

  it('a request whose statement runs out of time answers 503 with Retry-After, not 500', async () => {
    database ??= await createTestDatabase();
    const db = await openDb(loadConfig({ DATABASE_URL: database.url, DATABASE_STATEMENT_TIMEOUT_MS: '200' }));
    const slow = [testRoute({ method: 'GET', path: '/slow', access: 'public', handler: async ({ event, ctx }) => ok(event, await ctx.db.query('SELECT pg_sleep(3)')) })];
    try {
      const res = await createApp({ db, config: testConfig(), logger: silentLogger, routes: [slow] }).app.request('/v1/slow');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
    } finally {
      await db.close();
    }
  });

  it('gives up on a server that accepts the connection but never answers after the connect timeout', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const db = createPostgresDb(`postgres://postgres@127.0.0.1:${port}/none`, { max: 1, connectTimeoutSeconds: 1 });
    try {
      const started = Date.now();
      await expect(db.query('SELECT 1')).rejects.toMatchObject({ code: 'CONNECT_TIMEOUT' });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(sockets.length).toBeGreaterThan(0);
    } finally {
      await db.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  }, 15_000);
});
