import type { Db } from '../../db/db';

/** The NOTIFY channel on which servers tell each other what to drop from their caches. */
export const CACHE_CHANNEL = 'quietzone_cache';

/** Sends `payload` to every server listening on the cache channel (this one included). Delivered at once: call it after the change committed. */
export async function notifyCacheChange(db: Db, payload: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, payload]);
}
