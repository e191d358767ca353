import { randomBytes } from 'node:crypto';
import { primaryLanguage } from '@quietzone/core';
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { Logger } from '../logger';
import { onScan, type ScanInput } from '../short-links/record-scan';
import { addTotalScans, insertScans, lockScannedCodes, type ScanRow } from '../store/scans';
import { classifyUserAgent } from './classify-user-agent';
import { emitScanEvents } from './emit-scan-events';
import { loadCountryTable, type CountryTable } from './country-table';
import { scanCountry } from './scan-country';
import { VisitorSalts, visitorHash } from './visitor-salts';

export interface ScanRecorderOptions {
  readonly db: Db;
  /** Not read any more: the route copies COUNTRY_HEADER's value into the scan (record-scan.ts). */
  readonly config?: Pick<Config, 'countryHeader'>;
  readonly logger: Logger;
  /** Longest a scan waits in memory before its batch is written; default 1 s. */
  readonly flushIntervalMs?: number;
  /** A batch is written as soon as this many scans wait; default 1000. */
  readonly maxBatch?: number;
}

export interface ScanRecorder {
  /** Writes every buffered scan; resolves when they are committed (or failed and re-queued). */
  flush(): Promise<void>;
  /** Stops listening and flushes what is buffered: a ShutdownHooks entry, so SIGTERM loses nothing. */
  stop(): Promise<void>;
  /** Scans waiting in memory. */
  readonly pending: number;
}

/** Beyond this many waiting scans (the database down for minutes) the oldest are dropped, logged. */
const MAX_BUFFERED = 200_000;

let countryTable: Promise<CountryTable | undefined> | undefined;

/** One table per process, loaded on first use (~25 MB of CSV, about a second). */
function sharedCountryTable(logger: Logger): Promise<CountryTable | undefined> {
  countryTable ??= loadCountryTable().catch((error: unknown) => {
    logger.error('IP country table failed to load; countries are XX', { error: String(error) });
    return undefined;
  });
  return countryTable;
}

/**
 * Records every short-link scan served by apps on `db` (the record-scan hook): the listener
 * only appends to an in-memory buffer, so the redirect never waits. A timer (every
 * flushIntervalMs) or a full buffer (maxBatch) writes the buffer in ONE transaction: the scan
 * rows in one INSERT, one `total_scans` UPDATE per batch (instead of one per scan: no hot row
 * under a burst), and a `qr.scanned` event per human scan. User-agent parsing, the country
 * lookup and the visitor hash run at flush time, off the request path. A failed write puts
 * the batch back at the head of the buffer for the next flush.
 */
export function startScanRecorder(options: ScanRecorderOptions): ScanRecorder {
  const { db, logger } = options;
  const maxBatch = options.maxBatch ?? 1000;
  const salts = new VisitorSalts();
  const table = sharedCountryTable(logger);
  let buffer: ScanInput[] = [];
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
    while (buffer.length > 0) {
      const batch = buffer.splice(0, maxBatch);
      try {
        await writeBatch(batch);
      } catch (error) {
        buffer = [...batch, ...buffer];
        logger.error('scan batch failed; kept for the next flush', { scans: batch.length, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
        return;
      }
    }
  };

  const writeBatch = async (batch: readonly ScanInput[]) => {
    const countries = await table;
    const ids = scanIds();
    const prepared = batch.map((scan) => prepare(scan, countries, ids));
    await db.transaction(async (tx) => {
      const codes = new Map((await lockScannedCodes(tx, [...new Set(batch.map((scan) => scan.codeId))])).map((code) => [code.id, code]));
      const shortCodes = new Map(batch.map((scan) => [scan.codeId, scan.shortCode]));
      const daySalts = new Map<string, string>();
      const rows: ScanRow[] = [];
      const humans = new Map<string, number>();
      for (const scan of prepared) {
        const code = codes.get(scan.input.codeId);
        if (!code) continue; // rows are never hard-deleted; a code that never existed has no scans
        const day = scan.row.scanned_at.slice(0, 10);
        let salt = daySalts.get(day);
        if (salt === undefined) daySalts.set(day, (salt = await salts.saltFor(tx, day)));
        rows.push({ ...scan.row, code_id: code.id, organization_id: code.organization_id, workspace_id: code.workspace_id, visitor_hash: visitorHash(salt, scan.input.ip, scan.input.userAgent) });
        if (!scan.row.is_bot) humans.set(code.id, (humans.get(code.id) ?? 0) + 1);
      }
      await insertScans(tx, rows);
      await addTotalScans(tx, humans);
      await emitScanEvents(tx, rows, (row) => ({
        organizationId: row.organization_id,
        workspaceId: row.workspace_id,
        at: row.scanned_at,
        data: {
          code_id: row.code_id,
          short_code: shortCodes.get(row.code_id) ?? '',
          scanned_at: row.scanned_at,
          country: row.country,
          device_type: row.device_type,
          os: row.os,
          browser: row.browser,
          language: row.language,
          ab_variant: row.ab_variant,
          redirected_to: row.redirected_to,
        },
      }));
    });
  };

  const timer = setInterval(() => void flush(), options.flushIntervalMs ?? 1000);
  timer.unref();
  const unsubscribe = onScan({ db }, (scan) => {
    if (buffer.length >= MAX_BUFFERED) {
      buffer.shift();
      logger.error('scan buffer full; oldest scan dropped', { buffered: buffer.length });
    }
    buffer.push(scan);
    if (buffer.length === maxBatch) void flush();
  });

  return {
    flush,
    async stop() {
      unsubscribe();
      clearInterval(timer);
      await flush();
    },
    get pending() {
      return buffer.length;
    },
  };
}

interface PreparedScan {
  readonly input: ScanInput;
  readonly row: Omit<ScanRow, 'code_id' | 'organization_id' | 'workspace_id' | 'visitor_hash'>;
}

/**
 * The ids of one batch: `scn_` + 12 random bytes drawn once per batch (base64url, 16 chars) +
 * a base-36 counter, padded to the 22 characters of newId's. Unique (a fresh 96-bit prefix
 * per batch) and as opaque as newId's to a client, at one randomBytes call per batch instead
 * of one per scan (~2.5 µs each, measured).
 */
function scanIds(): () => string {
  const prefix = `scn_${randomBytes(12).toString('base64url')}`;
  let next = 0;
  return () => prefix + (next++).toString(36).padStart(6, '0');
}

function prepare(scan: ScanInput, table: CountryTable | undefined, nextId: () => string): PreparedScan {
  const agent = classifyUserAgent(scan.userAgent);
  return {
    input: scan,
    row: {
      id: nextId(),
      scanned_at: new Date(scan.at).toISOString(),
      country: scanCountry({ headerValue: scan.countryHeader, ip: scan.ip, table }),
      device_type: agent.deviceType,
      os: agent.os,
      browser: agent.browser,
      language: primaryLanguage(scan.acceptLanguage) ?? null,
      ab_variant: scan.variant,
      redirected_to: scan.destination,
      is_bot: agent.isBot,
    },
  };
}
