import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/db/open-db';
import type { Logger } from '../../src/logger';
import { SECRET_KEY_FILE, SecretKeys } from '../../src/webhooks/load-secret-key';

// DATA_DIR holds the embedded database and the key that encrypts webhook secrets: nobody but
// its owner may read it (folders 0700, files 0600), whether the server makes it or finds it.

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

const quiet: Logger = { info: () => {}, error: () => {} };

async function tempRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'qz-data-dir-'));
  roots.push(root);
  return root;
}

/** Every entry of `dir` (itself included) whose permission bits let group or others in, with its mode. */
async function openToOthers(dir: string): Promise<string[]> {
  const paths = [dir, ...(await readdir(dir, { recursive: true })).map((name) => join(dir, name))];
  const open: string[] = [];
  for (const path of paths) {
    const { mode } = await stat(path);
    if ((mode & 0o077) !== 0) open.push(`${path} ${(mode & 0o777).toString(8)}`);
  }
  return open;
}

/** Opens the embedded database and loads the generated secret key, as `quietzone serve` does. */
async function start(dataDir: string): Promise<void> {
  new SecretKeys().load({ secretKey: undefined, databaseUrl: undefined, dataDir }, quiet);
  const db = await openDb({ databaseUrl: undefined, dataDir, databaseStatementTimeoutMs: 0 });
  await db.exec('CREATE TABLE IF NOT EXISTS probe (x int); INSERT INTO probe VALUES (1); CHECKPOINT');
  await db.close();
}

/** Opening the embedded database on disk unpacks and starts PostgreSQL: seconds each on a loaded machine. */
const ON_DISK_TIMEOUT_MS = 120_000;

describe('DATA_DIR is private to its owner', { timeout: ON_DISK_TIMEOUT_MS }, () => {
  it('a new DATA_DIR (and its missing parents) is 0700, the database and the secret key file 0600', async () => {
    const root = await tempRoot();
    const dataDir = join(root, 'nested', 'data');
    await start(dataDir);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(root, 'nested'))).mode & 0o777).toBe(0o700);
    expect((await stat(join(dataDir, SECRET_KEY_FILE))).mode & 0o777).toBe(0o600);
    expect((await readdir(dataDir)).length).toBeGreaterThan(10);
    expect(await openToOthers(dataDir)).toEqual([]);
    // A second start (the database reopened, its caches rewritten) keeps it so.
    await start(dataDir);
    expect(await openToOthers(dataDir)).toEqual([]);
  });

  it('an existing DATA_DIR readable by others is tightened on start', async () => {
    const dataDir = join(await tempRoot(), 'data');
    // As an earlier version left it: folders 0755, the key 0644.
    await mkdir(join(dataDir, 'extra'), { recursive: true, mode: 0o755 });
    await chmod(dataDir, 0o755);
    await writeFile(join(dataDir, 'extra', 'notes.txt'), 'x', { mode: 0o644 });
    await writeFile(join(dataDir, SECRET_KEY_FILE), `${'k'.repeat(43)}\n`, { mode: 0o644 });
    expect(await openToOthers(dataDir)).toHaveLength(4);
    await start(dataDir);
    expect(await openToOthers(dataDir)).toEqual([]);
  });
});
