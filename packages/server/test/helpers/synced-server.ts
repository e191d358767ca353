import type { AppContext } from '../../src/app/app-context';
import { startCacheSync, type CacheSync } from '../../src/app/cache-sync';
import { createApp } from '../../src/http/create-app';
import { ALL_ROUTES } from '../../src/http/all-routes';
import type { RunningServer } from '../../src/start-server';
import { serveTestApp } from './serve-test-app';
import type { TestApp } from './test-app';

/** One of several servers on one database, each with its own pool, caches and listener, as separate `quietzone serve` processes have them. */
export interface SyncedServer {
  readonly ctx: AppContext;
  readonly http: RunningServer;
  readonly sync: CacheSync;
}

export async function startSyncedServer(t: TestApp): Promise<SyncedServer> {
  const ctx = t.context({ db: t.database.connect() });
  const sync = await startCacheSync(ctx);
  const http = await serveTestApp(t, createApp({ context: ctx, routes: ALL_ROUTES }));
  return { ctx, http, sync };
}

export async function stopSyncedServers(servers: readonly (SyncedServer | undefined)[]): Promise<void> {
  for (const server of servers) {
    await server?.http.shutdown();
    await server?.sync.stop();
  }
}
