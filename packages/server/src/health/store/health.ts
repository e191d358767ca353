import type { Db } from '../../db/db';

/** `SELECT 1`: resolves when the database answers, rejects when it refuses or fails. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.query('SELECT 1');
}
