import type { Logger } from '../logger';
import type { ScanInput } from './scan-input';

/**
 * Must return at once: push to an in-memory buffer and flush elsewhere (a ShutdownHooks entry
 * flushes on SIGTERM). A returned promise is not awaited; its rejection is logged.
 */
export type ScanListener = (scan: ScanInput) => void | Promise<void>;

/**
 * The longest header text a scan keeps. Real user agents stay below ~300 characters and the
 * parsers read only their start; Node accepts headers up to 16 KB, which a client could fill
 * to make every buffered scan (and its visitor hash input) that large.
 */
export const MAX_SCAN_HEADER_CHARS = 512;

/**
 * Where the short-link route hands every served scan (one per app context, `ctx.scans`): the
 * scan recorder (scans/scan-recorder.ts) listens; until something listens, scans are not
 * recorded. Contexts that share one sink (a second app on the same database) record into the
 * same listeners.
 */
export class ScanSink {
  private readonly listeners: ScanListener[] = [];
  private recorded = 0;

  constructor(private readonly logger: Logger) {}

  /** Registers a listener; returns the unsubscribe function. */
  listen(listener: ScanListener): () => void {
    this.listeners.push(listener);
    return () => {
      const index = this.listeners.indexOf(listener);
      if (index >= 0) this.listeners.splice(index, 1);
    };
  }

  /**
   * Called by the short-link route for every served scan (302 and 200 pages; not 404/410),
   * before the response is returned (HEAD requests are link checkers, not scans). Listeners
   * only enqueue, so this never delays the redirect. Header texts reach the listeners cut to
   * MAX_SCAN_HEADER_CHARS.
   */
  record(input: ScanInput): void {
    // Counted whether or not anything listens: a scan is a person waiting, recorded or not.
    this.recorded++;
    const listeners = this.listeners;
    if (listeners.length === 0) return;
    const scan = boundHeaders(input);
    for (const listener of listeners) {
      try {
        const result = listener(scan);
        if (result) result.catch((error: unknown) => this.logFailure(scan, error));
      } catch (error) {
        this.logFailure(scan, error);
      }
    }
  }

  /**
   * Scans handed to {@link record} since the sink was made. While it moves, people are scanning
   * and the image routes pace their uncached renders (images/image-renders.ts); one integer
   * increment per scan is all it costs the short link.
   */
  get scanCount(): number {
    return this.recorded;
  }

  private logFailure(scan: ScanInput, error: unknown): void {
    this.logger.error('scan listener failed', { short_code: scan.shortCode, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

/** The text cut to MAX_SCAN_HEADER_CHARS, never between the two halves of a surrogate pair. */
export function truncateHeader(value: string | null): string | null {
  if (value === null || value.length <= MAX_SCAN_HEADER_CHARS) return value;
  const end = /[\ud800-\udbff]/.test(value[MAX_SCAN_HEADER_CHARS - 1]!) ? MAX_SCAN_HEADER_CHARS - 1 : MAX_SCAN_HEADER_CHARS;
  // A copy, not a slice: V8 represents `slice` as a view that keeps the whole 16 KB parent alive.
  return Buffer.from(value.slice(0, end), 'utf16le').toString('utf16le');
}

function boundHeaders(scan: ScanInput): ScanInput {
  const { userAgent, acceptLanguage, countryHeader } = scan;
  if ((userAgent?.length ?? 0) <= MAX_SCAN_HEADER_CHARS && (acceptLanguage?.length ?? 0) <= MAX_SCAN_HEADER_CHARS && (countryHeader?.length ?? 0) <= MAX_SCAN_HEADER_CHARS) return scan;
  return { ...scan, userAgent: truncateHeader(userAgent), acceptLanguage: truncateHeader(acceptLanguage), countryHeader: truncateHeader(countryHeader) };
}
