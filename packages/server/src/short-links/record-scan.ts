import type { Db } from '../db/db';
import type { AppContext } from '../http/router';
import type { Logger } from '../logger';

/** One scan as the short-link route saw it; the scans issue decides what to store of it. */
export interface ScanInput {
  readonly codeId: string;
  readonly shortCode: string;
  /** Epoch milliseconds from the app clock (formatted at flush time, off the request path). */
  readonly at: number;
  /** `redirect`, `landing_page` (hosted page) or `content_page` (static non-url code). */
  readonly outcome: 'redirect' | 'landing_page' | 'content_page';
  /** Where the redirect went; null for pages. */
  readonly destination: string | null;
  /** A/B variant chosen, or null without A/B. */
  readonly variant: 'a' | 'b' | null;
  /** The visitor's address (scans/client-ip.ts: socket, or X-Forwarded-For behind TRUST_PROXY); used for country and visitor hash, never stored. */
  readonly ip: string | undefined;
  /**
   * The only request headers a scan uses, copied out as strings: the buffer then holds no
   * Headers object (and nothing else of the request) for up to a flush interval.
   */
  readonly userAgent: string | null;
  readonly acceptLanguage: string | null;
  /** The trusted proxy's country header (COUNTRY_HEADER), null when not configured or absent. */
  readonly countryHeader: string | null;
}

/**
 * Must return at once: push to an in-memory buffer and flush elsewhere (a ShutdownHooks entry
 * flushes on SIGTERM). A returned promise is not awaited; its rejection is logged.
 */
export type ScanListener = (scan: ScanInput) => void | Promise<void>;

const listeners = new WeakMap<Db, ScanListener[]>();

/**
 * THE hook point for recording scans (scans issue): register a listener for the app on `db`;
 * returns the unsubscribe function. Until one is registered, scans are not recorded.
 */
export function onScan(ctx: Pick<AppContext, 'db'>, listener: ScanListener): () => void {
  const list = listeners.get(ctx.db) ?? [];
  list.push(listener);
  listeners.set(ctx.db, list);
  return () => {
    const index = list.indexOf(listener);
    if (index >= 0) list.splice(index, 1);
  };
}

/**
 * The longest header text a scan keeps. Real user agents stay below ~300 characters and the
 * parsers read only their start; Node accepts headers up to 16 KB, which a client could fill
 * to make every buffered scan (and its visitor hash input) that large.
 */
export const MAX_SCAN_HEADER_CHARS = 512;

/** The text cut to MAX_SCAN_HEADER_CHARS, never between the two halves of a surrogate pair. */
export function truncateHeader(value: string | null): string | null {
  if (value === null || value.length <= MAX_SCAN_HEADER_CHARS) return value;
  const end = /[\ud800-\udbff]/.test(value[MAX_SCAN_HEADER_CHARS - 1]!) ? MAX_SCAN_HEADER_CHARS - 1 : MAX_SCAN_HEADER_CHARS;
  // A copy, not a slice: V8 represents `slice` as a view that keeps the whole 16 KB parent alive.
  return Buffer.from(value.slice(0, end), 'utf16le').toString('utf16le');
}

/**
 * Called by the short-link route for every served scan (302 and 200 pages; not 404/410),
 * before the response is returned (HEAD requests are link checkers, not scans). Listeners only enqueue, so this never delays the redirect.
 * Header texts reach the listeners cut to MAX_SCAN_HEADER_CHARS.
 */
export function recordScan(ctx: Pick<AppContext, 'db' | 'logger'>, input: ScanInput): void {
  const list = listeners.get(ctx.db);
  if (!list || list.length === 0) return;
  const scan = boundHeaders(input);
  for (const listener of list) {
    try {
      const result = listener(scan);
      if (result) result.catch((error: unknown) => logFailure(ctx.logger, scan, error));
    } catch (error) {
      logFailure(ctx.logger, scan, error);
    }
  }
}

function boundHeaders(scan: ScanInput): ScanInput {
  const { userAgent, acceptLanguage, countryHeader } = scan;
  if ((userAgent?.length ?? 0) <= MAX_SCAN_HEADER_CHARS && (acceptLanguage?.length ?? 0) <= MAX_SCAN_HEADER_CHARS && (countryHeader?.length ?? 0) <= MAX_SCAN_HEADER_CHARS) return scan;
  return { ...scan, userAgent: truncateHeader(userAgent), acceptLanguage: truncateHeader(acceptLanguage), countryHeader: truncateHeader(countryHeader) };
}

function logFailure(logger: Logger, scan: ScanInput, error: unknown): void {
  logger.error('scan listener failed', { short_code: scan.shortCode, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
