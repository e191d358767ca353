import type { AppContext } from '../../app/app-context';
import { newId } from '../../new-id';
import { findCodesLinks, listLiveCodeLinks } from '../store/code-links';
import { claimDueLinkRechecks, deleteLinkRechecks, postponeLinkRechecks, type LinkRecheckRow } from '../store/link-rechecks';
import { ensureScheduledJob, finishScheduledJob, leaseScheduledJob, releaseScheduledJob, renewScheduledJob } from '../../jobs/store/scheduled-jobs';
import { checkLinks } from './check-links';
import { codeLinkUrls } from './code-link-urls';
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

async function recheckQueued(ctx: AppContext, now: () => Date, signal: AbortSignal | undefined, paused: PausedCode[]) {
  let dequeued = 0;
  let stillUnchecked = 0;
  for (let batch = 0; batch < QUEUE_BATCHES_PER_PASS && !signal?.aborted; batch++) {
    const at = now();
    const claimed = await claimDueLinkRechecks(ctx.db, { now: at.toISOString(), claimUntil: new Date(at.getTime() + CLAIM_MS).toISOString(), limit: QUEUE_BATCH });
    if (claimed.length === 0) break;

    const codes = await findCodesLinks(ctx.db, [...new Set(claimed.map((row) => row.code_id))]);
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
    if (done.length > 0) await deleteLinkRechecks(ctx.db, done);
    if (retry.length > 0) await postponeLinkRechecks(ctx.db, retry, { at: at.toISOString(), baseSeconds: RETRY_BASE_SECONDS, maxSeconds: RETRY_MAX_SECONDS });
    dequeued += done.length;
    stillUnchecked += retry.length;
    if (claimed.length < QUEUE_BATCH) break;
  }
  return { dequeued, stillUnchecked };
}

async function sweepLiveCodes(ctx: AppContext, now: () => Date, signal: AbortSignal | undefined, paused: PausedCode[]) {
  const owner = newId('run');
  const start = now();
  // First start on a database: the first sweep is due at once.
  await ensureScheduledJob(ctx.db, LINK_SWEEP_JOB, start.toISOString());
  const lease = await leaseScheduledJob(ctx.db, { name: LINK_SWEEP_JOB, owner, leaseUntil: new Date(start.getTime() + CLAIM_MS).toISOString(), now: start.toISOString() });
  if (!lease) return { sweptCodes: 0, sweepFinished: false };

  let cursor = lease.cursor ?? '';
  let sweptCodes = 0;
  for (let batch = 0; batch < SWEEP_BATCHES_PER_PASS && !signal?.aborted; batch++) {
    const at = now();
    const codes = await listLiveCodeLinks(ctx.db, cursor, SWEEP_BATCH_CODES);
    if (codes.length === 0) {
      await finishScheduledJob(ctx.db, { name: LINK_SWEEP_JOB, owner, finishedAt: at.toISOString(), nextRunAt: new Date(at.getTime() + LINK_SWEEP_EVERY_MS).toISOString() });
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
    const renewed = await renewScheduledJob(ctx.db, { name: LINK_SWEEP_JOB, owner, cursor, leaseUntil: new Date(now().getTime() + CLAIM_MS).toISOString() });
    // Our lease ran out and another runner took over: it continues from the saved cursor.
    if (!renewed) return { sweptCodes, sweepFinished: false };
  }
  // Stopped or pass budget spent: free the lease at once, the cursor stays for the next pass.
  await releaseScheduledJob(ctx.db, LINK_SWEEP_JOB, owner);
  return { sweptCodes, sweepFinished: false };
}

async function pauseCodesWithThreats(ctx: AppContext, rows: readonly LinkRecheckRow[], threats: ReadonlyMap<string, string>, at: Date, paused: PausedCode[]): Promise<void> {
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
