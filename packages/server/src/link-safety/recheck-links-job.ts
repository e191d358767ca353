import type { AppContext } from '../http/router';
import { newId } from '../new-id';
import { checkLinks } from './check-links';
import { codeLinkUrls, type CodeLinkColumns } from './code-link-urls';
import { pauseUnsafeCode, type PausedCode, type UnsafeLink } from './pause-unsafe-code';
import { queueLinkRecheck } from './queue-link-recheck';

/**
 * The link re-check job (contract, Codes PATCH rule 3): every few minutes it classifies the
 * links that were accepted unchecked (queueLinkRecheck), and once a day it re-checks every
 * stored link of every live code, clean ones included. A live code with a link now unsafe is
 * paused (pauseUnsafeCode).
 *
 * Safe with several server processes: queue rows are claimed with `FOR UPDATE SKIP LOCKED` and
 * a claim time-out, the daily sweep with a lease on its `scheduled_jobs` row; the sweep keeps a
 * cursor there, so it resumes where a crashed or stopped runner left off.
 */

/** Pause between passes of the in-process scheduler. */
export const LINK_RECHECK_INTERVAL_MS = 2 * 60_000;
export const LINK_SWEEP_EVERY_MS = 24 * 60 * 60_000;
export const LINK_SWEEP_JOB = 'link_recheck.daily';
/** One Safe Browsing request's worth of queued links per claim. */
const QUEUE_BATCH = 500;
/** Bounds a pass, so the queue never waits long behind a long sweep or vice versa. */
const QUEUE_BATCHES_PER_PASS = 20;
const SWEEP_BATCH_CODES = 200;
const SWEEP_BATCHES_PER_PASS = 50;
/** A claim or lease not renewed within this long is free again (its runner died). */
const CLAIM_MS = 5 * 60_000;
/** Back-off of a link the provider could not classify: 5 min, 10, 20 … at most 6 h. */
const RETRY_BASE_SECONDS = 300;
const RETRY_MAX_SECONDS = 6 * 60 * 60;

export interface LinkRecheckReport {
  /** Queued links classified (safe or unsafe) and dequeued. */
  readonly dequeued: number;
  /** Queued links still unclassifiable, kept with attempts + 1. */
  readonly stillUnchecked: number;
  /** Live codes whose links the daily sweep checked in this pass. */
  readonly sweptCodes: number;
  /** True when this pass finished a daily sweep. */
  readonly sweepFinished: boolean;
  readonly paused: readonly PausedCode[];
}

export interface LinkRecheckOptions {
  /** Pins the pass's time (tests); default the app clock, read as the pass goes. */
  readonly now?: Date;
  /** Stops between batches (shutdown); claimed work not done yet is released. */
  readonly signal?: AbortSignal;
}

/** One pass: the queue first (links waiting since a save), then the daily sweep when due. */
export async function runLinkRecheck(ctx: AppContext, options: LinkRecheckOptions = {}): Promise<LinkRecheckReport> {
  const now = () => options.now ?? ctx.clock.now();
  const paused: PausedCode[] = [];
  const queue = await recheckQueued(ctx, now, options.signal, paused);
  const sweep = await sweepLiveCodes(ctx, now, options.signal, paused);
  return { ...queue, ...sweep, paused };
}

interface QueuedRow {
  readonly code_id: string;
  readonly url: string;
}

interface CodeLinks extends CodeLinkColumns {
  readonly id: string;
  readonly deleted: boolean;
}

