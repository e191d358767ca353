import { healthSchema, responseMetaSchema } from '@quietzone/core/schemas';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { defineRoute, routeTable } from '../http/route';
import { SERVER_VERSION } from '../server-version';
import { pingDatabase } from './store/health';

/**
 * How long readiness waits for `SELECT 1`: a probe must answer well within an orchestrator's
 * probe timeout (Kubernetes: 1 s by default, often raised to a few), and a database slower
 * than this cannot serve requests either.
 */
export const READY_TIMEOUT_MS = 2_000;

/** Seconds a client should wait before asking again after a 503 (RFC 9110 §10.2.3). */
const READY_RETRY_AFTER_SECONDS = '5';

const healthResponseSchema = healthSchema.extend({ data: healthSchema, meta: responseMetaSchema });

export const healthRoutes = routeTable('System', [
  // The contract shows `{ status }` and DESIGN.md wraps every success body as `{ data, meta }`;
  // the body carries both, so either reading holds. It reads no database on purpose: a restart
  // does not cure a database outage.
  defineRoute({
    route: 'GET /health', operationId: 'getHealth', access: 'public',
    summary: 'Liveness',
    description:
      'Public. Answers while the process runs, whatever the database does (restart on failure). The body carries `status` and `version` at the top level (contract, System) and inside the usual `{ data, meta }` envelope.',
    responses: { 200: { description: 'The process answers.', schema: healthResponseSchema } },
    handler: ({ event }) => {
      const health = { status: 'ok', version: SERVER_VERSION };
      return { ...health, ...ok(event, health) };
    },
  }),
  defineRoute({
    route: 'GET /health/ready', operationId: 'getHealthReady', access: 'public',
    summary: 'Readiness',
    description: 'Public. Runs `SELECT 1` on the database with a 2 s limit (route traffic here only on 200). Same body as /health.',
    responses: {
      200: { description: 'The database answers: the service can serve requests.', schema: healthResponseSchema },
      503: {
        description: 'The database is down, unreachable or slower than 2 s.',
        headers: { 'Retry-After': { description: 'Seconds to wait before asking again, 5.' } },
      },
    },
    handler: async ({ event, ctx }) => {
      if (!(await databaseAnswers(ctx.db))) {
        throw new ApiError('unavailable', 'The database does not answer.', { headers: { 'retry-after': READY_RETRY_AFTER_SECONDS } });
      }
      const health = { status: 'ok', version: SERVER_VERSION };
      return { ...health, ...ok(event, health) };
    },
  }),
]);

/** `SELECT 1` within READY_TIMEOUT_MS; a refused, failed or late answer is false. */
async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const answered = pingDatabase(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
