import postgres from 'postgres';
import { countUsage } from './count-usage';
import type { Db } from './db';
import { DATE_OID, INT8_OID, JSONB_OID, JSON_OID, TIMESTAMPTZ_OID, keepText, parseInt8, parseTimestamptz } from './normalize-value';

type Sql = postgres.Sql | postgres.TransactionSql;

export interface PostgresDbOptions {
  /** Connections in the pool; default 10. */
  readonly max?: number;
  /** PostgreSQL's statement_timeout for every connection, in ms (0: none); default 15000. */
  readonly statementTimeoutMs?: number;
  /** Give up opening a connection after this many seconds; default 10. */
  readonly connectTimeoutSeconds?: number;
}

/** Unbounded, a query on a wedged server or an unreachable host holds its request forever. */
const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
const DEFAULT_CONNECT_TIMEOUT_SECONDS = 10;

/** A PostgreSQL server via postgres.js (`DATABASE_URL=postgres://…`). */
export function createPostgresDb(url: string, options: PostgresDbOptions = {}): Db {
  const max = options.max ?? 10;
  const sql = postgres(url, {
    max,
    onnotice: () => {},
    connect_timeout: options.connectTimeoutSeconds ?? DEFAULT_CONNECT_TIMEOUT_SECONDS,
    connection: { TimeZone: 'UTC', statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS },
    types: {
      int8: { to: INT8_OID, from: [INT8_OID], serialize: String, parse: parseInt8 },
      timestamptz: { to: TIMESTAMPTZ_OID, from: [TIMESTAMPTZ_OID], serialize: serializeTimestamp, parse: parseTimestamptz },
      date: { to: DATE_OID, from: [DATE_OID], serialize: String, parse: keepText },
      // A string bound to json/jsonb is JSON text already, as PGlite treats it.
      json: { to: JSONB_OID, from: [JSON_OID, JSONB_OID], serialize: serializeJson, parse: JSON.parse },
    },
  });
  const db: Db = {
    ...wrap(sql),
    transaction<T>(fn: (tx: Db) => Promise<T>) {
      return sql.begin((tx) => fn(wrap(tx))) as Promise<T>;
    },
    close: () => sql.end({ timeout: 5 }),
    async listen(channel, onNotify, onListen) {
      const { unlisten } = await sql.listen(channel, onNotify, onListen);
      return { unlisten: async () => void (await unlisten()) };
    },
  };
  return countUsage(db, max);
}

function wrap(sql: Sql): Db {
  const db: Db = {
    dialect: 'postgres',
    async query<T>(text: string, params: readonly unknown[] = []) {
      const rows = await sql.unsafe(text, params.map((value) => (value === undefined ? null : value)) as postgres.ParameterOrJSON<never>[], { prepare: true });
      return [...rows] as T[];
    },
    async exec(script: string) {
      await sql.unsafe(script).simple();
    },
    transaction<T>(fn: (tx: Db) => Promise<T>) {
      if (!('savepoint' in sql)) throw new Error('unreachable: nested transaction outside a transaction');
      return sql.savepoint((tx) => fn(wrap(tx))) as Promise<T>;
    },
    close() {
      return Promise.reject(new Error('close() called on a transaction handle'));
    },
  };
  return db;
}

function serializeTimestamp(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function serializeJson(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
