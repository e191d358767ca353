import type { Db } from './db';
import { SCHEMA_LOCK_ID } from './migrate';

/**
 * Takes the schema advisory lock until the transaction ends: the one migrate() takes, so the
 * bootstrap never runs beside a migration nor beside another process's bootstrap.
 */
export async function lockSchema(tx: Db): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_ID]);
}
