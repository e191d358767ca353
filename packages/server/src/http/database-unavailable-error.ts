/**
 * Failures that say the database cannot serve right now, not that the request is wrong: the
 * client should come back later (503 with Retry-After), and the operator should look (the
 * error is still logged). SQLSTATEs from PostgreSQL Appendix A; the rest are postgres.js's
 * and Node's connection errors.
 */
const UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  '57014', // query_canceled: DATABASE_STATEMENT_TIMEOUT_MS ran out
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** Seconds to suggest in Retry-After: long enough for a failover or a restart to finish. */
export const DATABASE_RETRY_AFTER_SECONDS = '5';

/** True for a database error that a later retry may not meet (class 08 connection exceptions too). */
export function isDatabaseUnavailableError(error: unknown): error is Error & { code: string } {
  if (!(error instanceof Error) || !('code' in error) || typeof error.code !== 'string') return false;
  return UNAVAILABLE_CODES.has(error.code) || /^08[0-9A-Z]{3}$/.test(error.code);
}
