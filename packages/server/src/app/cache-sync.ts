import { CACHE_CHANNEL, notifyCacheChange } from '../store/cache-notifications';
import type { AppContext } from './app-context';
import { decodeCacheChange, encodeCacheChange } from './cache-change';

export interface CacheSync {
  stop(): Promise<void>;
}

/**
 * Keeps this process's caches in step with the other servers on the same PostgreSQL database:
 * every `forget…` after a commit is published with NOTIFY, and every announcement heard drops
 * the same entries here, so a change is served everywhere within the notification's delay
 * instead of the caches' 60 s. Each (re)connect of the listener drops the whole cache: changes
 * announced while it was away are lost. PGlite: nothing to do, its database has one process.
 */
export async function startCacheSync(ctx: Pick<AppContext, 'db' | 'caches' | 'logger'>): Promise<CacheSync> {
  if (ctx.db.listen === undefined) return { stop: async () => {} };
  const subscription = await ctx.db.listen(
    CACHE_CHANNEL,
    (payload) => {
      const change = decodeCacheChange(payload);
      if (change) ctx.caches.apply(change);
      else ctx.caches.forgetAll();
    },
    () => ctx.caches.forgetAll(),
  );
  ctx.caches.publishTo((change) => {
    notifyCacheChange(ctx.db, encodeCacheChange(change)).catch((error: unknown) => {
      // The change is committed and dropped here; the others catch up within the caches' TTL.
      ctx.logger.error('cache change not published', { error: String(error), kind: change.kind });
    });
  });
  return {
    async stop() {
      ctx.caches.publishTo(undefined);
      await subscription.unlisten();
    },
  };
}
