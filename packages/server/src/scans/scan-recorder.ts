import { formatUtcDate } from '@quietzone/core';
import type { AppContext } from '../app/app-context';
import { addTotalScans, findScannedPassports, lockScannedCodes, type CodeTenancy } from './store/scans';
import { insertScans } from './insert-scans';
import { ScanReaders } from './scan-readers';
import { ScanBuffer, type ScanBatch } from './scan-buffer';
import { DAY_MS, type NewScan, type ScanProfile } from './scan-chunk';
import { emitScanEvents } from './emit-scan-events';
import type { ScanInput } from './scan-input';
import { VisitorSalts } from './visitor-salts';

export interface ScanRecorderOptions {
  /** Longest a scan waits in memory before its batch is written; default 1 s. */
  readonly flushIntervalMs?: number;
  /** A batch is written as soon as this many scans wait; default 10,000 (a batch costs a few statements whatever its size). */
  readonly maxBatch?: number;
}

export interface ScanRecorder {
  /** Writes every buffered scan; resolves when they are committed (or failed and re-queued). */
  flush(): Promise<void>;
  /** Stops listening and flushes what is buffered: a ShutdownHooks entry, so SIGTERM loses nothing. */
  stop(): Promise<void>;
  /** Scans waiting in memory. */
  readonly pending: number;
  /** Scans written, and scans dropped for a full buffer, since the start (GET /metrics). */
  readonly flushed: number;
  readonly dropped: number;
}

/** Beyond this many waiting scans (the database down for minutes) new scans are dropped and counted in the log. */
const MAX_BUFFERED = 200_000;
/**
 * The same in memory (scan-buffer.ts estimates it): 200,000 scans of distinct clients with
 * 512-character user agents would hold ~500 MB; this caps them at a size a small instance
 * affords, while scans repeating a kind (16 bytes each) still reach MAX_BUFFERED first.
 */
const MAX_BUFFERED_BYTES = 64 * 1024 * 1024;


/**
 * Records every short-link and resolver scan handed to the context's scan sink (`ctx.scans`): the listener
 * only appends to an in-memory buffer (scan-buffer.ts), so the redirect never waits. A timer
 * (every flushIntervalMs) or a full buffer (maxBatch) writes each batch in ONE transaction: the
 * scans as chunks with their rollups (scans/store/scans.ts insertScans: four statements per batch),
 * one `total_scans` UPDATE per batch (instead of one per scan: no hot row under a burst), and a
 * `qr.scanned` (a passport's: `dpp.scanned`) event per human scan where a webhook listens. User-agent parsing, the country
 * lookup and the visitor hash run at flush time, off the request path, once per batch for
 * scans alike. A failed batch stays first in line for the next flush.
 */
