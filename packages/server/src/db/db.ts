/**
 * The one database interface of the server (STYLE.md rule 7), implemented for embedded PGlite
 * and for a PostgreSQL server via postgres.js. The same SQL runs on both: PostgreSQL 15
 * features only (PGlite is 18, servers may be 15).
 *
 * Values come back normalized on both: int8 as a number when it is a safe integer (else its
 * decimal string), timestamptz as `YYYY-MM-DDTHH:MM:SS.sssZ`, date as `YYYY-MM-DD`, json and
 * jsonb parsed. Parameters are always bound (`$1`, `$2`…), never interpolated.
 */
export interface Db {
  readonly dialect: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  /**
   * Runs fn in a transaction (a savepoint when already in one). Inside fn use only `tx`:
   * PGlite has a single connection, so the outer handle would wait for this transaction.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel`, and `onListen` each time the
   * LISTEN is (re)established: after a lost connection, notifications sent meanwhile are gone.
   * PostgreSQL only (its own connection, reconnected by postgres.js); absent on PGlite, whose
   * database belongs to one process, so there is nobody to hear from.
   */
  listen?(channel: string, onNotify: (payload: string) => void, onListen: () => void): Promise<{ unlisten(): Promise<void> }>;
  /** The top-level handle's pool now (GET /metrics; db/count-usage.ts); absent on transaction handles. */
  usage?(): DbUsage;
}

export interface DbUsage {
  /** Statements and transactions running or waiting for a connection. */
  readonly active: number;
  /** Connections the pool may open (PGlite: its one). */
  readonly size: number;
}
