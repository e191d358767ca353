import { PGlite, type Transaction } from '@electric-sql/pglite';
import { countUsage } from './count-usage';
import type { Db } from './db';
import { DATE_OID, INT8_OID, TIMESTAMPTZ_OID, keepText, parseInt8, parseTimestamptz } from './normalize-value';
import { makePrivateDir, tightenPrivateDir } from './private-data-dir';

const PARSERS = {
  [INT8_OID]: parseInt8,
  [TIMESTAMPTZ_OID]: parseTimestamptz,
  [DATE_OID]: keepText,
};

/**
 * Embedded PostgreSQL: `memory://` or a data directory, kept to its owner (folders 0700, files 0600).
 * `loadDataDir` starts from a `dumpDataDir()` tarball instead of running initdb (seconds saved per
 * instance; the test harness copies one migrated database that way).
 */
export async function createPgliteDb(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  const onDisk = dataDir !== 'memory://';
  if (onDisk) makePrivateDir(dataDir);
  const loaded = options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir };
  const pg = await PGlite.create(onDisk ? dataDir : undefined, { parsers: PARSERS, ...loaded });
  if (onDisk) await tightenPrivateDir(dataDir);
  await pg.exec(`SET TIME ZONE 'UTC'`);
  const db: Db = {
    ...statements(pg),
    transaction<T>(fn: (tx: Db) => Promise<T>) {
      return pg.transaction((tx) => fn(wrapTransaction(tx, { depth: 0 })));
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
  return countUsage(db, 1);
}

function wrapTransaction(tx: Transaction, state: { depth: number }): Db {
  const db: Db = {
    ...statements(tx),
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const name = `sp_${++state.depth}`;
      await tx.query(`SAVEPOINT ${name}`);
      try {
        const value = await fn(db);
        await tx.query(`RELEASE SAVEPOINT ${name}`);
        return value;
      } catch (error) {
        await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
    close() {
      return Promise.reject(new Error('close() called on a transaction handle'));
    },
  };
  return db;
}

/** Statements on the database or inside a transaction: PGlite runs them alike on both. */
function statements(on: Pick<Transaction, 'query' | 'exec'>): Pick<Db, 'dialect' | 'query' | 'exec'> {
  return {
    dialect: 'pglite',
    async query<T>(text: string, params: readonly unknown[] = []) {
      const result = await on.query<T>(text, bindable(params));
      return result.rows;
    },
    async exec(script: string) {
      await on.exec(script);
    },
  };
}

function bindable(params: readonly unknown[]): unknown[] {
  return params.map((value) => (value === undefined ? null : value));
}
