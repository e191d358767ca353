import type { AppContext } from '../../app/app-context';
import { findThreatMatches } from './find-threat-matches';
import { findBlockedHost } from './load-blocklist';

export interface LinkCheckResult {
  /** Links classified unsafe: `threat` is a Safe Browsing threat type or `BLOCKLIST`. */
  readonly unsafe: readonly { url: string; threat: string }[];
  /** Links no source could classify now (provider down or slow): accept and queue a re-check. */
  readonly unchecked: readonly string[];
}

/** The threat name of a URL whose host is on the local URL_BLOCKLIST. */
export const BLOCKLIST_THREAT = 'BLOCKLIST';

export interface CheckLinksOptions {
  readonly timeoutMs?: number;
  /**
   * False: the local blocklist only, no network (`skip_url_scan`, DESIGN.md "Link safety"); the
   * provider's verdict is left to the re-check job. Default true.
   */
  readonly remote?: boolean;
}

/**
 * Classifies destination and landing-page links (contract, Codes PATCH rule 3): the local
 * blocklist first, then Google Safe Browsing when SAFE_BROWSING_API_KEY is set. Every URL not
 * in `unsafe` or `unchecked` is safe. Duplicates are checked once; results follow first
 * appearance. Never throws for provider trouble. An unreadable blocklist file is logged and
 * leaves the URLs it would have judged unchecked (fail towards a re-check, not towards "safe").
 */
export async function checkLinks(
  ctx: Pick<AppContext, 'config' | 'logger' | 'blocklists'>,
  urls: readonly string[],
  options: CheckLinksOptions = {},
): Promise<LinkCheckResult> {
  const distinct = [...new Set(urls)];
  const threats = new Map<string, string>();
  const unchecked = new Set<string>();

  if (ctx.config.urlBlocklist !== undefined && distinct.length > 0) {
    try {
      const hosts = await ctx.blocklists.load(ctx.config.urlBlocklist);
      for (const url of distinct) if (findBlockedHost(hosts, url) !== undefined) threats.set(url, BLOCKLIST_THREAT);
    } catch (error) {
      ctx.logger.error('link safety: URL_BLOCKLIST unreadable', { path: ctx.config.urlBlocklist, error: error instanceof Error ? error.message : String(error) });
      for (const url of distinct) unchecked.add(url);
    }
  }

  const apiKey = ctx.config.safeBrowsingApiKey;
  const remaining = distinct.filter((url) => !threats.has(url));
  if (apiKey !== undefined && options.remote !== false && remaining.length > 0) {
    const result = await findThreatMatches({ endpoint: ctx.config.safeBrowsingUrl, apiKey, urls: remaining, ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }) });
    for (const message of result.errors) ctx.logger.error('link safety: Safe Browsing lookup failed', { error: message });
    for (const [url, threat] of result.threats) {
      threats.set(url, threat);
      unchecked.delete(url);
    }
    for (const url of result.unchecked) unchecked.add(url);
  }

  return {
    unsafe: distinct.filter((url) => threats.has(url)).map((url) => ({ url, threat: threats.get(url)! })),
    unchecked: distinct.filter((url) => unchecked.has(url)),
  };
}
