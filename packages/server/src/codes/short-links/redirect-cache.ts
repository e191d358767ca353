import { createRuleMatcher, type CompiledRules } from '@quietzone/core/schemas';
import { ExpiringLru } from '../../app/expiring-lru';
import { UserAgentClassifier } from '../../scans/classify-user-agent';
import { PasswordFailures } from './password-failures';
import { safeHref } from '../../pages/escape-html';
import type { ShortLinkRecord } from './short-link-record';

/** A record's destination rules, compiled. */
export interface CompiledRuleSet {
  readonly match: CompiledRules;
  /** A rule names `country`: the IP→country table must be loaded before matching. */
  readonly needsCountry: boolean;
}

/** Contract: a dynamic code may be served from a cache of at most 60 s. */
export const REDIRECT_CACHE_TTL_MS = 60_000;
/** Bounds memory: ~1 KB per entry, so at most ~10 MB however many codes get scanned. */
export const REDIRECT_CACHE_MAX_ENTRIES = 10_000;

/**
 * In-process LRU of dynamic codes' short-link records, one per app context (codes/code-caches.ts:
 * two apps in one test process never see each other's entries unless they share the caches).
 *
 * Only dynamic codes are stored (contract: static codes read current state on every call);
 * unknown codes are not stored either, so a flood of random paths cannot evict real entries.
 * Expiry (`expires_at`) is never decided here: the route compares it with the clock on every
 * request, so a cached code still turns 410 on time.
 */
export class RedirectCache {
  private readonly records: ExpiringLru<ShortLinkRecord>;
  /** safeHref of each destination per record (see {@link location}); dies with the record. */
  private readonly locations = new WeakMap<ShortLinkRecord, Map<string, string | undefined>>();
  /** Each record's rules compiled once (see {@link rules}); dies with the record. */
  private readonly compiledRules = new WeakMap<ShortLinkRecord, CompiledRuleSet>();
  /** One zone clock for every code's time windows: `Intl` runs once per zone and minute. */
  private readonly ruleMatcher = createRuleMatcher();
  /** Device and OS of a scan for `device`/`os` rules, read at request time (cached per user agent). */
  readonly agents = new UserAgentClassifier();
  /** Wrong passwords per client network and per code (5 and 50 a minute, then 429). */
  readonly passwordFailures = new PasswordFailures();

  constructor(maxEntries = REDIRECT_CACHE_MAX_ENTRIES, ttlMs = REDIRECT_CACHE_TTL_MS) {
    this.records = new ExpiringLru(maxEntries, ttlMs);
  }

  get(shortCode: string, nowMs: number): ShortLinkRecord | undefined {
    return this.records.get(shortCode, nowMs);
  }

  set(record: ShortLinkRecord, nowMs: number): void {
    if (record.isDynamic) this.records.set(record.shortCode, record, nowMs);
  }

  delete(shortCode: string): void {
    this.records.delete(shortCode);
  }

  /** Drops every entry whose record matches, e.g. all codes of a deleted workspace. */
  deleteWhere(matches: (record: ShortLinkRecord) => boolean): void {
    this.records.deleteWhere(matches);
  }

  /**
   * safeHref of a destination, once per record: the cache hands out the same frozen record for
   * up to 60 s, so the hottest path parses each destination URL once, not per scan.
   */
  location(record: ShortLinkRecord, url: string): string | undefined {
    let locations = this.locations.get(record);
    if (!locations) {
      locations = new Map();
      this.locations.set(record, locations);
    }
    if (!locations.has(url)) locations.set(url, safeHref(url));
    return locations.get(url);
  }

  /**
   * The record's rules compiled (sets, minute bounds, zone readers), once per record: a cached
   * record is served for up to 60 s, so a scan only runs the compiled matcher.
   */
  rules(record: ShortLinkRecord): CompiledRuleSet {
    let compiled = this.compiledRules.get(record);
    if (compiled === undefined) {
      compiled = { match: this.ruleMatcher.compileRules(record.rules), needsCountry: record.rules.some((rule) => rule.when.country !== undefined) };
      this.compiledRules.set(record, compiled);
    }
    return compiled;
  }

  clear(): void {
    this.records.clear();
  }

  get size(): number {
    return this.records.size;
  }
}
