import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { createPgliteDb } from '../../src/db/pglite-db';
import { createPostgresDb } from '../../src/db/postgres-db';

export interface TestDatabase {
  readonly db: Db;
  /** postgres:// URL of the fresh database, or 'memory://' for PGlite. */
  readonly url: string;
  /** Opens another connection pool on the same database (Postgres only; PGlite returns db). */
  connect(): Db;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test FILE: in-memory PGlite (about 1 s to load, so once per
 * file), or with TEST_DATABASE_URL a new `qz_test_<random>` database on that server, dropped
 * by drop(). Both copy the database that global-setup-migrated-template.ts migrated once for the
 * run, when the project has that set-up; `migrate: false` always starts empty.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const copyMigrated = options.migrate !== false;
  if (!serverUrl) {
    const dump = copyMigrated ? inject('migratedPgliteDump') : undefined;
    if (dump !== undefined) {
      const db = await createPgliteDb('memory://', { loadDataDir: new Blob([await readFile(dump)]) });
      return { db, url: 'memory://', connect: () => db, drop: () => db.close() };
    }
    const db = await createPgliteDb('memory://');
    if (copyMigrated) await migrate(db);
    return { db, url: 'memory://', connect: () => db, drop: () => db.close() };
  }
  const name = `qz_test_${randomBytes(6).toString('hex')}`;
  const admin = createPostgresDb(serverUrl, { max: 1 });
  const template = copyMigrated ? inject('migratedPostgresTemplate') : undefined;
  await admin.query(template === undefined ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pools: Db[] = [];
  const connect = () => {
    const pool = createPostgresDb(url.toString());
    pools.push(pool);
    return pool;
  };
  const db = connect();
  if (copyMigrated && template === undefined) await migrate(db);
  return {
    db,
    url: url.toString(),
    connect,
    async drop() {
      for (const pool of pools) await pool.close().catch(() => {});
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}
