import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './helpers/run-cli';
import { createTestDatabase } from './helpers/test-db';

// Needs a PostgreSQL server: included only in the Postgres pass (TEST_DATABASE_URL).
const drops: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop().catch(() => {});
});

describe('quietzone serve on PostgreSQL without SECRET_KEY', () => {
  it('refuses to start: one line on stderr, exit 2, nothing bootstrapped', async () => {
    const database = await createTestDatabase({ migrate: false });
    drops.push(() => database.drop());
    const run = runCli(['serve'], { DATABASE_URL: database.url, HOST: '127.0.0.1', PORT: '0' });
    expect(await run.exited).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^quietzone: SECRET_KEY is required with a PostgreSQL DATABASE_URL/)]);
    expect(run.stdout).not.toContain('"message":"listening"');
    const db = database.connect();
    expect(await db.query('SELECT 1 FROM organizations')).toEqual([]);
    await db.close();
  }, 120_000);
});
