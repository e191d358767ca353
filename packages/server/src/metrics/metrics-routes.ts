import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { defineRoute, routeTable } from '../http/route';

const metricsHeaders = z.object({
  authorization: z.string().meta({ description: '`Bearer <METRICS_TOKEN>`.', examples: ['Bearer 0123456789abcdef0123456789abcdef'] }),
});

/**
 * `GET /metrics`: Prometheus text for an operator's scraper, outside /v1. Off (404) unless
 * METRICS_TOKEN is set; on, only `Authorization: Bearer
 * <METRICS_TOKEN>` reads it — no API key: a scraper is no tenant.
 */
export const metricsRoutes = routeTable('System', [
  defineRoute({
    route: 'GET /metrics', operationId: 'getMetrics', access: 'public', request: { headers: metricsHeaders },
    summary: 'Prometheus metrics',
    description:
      'For the operator, outside /v1: request durations per route template, short-link and resolver answers, scans buffered/flushed/dropped, ' +
      'webhook deliveries and queue age, render pool queue and waits, image cache hits and misses. Answers 404 unless METRICS_TOKEN is set; ' +
      'then it needs `Authorization: Bearer <METRICS_TOKEN>` (no API key).',
    unversioned: true,
    responses: {
      200: { description: 'The Prometheus text exposition format (0.0.4).', contentType: 'text/plain' },
      401: { description: 'Missing or wrong bearer token.', headers: { 'WWW-Authenticate': { description: '`Bearer realm="metrics"`.' } } },
      404: 'METRICS_TOKEN is not set: metrics are off.',
    },
    handler: async ({ event, ctx }) => {
      const token = ctx.config.metricsToken;
      // Not "No resource at this path": the route exists (the document lists it), it is switched off.
      if (token === undefined) throw new ApiError('not_found', 'Metrics are off: METRICS_TOKEN is not set.');
      if (!bearerMatches(event.req.headers.get('authorization'), token)) {
        throw new ApiError('authentication', 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>.', { headers: { 'www-authenticate': 'Bearer realm="metrics"' } });
      }
      return new Response(await ctx.metrics.scrape(), { status: 200, headers: { 'content-type': ctx.metrics.contentType, 'cache-control': 'no-store' } });
    },
  }),
]);

/** Compares digests, so the time taken tells nothing of the token (not even its length). */
function bearerMatches(header: string | null, token: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  if (!match) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}
