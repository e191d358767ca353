import { afterAll, describe, it } from 'vitest';
import { expectKill9Recovery } from './helpers/expect-kill-9-recovery';
import { createTestDatabase } from './helpers/test-db';

// A fresh PostgreSQL database, migrated by the first `serve` itself; the PGlite-files variant is
// kill-9.test.ts. PostgreSQL only: the server project includes `*.postgres.test.ts` when
// TEST_DATABASE_URL is set.
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

describe('quietzone serve on PostgreSQL, killed with SIGKILL mid-stream', () => {
  it('keeps every acknowledged write whole, resumes the outbox and loses only the last flush window of scans', async () => {
    const database = await createTestDatabase({ migrate: false });
    cleanups.push(() => database.drop());
    const env = { DATABASE_URL: database.url, SECRET_KEY: 'kill-9-test-secret-key-0123456789abcdef' };
    // schema_migrations becomes visible when the first migration's transaction commits.
    const startupUnderWay = async () => {
      for (;;) {
        const [row] = await database.db.query<{ table: string | null }>(`SELECT to_regclass('schema_migrations')::text AS table`);
        if (row?.table) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await expectKill9Recovery({ env, startupUnderWay, openDb: async () => database.connect(), cleanups });
  }, 180_000);
});
