import type { LinkRule } from '@quietzone/core/schemas';

/**
 * What the short-link route needs of a code: its state, destinations and landing page. Read
 * fresh from `codes` for static codes, or from the redirect cache for dynamic ones.
 */
export interface ShortLinkRecord {
  readonly id: string;
  /** The code's tenancy: a deleted organization or archived workspace drops its cached records. */
  readonly organizationId: string;
  readonly workspaceId: string;
  readonly shortCode: string;
  readonly type: string;
  readonly isDynamic: boolean;
  readonly status: string;
  readonly title: string | null;
  /** The destination with the code's UTM parameters appended (core's appendUtm), as are `abTargetUrlB` and each rule's url: added once when the record is read, not per scan. */
  readonly url: string | null;
  /** Type-specific content fields of non-url codes (vcard_first_name, wifi_ssid, …). */
  readonly content: Readonly<Record<string, unknown>>;
  /** ISO instant, or null for never. Checked against the clock at serve time, never cached as a verdict. */
  readonly expiresAt: string | null;
  readonly isLandingPage: boolean;
  readonly links: readonly unknown[];
  readonly abEnabled: boolean;
  readonly abTargetUrlB: string | null;
  readonly abWeightA: number | null;
  /** Destination rules, first match wins; `[]` when none. Compiled once per cached record (RedirectCache.rules). */
  readonly rules: readonly LinkRule[];
  /** scrypt hash; a scan must enter the password first (codes/short-links/password-page.ts). */
  readonly passwordHash: string | null;
  /** After this many human scans: 410 (short-links/scan-limit.ts). */
  readonly maxScans: number | null;
  /** Epoch ms before which the short link is 404 "not active yet"; null for always. Checked against the clock per request. */
  readonly activeFromMs: number | null;
  /**
   * Its workspace's `default_locale` and `primary_color`, read with the code (one query, cached
   * with the record) so the pages it shows need no second read: the language they fall back
   * to and the color they are themed in (pages/page-look.ts).
   */
  readonly defaultLocale: string;
  readonly primaryColor: string | null;
  readonly deleted: boolean;
}
