/**
 * One scan as the short-link route or the resolver saw it; the scan recorder decides what to
 * store of it. A resolver scan (`subject: 'passport'`) has the passport id as `codeId`: the
 * scan tables are keyed by that column alone (no foreign key), so a passport's scans get the
 * same chunks and rollups as a code's.
 */
export interface ScanInput {
  /** The code id, or the passport id of a resolver scan. */
  readonly codeId: string;
  /** A resolver scan of a passport; absent for a short-link scan of a code. */
  readonly subject?: 'passport';
  /** The short code; '' for a passport. */
  readonly shortCode: string;
  /** Epoch milliseconds from the app clock (formatted at flush time, off the request path). */
  readonly at: number;
  /**
   * `redirect`, `landing_page` (hosted page) or `content_page` (static non-url code); for a
   * passport `redirect` (a linkType's 307) or `passport` (its page, JSON-LD, JSON or linkset).
   */
  readonly outcome: 'redirect' | 'landing_page' | 'content_page' | 'passport';
  /** Where the redirect went; null for pages. */
  readonly destination: string | null;
  /** A/B variant chosen, or null without A/B. */
  readonly variant: 'a' | 'b' | null;
  /** Index of the destination rule that chose the redirect; null or absent when none did. */
  readonly rule?: number | null;
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
