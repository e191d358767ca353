import { createHash } from 'node:crypto';
import type { H3Event } from 'h3';
import { claimIdempotencyKey, completeIdempotencyKey, findIdempotencyKey, releaseIdempotencyKey, type IdempotencyKeyRow } from './store/idempotency-keys';
import { ApiError } from './api-error';
import type { AppContext } from '../app/app-context';

/** How long a completed request is replayed (DESIGN.md: 24 h; the contract shows no period). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * An in-flight claim older than this is taken to belong to a process that died mid-request
 * and may be claimed again; far above any request's duration (a 1000-item batch takes seconds).
 */
export const IDEMPOTENCY_ABANDONED_MS = 5 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs a POST handler under its optional `Idempotency-Key` header (a uuid, else 400), scoped
 * to the caller's workspace (DESIGN.md). The key is claimed in Postgres with one
 * INSERT … ON CONFLICT, so any number of server processes agree on who runs the request:
 * - first use (or the last use is over 24 h old): `run` executes; a 2xx response is stored;
 * - same key, same method, path and body (SHA-256 of the raw bytes) within 24 h: the stored
 *   status and body are replayed (header `Idempotent-Replayed: true`), `run` does not execute;
 * - same key with another request: 409; while the first is still in flight: 409.
 * A failed request (4xx/5xx) releases the key, so a corrected request may reuse it — only
 * work that happened is remembered. `run` returns the body and sets the status on `event`,
 * as handlers do.
 */
export async function idempotent(
  event: H3Event,
  ctx: Pick<AppContext, 'db' | 'clock'>,
  workspaceId: string,
  run: () => Promise<unknown>,
  /** The body's part of the fingerprint, from a clone of the request; an upload's may leave out its random multipart boundary. */
  bodyDigest: (request: Request) => Promise<string> = rawBodyDigest,
): Promise<unknown> {
  const key = event.req.headers.get('idempotency-key');
  if (key === null) return run();
  if (!UUID.test(key.trim())) {
    throw new ApiError('bad_request', 'Idempotency-Key must be a UUID.', { errors: [{ field: 'Idempotency-Key', message: 'must be a UUID' }] });
  }
  const fingerprint = `${event.req.method} ${event.url.pathname} ${await bodyDigest(event.req.clone())}`;
  const normalizedKey = key.trim().toLowerCase();
  const token = await claim(ctx, workspaceId, normalizedKey, fingerprint);
  if (typeof token !== 'string') return replay(event, token, fingerprint);

  const release = () => releaseIdempotencyKey(ctx.db, workspaceId, normalizedKey, token);
  let body: unknown;
  try {
    body = await run();
  } catch (error) {
    await release();
    throw error;
  }
  const status = event.res.status ?? 200;
  if (status >= 300) {
    await release();
    return body;
  }
  await completeIdempotencyKey(ctx.db, workspaceId, normalizedKey, token, { status, body });
  return body;
}

/** SHA-256 of the body as sent. */
async function rawBodyDigest(request: Request): Promise<string> {
  return createHash('sha256').update(await request.text()).digest('hex');
}

/** Our claim's timestamp (its token), or the row of whoever holds the key. */
async function claim(ctx: Pick<AppContext, 'db' | 'clock'>, workspaceId: string, key: string, fingerprint: string): Promise<string | IdempotencyKeyRow> {
  // A record can vanish between the two statements (released by a failing request); then claim again.
  for (;;) {
    const now = ctx.clock.now();
    const claimed = await claimIdempotencyKey(ctx.db, {
      workspaceId,
      key,
      fingerprint,
      at: now.toISOString(),
      expiredBefore: new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString(),
      abandonedBefore: new Date(now.getTime() - IDEMPOTENCY_ABANDONED_MS).toISOString(),
    });
    if (claimed !== undefined) return claimed;
    const held = await findIdempotencyKey(ctx.db, workspaceId, key);
    if (held) return held;
  }
}

function replay(event: H3Event, held: IdempotencyKeyRow, fingerprint: string): unknown {
  if (held.request_fingerprint !== fingerprint) {
    throw new ApiError('conflict', 'This Idempotency-Key was already used with another request; use a new key for a new request.');
  }
  if (held.state === 'in_flight' || held.response_status === null) {
    throw new ApiError('conflict', 'A request with this Idempotency-Key is still in progress; retry once it has finished.');
  }
  event.res.status = held.response_status;
  event.res.headers.set('idempotent-replayed', 'true');
  return held.response_body;
}