async function recheckQueued(ctx: AppContext, now: () => Date, signal: AbortSignal | undefined, paused: PausedCode[]) {
  let dequeued = 0;
  let stillUnchecked = 0;
  for (let batch = 0; batch < QUEUE_BATCHES_PER_PASS && !signal?.aborted; batch++) {
    const at = now();
    const claimed = await ctx.db.query<QueuedRow>(
      `UPDATE link_rechecks SET next_attempt_at = $2::timestamptz
       WHERE (code_id, url) IN (
         SELECT code_id, url FROM link_rechecks WHERE next_attempt_at <= $1::timestamptz
         ORDER BY next_attempt_at, code_id, url LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING code_id, url`,
      [at.toISOString(), new Date(at.getTime() + CLAIM_MS).toISOString(), QUEUE_BATCH],
    );
    if (claimed.length === 0) break;

    const codes = await ctx.db.query<CodeLinks>(
      `SELECT id, deleted_at IS NOT NULL AS deleted, url, ab_target_url_b, links FROM codes
       WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
      [JSON.stringify([...new Set(claimed.map((row) => row.code_id))])],
    );
    const currentUrls = new Map(codes.filter((code) => !code.deleted).map((code) => [code.id, new Set(codeLinkUrls(code))]));
    // A link replaced by a later PATCH, or of a deleted code, needs no verdict any more.
    const stale = claimed.filter((row) => !currentUrls.get(row.code_id)?.has(row.url));
    const current = claimed.filter((row) => currentUrls.get(row.code_id)?.has(row.url));

    const result = await checkLinks(ctx, current.map((row) => row.url));
    const threats = new Map(result.unsafe.map((link) => [link.url, link.threat]));
    await pauseCodesWithThreats(ctx, current, threats, at, paused);

    const unchecked = new Set(result.unchecked);
    const done = [...stale, ...current.filter((row) => !unchecked.has(row.url))];
    const retry = current.filter((row) => unchecked.has(row.url));
    await deleteQueued(ctx, done);
    if (retry.length > 0) {
      await ctx.db.query(
        `UPDATE link_rechecks l SET attempts = l.attempts + 1, last_error = 'reputation provider unavailable',
           next_attempt_at = $2::timestamptz + make_interval(secs => LEAST($3 * power(2, l.attempts), $4))
         FROM jsonb_to_recordset($1::jsonb) AS r(code_id text, url text)
         WHERE l.code_id = r.code_id AND l.url = r.url`,
        [JSON.stringify(retry), at.toISOString(), RETRY_BASE_SECONDS, RETRY_MAX_SECONDS],
      );
    }
    dequeued += done.length;
    stillUnchecked += retry.length;
    if (claimed.length < QUEUE_BATCH) break;
  }
  return { dequeued, stillUnchecked };
}

async function deleteQueued(ctx: AppContext, rows: readonly QueuedRow[]): Promise<void> {
  if (rows.length === 0) return;
  await ctx.db.query(
    `DELETE FROM link_rechecks l USING jsonb_to_recordset($1::jsonb) AS r(code_id text, url text)
     WHERE l.code_id = r.code_id AND l.url = r.url`,
    [JSON.stringify(rows.map(({ code_id, url }) => ({ code_id, url })))],
  );
}

async function sweepLiveCodes(ctx: AppContext, now: () => Date, signal: AbortSignal | undefined, paused: PausedCode[]) {
  const owner = newId('run');
  const start = now();
  // First start on a database: the first sweep is due at once.
  await ctx.db.query(`INSERT INTO scheduled_jobs (name, next_run_at) VALUES ($1, $2::timestamptz) ON CONFLICT (name) DO NOTHING`, [
    LINK_SWEEP_JOB,
    start.toISOString(),
  ]);
  const [lease] = await ctx.db.query<{ cursor: string | null }>(
    `UPDATE scheduled_jobs SET lease_owner = $2, lease_until = $3::timestamptz
     WHERE name = $1 AND next_run_at <= $4::timestamptz AND (lease_until IS NULL OR lease_until <= $4::timestamptz)
     RETURNING cursor`,
    [LINK_SWEEP_JOB, owner, new Date(start.getTime() + CLAIM_MS).toISOString(), start.toISOString()],
  );
  if (!lease) return { sweptCodes: 0, sweepFinished: false };

  let cursor = lease.cursor ?? '';
  let sweptCodes = 0;
  for (let batch = 0; batch < SWEEP_BATCHES_PER_PASS && !signal?.aborted; batch++) {
    const at = now();
    const codes = await ctx.db.query<CodeLinkColumns & { id: string }>(
      `SELECT id, url, ab_target_url_b, links FROM codes
       WHERE status = 'live' AND deleted_at IS NULL AND id > $1 ORDER BY id LIMIT $2`,
      [cursor, SWEEP_BATCH_CODES],
    );
    if (codes.length === 0) {
      await ctx.db.query(
        `UPDATE scheduled_jobs SET cursor = NULL, next_run_at = $3::timestamptz, last_finished_at = $2::timestamptz, lease_owner = NULL, lease_until = NULL
         WHERE name = $1 AND lease_owner = $4`,
        [LINK_SWEEP_JOB, at.toISOString(), new Date(at.getTime() + LINK_SWEEP_EVERY_MS).toISOString(), owner],
      );
      return { sweptCodes, sweepFinished: true };
    }
    const rows = codes.flatMap((code) => codeLinkUrls(code).map((url) => ({ code_id: code.id, url })));
    const result = await checkLinks(ctx, rows.map((row) => row.url));
    await pauseCodesWithThreats(ctx, rows, new Map(result.unsafe.map((link) => [link.url, link.threat])), at, paused);
    if (result.unchecked.length > 0) {
      const unchecked = new Set(result.unchecked);
      for (const code of codes) {
        const urls = codeLinkUrls(code).filter((url) => unchecked.has(url));
        if (urls.length > 0) await queueLinkRecheck(ctx.db, { codeId: code.id, urls, at: at.toISOString() });
      }
    }
    sweptCodes += codes.length;
    cursor = codes.at(-1)!.id;
    const renewed = await ctx.db.query(
      `UPDATE scheduled_jobs SET cursor = $2, lease_until = $3::timestamptz WHERE name = $1 AND lease_owner = $4 RETURNING name`,
      [LINK_SWEEP_JOB, cursor, new Date(now().getTime() + CLAIM_MS).toISOString(), owner],
    );
    // Our lease ran out and another runner took over: it continues from the saved cursor.
    if (renewed.length === 0) return { sweptCodes, sweepFinished: false };
  }
  // Stopped or pass budget spent: free the lease at once, the cursor stays for the next pass.
  await ctx.db.query(`UPDATE scheduled_jobs SET lease_owner = NULL, lease_until = NULL WHERE name = $1 AND lease_owner = $2`, [LINK_SWEEP_JOB, owner]);
  return { sweptCodes, sweepFinished: false };
}

async function pauseCodesWithThreats(ctx: AppContext, rows: readonly QueuedRow[], threats: ReadonlyMap<string, string>, at: Date, paused: PausedCode[]): Promise<void> {
  if (threats.size === 0) return;
  const byCode = new Map<string, UnsafeLink[]>();
  for (const row of rows) {
    const threat = threats.get(row.url);
    if (threat === undefined) continue;
    const list = byCode.get(row.code_id) ?? [];
    if (!list.some((link) => link.url === row.url)) list.push({ url: row.url, threat });
    byCode.set(row.code_id, list);
  }
  for (const [codeId, unsafe] of byCode) {
    const result = await pauseUnsafeCode(ctx, { codeId, unsafe, at: at.toISOString() });
    if (result) {
      paused.push(result);
      ctx.logger.info('link safety: code paused, link unsafe', { code_id: codeId, unsafe });
    }
  }
}
