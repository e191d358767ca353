import type { PublicPassport } from '@quietzone/core';
import { ExpiringLru } from '../../app/expiring-lru';
import type { PassportRow } from '../store/passports';
import type { PageLanguage } from '../../pages/page-messages';
import { DocumentKindMemo, type DocumentKind } from './resolver-answer';

/** As the short links' cache: another process sees a passport change within a minute. */
export const RESOLVER_CACHE_TTL_MS = 60_000;
/** Bounds memory (a row, its public view and perhaps its encoded documents: a few KB each). */
export const RESOLVER_CACHE_MAX_ENTRIES = 10_000;
/** Chosen 307 targets kept per passport: a few link types × the Accept-Language values seen. */
export const RESOLVER_CACHE_MAX_LOCATIONS = 32;

/** A document answer, ready to send: its bytes and every header but the per-request ones. */
export interface EncodedDocument {
  readonly body: Uint8Array;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * What a resolver path led to: one per passport version, shared by every path that resolves to
 * it (a model's passport reached by many walked-up serials keeps one page, not one per serial).
 */
export interface ResolvedEntry {
  readonly row: PassportRow;
  readonly passport: PublicPassport;
  /**
   * The public passports of every level, the matched one first, then those above it up to the
   * GTIN, each with its language: the linkset's contexts and the links a `linkType` walks up to.
   */
  readonly levels: readonly { readonly row: PassportRow; readonly passport: PublicPassport; readonly language: string | null; readonly primaryColor: string | null }[];
  /** The headers of every 307 of this passport but `location`. */
  readonly redirectHeaders: Readonly<Record<string, string>>;
  /** 307 targets already chosen, by `linkType` and Accept-Language; null: no link, a document. */
  readonly locations: Map<string, string | null>;
  /** Documents already encoded (the HTML page on the first browser scan, the same for every browser). */
  readonly documents: Partial<Record<Exclude<DocumentKind, 'html'>, EncodedDocument>>;
  /** The HTML page already encoded, per page language (at most six): the same for every browser of that language. */
  readonly pages: Map<PageLanguage, EncodedDocument>;
}

/**
 * The resolver's answers per request path (dpp.md, "The resolver": a hot path like the short
 * link), one per app context. The key is the path as requested, so a cached scan neither
 * parses the Digital Link again nor looks anything up; the value is the passport it resolved
 * to, also after a walk-up. Paths that resolve to nothing, or are not canonical (301), are not
 * kept, so random paths cannot evict real entries. Any passport write may change what some
 * path resolves to (a new serial-level passport takes over from its model), so passport
 * operations drop the whole cache after they commit (caches.forgetPassports); writes are rare
 * next to scans.
 */
export class ResolverCache {
  private readonly paths = new ExpiringLru<ResolvedEntry>(RESOLVER_CACHE_MAX_ENTRIES, RESOLVER_CACHE_TTL_MS);
  /** The same entries by passport version, so that paths leading to one passport share it. */
  private readonly versions = new ExpiringLru<ResolvedEntry>(RESOLVER_CACHE_MAX_ENTRIES, RESOLVER_CACHE_TTL_MS);
  /** The document each Accept value asks for. */
  readonly documentKinds = new DocumentKindMemo();

  get(path: string, nowMs: number): ResolvedEntry | undefined {
    return this.paths.get(path, nowMs);
  }

  /** Keeps what `path` resolved to: the entry of this passport version if another path made it, else `build()`'s. */
  remember(path: string, row: PassportRow, nowMs: number, build: () => ResolvedEntry): ResolvedEntry {
    const version = `${row.id} ${row.updated_at}`;
    let entry = this.versions.get(version, nowMs);
    if (!entry) {
      entry = build();
      this.versions.set(version, entry, nowMs);
    }
    this.paths.set(path, entry, nowMs);
    return entry;
  }

  /** Drops the paths that lead to, or through, a matching passport (a deleted workspace's or organization's). */
  deleteWhere(matches: (row: PassportRow) => boolean): void {
    const leadsTo = (entry: ResolvedEntry) => entry.levels.some((level) => matches(level.row));
    this.paths.deleteWhere(leadsTo);
    this.versions.deleteWhere(leadsTo);
  }

  clear(): void {
    this.paths.clear();
    this.versions.clear();
  }
}
