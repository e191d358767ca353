import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import type { RouteModule } from '../http/router';
import { SERVER_VERSION } from '../server-version';
import { pingDatabase } from '../store/health';

/**
 * How long readiness waits for `SELECT 1`: a probe must answer well within an orchestrator's
 * probe timeout (Kubernetes: 1 s by default, often raised to a few), and a database slower
 * than this cannot serve requests either.
 */
export const READY_TIMEOUT_MS = 2_000;

/** Seconds a client should wait before asking again after a 503 (RFC 9110 §10.2.3). */
const READY_RETRY_AFTER_SECONDS = '5';

export const healthRoutes: RouteModule = (router) => {
  // GET /v1/health – liveness, public. The contract shows `{ status }` and DESIGN.md wraps every
  // success body as `{ data, meta }`; the body carries both, so either reading holds. It reads
  // no database on purpose: a restart does not cure a database outage.
  router.get(
    '/health',
    (event) => {
      const health = { status: 'ok', version: SERVER_VERSION };
      return { ...health, ...ok(event, health) };
    },
    { public: true },
  );

  // GET /v1/health/ready – readiness, public: 200 when the database answers, else 503.
  router.get(
    '/health/ready',
    async (event, { db }) => {
      if (!(await databaseAnswers(db))) {
        throw new ApiError('unavailable', 'The database does not answer.', { headers: { 'retry-after': READY_RETRY_AFTER_SECONDS } });
      }
      const health = { status: 'ok', version: SERVER_VERSION };
      return { ...health, ...ok(event, health) };
    },
    { public: true },
  );
};

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
