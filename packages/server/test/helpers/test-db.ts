import { randomBytes } from 'node:crypto';
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
 * A fresh, migrated database for one test FILE: in-memory PGlite (3–5 s to create, so once per
 * file), or with TEST_DATABASE_URL a new `qz_test_<random>` database on that server, dropped
 * by drop().
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await createPgliteDb('memory://');
    if (options.migrate !== false) await migrate(db);
    return { db, url: 'memory://', connect: () => db, drop: () => db.close() };
  }
  const name = `qz_test_${randomBytes(6).toString('hex')}`;
  const admin = createPostgresDb(serverUrl, { max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pools: Db[] = [];
  const connect = () => {
    const pool = createPostgresDb(url.toString());
    pools.push(pool);
    return pool;
  };
  const db = connect();
  if (options.migrate !== false) await migrate(db);
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