export function startScanRecorder(ctx: Pick<AppContext, 'db' | 'logger' | 'scans' | 'countries'>, options: ScanRecorderOptions = {}): ScanRecorder {
  const { db, logger } = ctx;
  const maxBatch = options.maxBatch ?? 10_000;
  const salts = new VisitorSalts();
  const readers = ctx.countries.get(logger).then((table) => new ScanReaders(table));
  const buffer = new ScanBuffer();
  // Batches taken from the buffer and not yet written, oldest first.
  const waiting: ScanBatch[] = [];
  let waitingScans = 0;
  let waitingBytes = 0;
  let dropped = 0;
  let flushedTotal = 0;
  let droppedTotal = 0;
  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;

  const flush = (): Promise<void> => {
    // At most one flush waits behind the running one; it takes everything buffered by then.
    queued ??= running.then(async () => {
      queued = undefined;
      await drain();
    });
    running = queued;
    return queued;
  };

  const drain = async () => {
    for (const batch of buffer.takeAll(maxBatch)) {
      waiting.push(batch);
      waitingScans += batch.at.length;
      waitingBytes += batch.bytes;
    }
    if (dropped > 0) {
      logger.error('scan buffer full; scans dropped', { dropped, waiting: pendingCount() });
      dropped = 0;
    }
    while (waiting.length > 0) {
      const batch = waiting[0]!;
      try {
        await writeBatch(batch);
        waiting.shift();
        flushedTotal += batch.at.length;
        waitingScans -= batch.at.length;
        waitingBytes -= batch.bytes;
      } catch (error) {
        logger.error('scan batch failed; kept for the next flush', { scans: batch.at.length, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
        return;
      }
    }
  };

  const pendingCount = () => buffer.size + waitingScans;

  const writeBatch = async (batch: ScanBatch) => {
    const read = await readers;
    await db.transaction(async (tx) => {
      const passportIds = new Set(batch.kinds.filter((scan) => scan.subject === 'passport').map((scan) => scan.codeId));
      const codeIds = new Set(batch.kinds.filter((scan) => scan.subject !== 'passport').map((scan) => scan.codeId));
      const codes = new Map((await lockScannedCodes(tx, [...codeIds])).map((code) => [code.id, code]));
      const passports = new Map((await findScannedPassports(tx, [...passportIds])).map((passport) => [passport.id, passport]));
      const shortCodes = new Map(batch.kinds.map((scan) => [scan.codeId, scan.shortCode]));
      const daySalts = new Map<number, string>();
      // Scans of one kind share a profile per day (the visitor hash changes with the day's
      // salt): the user agent is parsed, the country looked up and the visitor hashed once.
      const profiles = new Map<number, ScanProfile>();
      const scans: NewScan[] = [];
      const humans = new Map<string, number>();
      for (let index = 0; index < batch.at.length; index++) {
        const at = batch.at[index]!;
        const kind = batch.kind[index]!;
        const input = batch.kinds[kind]!;
        const code = input.subject === 'passport' ? passports.get(input.codeId) : codes.get(input.codeId);
        if (!code) continue; // code rows are never hard-deleted; a code that never existed (or a deleted draft passport) has no scans
        const day = Math.floor(at / DAY_MS);
        const key = day * batch.kinds.length + kind;
        let profile = profiles.get(key);
        if (profile === undefined) {
          let salt = daySalts.get(day);
          if (salt === undefined) daySalts.set(day, (salt = await salts.saltFor(tx, formatUtcDate(day * DAY_MS))));
          profiles.set(key, (profile = scanProfile(input, code, salt, read)));
        }
        scans.push({ profile, at });
        if (!profile.is_bot && input.subject !== 'passport') humans.set(code.id, (humans.get(code.id) ?? 0) + 1);
      }
      await insertScans(tx, scans);
      await addTotalScans(tx, humans);
      const typeOf = (scan: NewScan) => (passports.has(scan.profile.code_id) ? 'dpp.scanned' : 'qr.scanned');
      await emitScanEvents(tx, scans, typeOf, ({ profile, at }) => {
        const scannedAt = new Date(at).toISOString();
        const passport = passports.get(profile.code_id);
        return {
          type: passport ? 'dpp.scanned' : 'qr.scanned',
          organizationId: profile.organization_id,
          workspaceId: profile.workspace_id,
          at: scannedAt,
          data: {
            ...(passport
              ? { dpp_id: passport.id, gtin: passport.gtin, lot: passport.lot, serial: passport.serial }
              : { code_id: profile.code_id, short_code: shortCodes.get(profile.code_id) ?? '' }),
            scanned_at: scannedAt,
            country: profile.country,
            device_type: profile.device_type,
            os: profile.os,
            browser: profile.browser,
            language: profile.language,
            ab_variant: profile.ab_variant,
            redirected_to: profile.redirected_to,
            ...(passport ? {} : { rule: profile.rule ?? null }),
          },
        };
      });
    });
  };

  const timer = setInterval(() => void flush(), options.flushIntervalMs ?? 1000);
  timer.unref();
  const unsubscribe = ctx.scans.listen((scan) => {
    if (pendingCount() >= MAX_BUFFERED || !buffer.push(scan, MAX_BUFFERED_BYTES - waitingBytes)) {
      dropped++;
      droppedTotal++;
      return;
    }
    if (buffer.size === maxBatch) void flush();
  });

  return {
    flush,
    async stop() {
      unsubscribe();
      clearInterval(timer);
      await flush();
    },
    get pending() {
      return pendingCount();
    },
    get flushed() {
      return flushedTotal;
    },
    get dropped() {
      return droppedTotal;
    },
  };
}

function scanProfile(input: ScanInput, code: CodeTenancy, salt: string, read: ScanReaders): ScanProfile {
  const agent = read.agents.classify(input.userAgent);
  return {
    code_id: code.id,
    organization_id: code.organization_id,
    workspace_id: code.workspace_id,
    country: read.country(input),
    device_type: agent.deviceType,
    os: agent.os,
    browser: agent.browser,
    language: read.language(input.acceptLanguage),
    ab_variant: input.variant,
    redirected_to: input.destination,
    rule: input.rule ?? null,
    is_bot: agent.isBot,
    visitor_hash: read.visitors.hash(salt, input.ip, input.userAgent),
  };
}
