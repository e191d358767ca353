import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { createPgliteDb } from '../src/db/pglite-db';
import { expectKill9Recovery } from './helpers/expect-kill-9-recovery';

// The embedded database in DATA_DIR (no DATABASE_URL): PGlite writes its files through Node's
// fs (fs.writeSync; its NODEFS has no fsync, so a machine crash is not covered), so what a
// transaction committed is in the kernel when the process is SIGKILLed, and the next start
// replays the write-ahead log. The PostgreSQL variant is kill-9.postgres.test.ts.
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

describe('quietzone serve on PGlite files, killed with SIGKILL mid-stream', () => {
  it('keeps every acknowledged write whole, resumes the outbox and loses only the last flush window of scans', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'qz-kill-9-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    // PGlite's first files appear when initdb starts writing the directory.
    const startupUnderWay = async () => {
      while (readdirSync(dataDir).length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await expectKill9Recovery({ env: { DATA_DIR: dataDir }, startupUnderWay, openDb: () => createPgliteDb(dataDir), cleanups });
  }, 180_000);
});
