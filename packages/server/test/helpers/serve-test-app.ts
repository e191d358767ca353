import type { Db } from '../../src/db/db';
import type { ServedApp } from '../../src/http/create-app';
import { silentLogger } from '../../src/logger';
import { ShutdownHooks } from '../../src/shutdown-hooks';
import { startServer, type RunningServer } from '../../src/start-server';
import type { TestApp } from './test-app';

/**
 * Serves the test app (or another app on its database) over real HTTP on a free port of
 * 127.0.0.1, with the node fast path as `quietzone serve` has it. The harness owns the
 * database: the server's shutdown leaves it open.
 */
export function serveTestApp(t: TestApp, served: ServedApp = t.served): Promise<RunningServer> {
  const db: Db = {
    dialect: t.db.dialect,
    query: (text, params) => t.db.query(text, params),
    exec: (script) => t.db.exec(script),
    transaction: (fn) => t.db.transaction(fn),
    close: async () => {},
  };
  return startServer({ ...served, db, hooks: new ShutdownHooks(), logger: silentLogger, port: 0, host: '127.0.0.1' });
}
