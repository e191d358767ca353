import type { Config } from '../config';
import type { Db } from './db';
import { createPgliteDb } from './pglite-db';
import { createPostgresDb } from './postgres-db';

/** DATABASE_URL unset → PGlite in DATA_DIR; `memory://` → in-memory PGlite; `postgres://` → server. */
export function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databaseStatementTimeoutMs'>): Promise<Db> {
  const url = config.databaseUrl;
  if (url === undefined) return createPgliteDb(config.dataDir);
  if (url === 'memory://') return createPgliteDb('memory://');
  return Promise.resolve(createPostgresDb(url, { statementTimeoutMs: config.databaseStatementTimeoutMs }));
}
