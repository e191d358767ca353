import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { H3 } from 'h3';
import { toNodeHandler } from 'h3/node';
import type { Db } from './db/db';
import type { NodeFastPath } from './http/node-fast-path';
import type { Logger } from './logger';
import type { ShutdownHooks } from './shutdown-hooks';

export interface RunningServer {
  /** `http://host:port` actually bound (port 0 picks a free one). */
  readonly url: string;
  /**
   * Graceful shutdown: stop accepting, let in-flight requests finish (at most `graceMs`), run
   * the shutdown hooks, close the database. Idempotent.
   */
  shutdown(): Promise<void>;
}

export interface StartServerOptions {
  readonly app: H3;
  /** The hot paths (short links, resolver) answered before h3 when they can be (createApp's `fastPath`). */
  readonly fastPath?: NodeFastPath | undefined;
  readonly db: Db;
  readonly hooks: ShutdownHooks;
  readonly logger: Logger;
  readonly port: number;
  readonly host: string;
  readonly graceMs?: number;
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const handler = toNodeHandler(options.app);
  const fastPath = options.fastPath;
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  let idle: (() => void) | undefined;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    // While closing, keep-alive connections end after their response.
    if (closing) res.setHeader('connection', 'close');
    res.on('close', () => {
      inFlight.delete(res);
      if (inFlight.size === 0) idle?.();
    });
    if (fastPath?.(req, res)) return;
    void handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;

  let shutdownPromise: Promise<void> | undefined;
  const shutdown = () =>
    (shutdownPromise ??= (async () => {
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
      server.closeIdleConnections();
      if (inFlight.size > 0) {
        await Promise.race([
          new Promise<void>((resolve) => (idle = resolve)),
          new Promise<void>((resolve) => setTimeout(resolve, options.graceMs ?? 10_000).unref()),
        ]);
      }
      server.closeAllConnections();
      await closed;
      await options.hooks.run(options.logger);
      await options.db.close();
      options.logger.info('server stopped');
    })());

  return { url, shutdown };
}
