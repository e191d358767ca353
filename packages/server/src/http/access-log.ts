import { randomUUID } from 'node:crypto';
import type { H3EventContext } from 'h3';
import type { AppContext } from '../app/app-context';
import { UNMATCHED_ROUTE } from '../metrics/app-metrics';
import type { MeteredRoute } from '../metrics/metered-route';
import { incomingRequestId } from './incoming-request-id';

/** What the access line reads of a request: its method, its headers (`X-Request-Id`), and the context h3 gave its event. */
export interface AccessRequest {
  readonly method: string;
  readonly headers: Headers;
  readonly context?: H3EventContext;
}

/** What createApp keeps on each mounted route for the access line and the metrics. */
export type AccessRoute = MeteredRoute;

/**
 * One access line and one histogram observation per request, when its
 * response (head) is ready. The line holds the method, the route TEMPLATE, the status, the
 * duration and the request id — never the path's values, the query (it may carry secrets)
 * or any header (the API key). A 500 (a fault of ours) is logged at error level, with the stack
 * in the separate `unhandled error` line. Every other answer at info, the other 5xx included:
 * each is an answer by design whose cause is logged where it is known (a 503 while the database
 * is down has its own `database unavailable` error line, and a readiness probe polling a down
 * database must not add an error per poll; a 501 names a feature this deployment has no
 * provider for).
 */
export function logAccess(request: AccessRequest, response: Response, ctx: Pick<AppContext, 'logger' | 'metrics'>, route: AccessRoute | undefined, startedAt: number): void {
  // Public routes (short links, resolver) skip the request-state set-up for speed; their line
  // still gets an id: the proxy's X-Request-Id when it sent one, else a fresh one.
  const requestId = request.context?.requestState?.requestId ?? incomingRequestId(request) ?? randomUUID();
  writeAccessLine(ctx, request.method, response.status, route, startedAt, requestId);
}

/** The line and the observation themselves, for answers h3 never saw (http/node-fast-path.ts). */
export function writeAccessLine(ctx: Pick<AppContext, 'logger' | 'metrics'>, method: string, status: number, route: AccessRoute | undefined, startedAt: number, requestId: string): void {
  const ms = performance.now() - startedAt;
  const metered = route ?? UNMATCHED_ROUTE;
  ctx.metrics.observeRequest(metered, method, status, ms / 1000);
  const fields = { request_id: requestId, method, route: metered.route, status, duration_ms: Math.round(ms * 100) / 100 };
  if (status === 500) ctx.logger.error('request', fields);
  else ctx.logger.info('request', fields);
}
