import { afterAll, describe, expect, it } from 'vitest';
import { bootstrapKeyOf, serveCli } from './helpers/run-cli';
import { createTestDatabase } from './helpers/test-db';

// Two processes need one shared database, which only a Postgres server offers (an embedded
// PGlite directory belongs to one process). The server project includes `*.postgres.test.ts`
// files only when TEST_DATABASE_URL is set, which CI's second pass always does.
const drops: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop().catch(() => {});
});

describe('two server processes on one Postgres database', () => {
  it('bootstrap exactly once and share the rate limit', async () => {
    const database = await createTestDatabase({ migrate: false });
    drops.push(() => database.drop());
    const env = { DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: '3', SECRET_KEY: 'two-processes-secret-key-0123456789' };
    const [a, b] = await Promise.all([serveCli(env), serveCli(env)]);
    try {
      const keys = [bootstrapKeyOf(a.stderr), bootstrapKeyOf(b.stderr)].filter(Boolean);
      expect(keys).toHaveLength(1);
      const headers = { authorization: `Bearer ${keys[0]}` };
      const statuses: number[] = [];
      for (const url of [a.url, b.url, a.url, b.url]) statuses.push((await fetch(`${url}/v1/account`, { headers })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      expect(await a.exited).toBe(0);
      expect(await b.exited).toBe(0);
    }
  }, 300_000);
});
