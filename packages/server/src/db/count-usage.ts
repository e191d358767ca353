import type { Db, DbUsage } from './db';

/**
 * `db` with {@link Db.usage}: top-level statements, scripts and transactions are counted while
 * they run or wait for a connection (neither postgres.js nor PGlite tells its pool's state).
 * Handles inside a transaction are not counted: they use the transaction's connection.
 */
export function countUsage(db: Db, size: number): Db {
  let active = 0;
  const done = () => void active--;
  const counted = <T>(operation: Promise<T>): Promise<T> => {
    active++;
    operation.then(done, done);
    return operation;
  };
  return {
    ...db,
    query: (text, params) => counted(db.query(text, params)),
    exec: (script) => counted(db.exec(script)),
    transaction: (fn) => counted(db.transaction(fn)),
    usage: (): DbUsage => ({ active, size }),
  };
}
