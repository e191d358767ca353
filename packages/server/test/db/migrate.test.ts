import { readdir } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const database of databases) await database.drop();
});

async function emptyDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase({ migrate: false });
  databases.push(database);
  return database;
}

describe('migrate', () => {
  it('applies every migration once, in order, and is idempotent', async () => {
    const { db } = await emptyDatabase();
    const files = (await readdir(new URL('../../migrations/', import.meta.url))).filter((f) => f.endsWith('.sql')).sort();
    expect(await migrate(db)).toEqual(files);
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.map((r) => r.name)).toEqual(files);
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['api_keys', 'audit_logs', 'organizations', 'rate_limit_counters', 'schema_migrations', 'workspaces']),
    );
  }, 60_000);

  it('two migrators running concurrently apply each migration exactly once', async () => {
    const database = await emptyDatabase();
    const other = database.connect();
    const files = (await readdir(new URL('../../migrations/', import.meta.url))).filter((f) => f.endsWith('.sql')).sort();
    const [a, b] = await Promise.all([migrate(database.db), migrate(other)]);
    // Together they applied every file, and no file twice.
    expect([...a, ...b].sort()).toEqual(files);
    expect(await migrate(database.db)).toEqual([]);
    const recorded = await database.db.query<{ name: string }>('SELECT name FROM schema_migrations');
    expect(recorded.map((r) => r.name).sort()).toEqual([...a, ...b].sort());
  }, 60_000);

  it('rolls a failing migration back completely and records nothing', async () => {
    const { db } = await emptyDatabase();
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = await mkdtemp(join(tmpdir(), 'qz-migrations-'));
    await writeFile(join(dir, '0001_ok.sql'), 'CREATE TABLE t_ok (id int);');
    await writeFile(join(dir, '0002_bad.sql'), 'CREATE TABLE t_half (id int);\nSELECT * FROM no_such_table;');
    await expect(migrate(db, dir)).rejects.toThrow();
    const half = await db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 't_half'`);
    expect(half).toEqual([]);
    const recorded = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
    expect(recorded.map((r) => r.name)).toEqual(['0001_ok.sql']);
  }, 60_000);
});
