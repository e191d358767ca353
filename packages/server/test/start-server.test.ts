import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/http/create-app';
import { ok } from '../src/http/envelope';
import { testRoute } from './helpers/test-route';
import { silentLogger } from '../src/logger';
import { ALL_ROUTES } from '../src/http/all-routes';
import { ShutdownHooks } from '../src/shutdown-hooks';
import { startServer } from '../src/start-server';
import { testConfig } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-db';

let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop().catch(() => {});
});

describe('startServer graceful shutdown', () => {
  it('stops accepting, finishes the in-flight request, runs flush hooks, then closes the database', async () => {
    database = await createTestDatabase();
    const db = database.connect();
    const events: string[] = [];
    const hooks = new ShutdownHooks();
    hooks.add('flush scans', async () => {
      events.push('flush');
      // The database is still open for flush hooks.
      await db.query('SELECT 1');
    });
    hooks.add('failing hook', () => Promise.reject(new Error('ignored')));
    hooks.add('after failure', async () => {
      events.push('after-failure');
    });
    const slowRoute = [
      testRoute({
        method: 'GET',
        path: '/slow',
        access: 'public',
        handler: async ({ event }) => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          events.push('handler-finished');
          return ok(event, { waited: 600 });
        },
      }),
    ];
    const served = createApp({ db, config: testConfig(), logger: silentLogger, routes: [...ALL_ROUTES, slowRoute] });
    const server = await startServer({ ...served, db, hooks, logger: silentLogger, port: 0, host: '127.0.0.1' });

    expect((await fetch(`${server.url}/v1/health`)).status).toBe(200);

    const inFlight = fetch(`${server.url}/v1/slow`).then(async (res) => {
      return { status: res.status, body: (await res.json()) as { data: { waited: number } } };
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const stopped = server.shutdown().then(() => events.push('stopped'));

    const result = await inFlight;
    expect(result.status).toBe(200);
    expect(result.body.data.waited).toBe(600);
    await stopped;
    expect(events).toEqual(['handler-finished', 'flush', 'after-failure', 'stopped']);

    await expect(fetch(`${server.url}/v1/health`)).rejects.toThrow();
    await expect(db.query('SELECT 1')).rejects.toThrow();
    // Idempotent.
    await server.shutdown();
  }, 60_000);
});
