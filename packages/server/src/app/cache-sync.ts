import { CACHE_CHANNEL, notifyCacheChange } from './store/cache-notifications';
import type { AppContext } from './app-context';
import { decodeCacheChanges, encodeCacheChanges, type CacheChange } from './cache-change';

export interface CacheSync {
  stop(): Promise<void>;
}

/**
 * Keeps this process's caches in step with the other servers on the same PostgreSQL database:
 * every `forget…` after a commit is published with NOTIFY, and every announcement heard drops
 * the same entries here, so a change is served everywhere within the notification's delay
 * instead of the caches' 60 s. Each (re)connect of the listener drops the whole cache: changes
 * announced while it was away are lost. PGlite: nothing to do, its database has one process.
 *
 * The changes of one turn of the event loop go out together (an import forgets every code it
 * made), in as few notifications as fit.
 */
export async function startCacheSync(ctx: Pick<AppContext, 'db' | 'caches' | 'logger'>): Promise<CacheSync> {
  if (ctx.db.listen === undefined) return { stop: async () => {} };
  const subscription = await ctx.db.listen(
    CACHE_CHANNEL,
    (payload) => {
      const changes = decodeCacheChanges(payload);
      if (changes) for (const change of changes) ctx.caches.apply(change);
      else ctx.caches.forgetAll();
    },
    () => ctx.caches.forgetAll(),
  );
  let pending: CacheChange[] = [];
  let sent: Promise<unknown> = Promise.resolve();
  const flush = () => {
    const changes = pending;
    pending = [];
    sent = Promise.all(
      encodeCacheChanges(changes).map((payload) =>
        notifyCacheChange(ctx.db, payload).catch((error: unknown) => {
          // The change is committed and dropped here; the others catch up within the caches' TTL.
          ctx.logger.error('cache change not published', { error: String(error) });
        }),
      ),
    );
  };
  ctx.caches.publishTo((change) => {
    if (pending.length === 0) setImmediate(flush);
    pending.push(change);
  });
  return {
    async stop() {
      ctx.caches.publishTo(undefined);
      if (pending.length > 0) flush();
      await sent;
      await subscription.unlisten();
    },
  };
}
