/**
 * Google Safe Browsing v4 Lookup API client (`threatMatches:find`). Never throws for provider
 * trouble: a network error, timeout, non-2xx answer or unreadable body leaves that batch's
 * URLs `unchecked`, so the caller can accept them and queue a re-check (contract, Codes PATCH
 * rule 3).
 */

/** The threat lists a QR destination must not be on. */
export const SAFE_BROWSING_THREAT_TYPES = ['MALWARE', 'SOCIAL_ENGINEERING', 'UNWANTED_SOFTWARE', 'POTENTIALLY_HARMFUL_APPLICATION'] as const;
/** The Lookup API accepts at most 500 threatEntries per request. */
export const SAFE_BROWSING_MAX_ENTRIES = 500;
/** Per request; a save waits for this at most per batch before accepting and queueing. */
export const SAFE_BROWSING_TIMEOUT_MS = 3_000;

const CLIENT = { clientId: 'quietzone', clientVersion: '0.1.0' } as const;

export interface ThreatMatchesInput {
  /** The endpoint, `…/v4/threatMatches:find` (SAFE_BROWSING_URL). */
  readonly endpoint: string;
  readonly apiKey: string;
  /** Distinct URLs; sent in requests of at most SAFE_BROWSING_MAX_ENTRIES. */
  readonly urls: readonly string[];
  readonly timeoutMs?: number;
}

export interface ThreatMatchesResult {
  /** URL → first threat type reported for it. */
  readonly threats: ReadonlyMap<string, string>;
  readonly unchecked: readonly string[];
  /** Why some URLs stayed unchecked (for logs), one line per failed request. */
  readonly errors: readonly string[];
}

export async function findThreatMatches(input: ThreatMatchesInput): Promise<ThreatMatchesResult> {
  const threats = new Map<string, string>();
  const unchecked: string[] = [];
  const errors: string[] = [];
  const endpoint = new URL(input.endpoint);
  endpoint.searchParams.set('key', input.apiKey);
  for (let start = 0; start < input.urls.length; start += SAFE_BROWSING_MAX_ENTRIES) {
    const batch = input.urls.slice(start, start + SAFE_BROWSING_MAX_ENTRIES);
    const outcome = await lookup(endpoint, batch, input.timeoutMs ?? SAFE_BROWSING_TIMEOUT_MS);
    if (typeof outcome === 'string') {
      unchecked.push(...batch);
      errors.push(outcome);
      continue;
    }
    for (const [url, threat] of outcome) if (!threats.has(url)) threats.set(url, threat);
  }
  return { threats, unchecked, errors };
}

/** The matches of one request, or a string saying why there is no answer. */
async function lookup(endpoint: URL, urls: readonly string[], timeoutMs: number): Promise<Map<string, string> | string> {
  const body = {
    client: CLIENT,
    threatInfo: {
      threatTypes: SAFE_BROWSING_THREAT_TYPES,
      platformTypes: ['ANY_PLATFORM'],
      threatEntryTypes: ['URL'],
      threatEntries: urls.map((url) => ({ url })),
    },
  };
  let parsed: unknown;
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return `Safe Browsing answered HTTP ${response.status}`;
    }
    parsed = await response.json();
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return name === 'TimeoutError' || name === 'AbortError' ? `Safe Browsing timed out after ${timeoutMs} ms` : `Safe Browsing unreachable: ${describe(error)}`;
  }
  return readMatches(parsed, urls);
}

/** `{}` means no match; each match names its entry in `threat.url` as we sent it. */
function readMatches(parsed: unknown, urls: readonly string[]): Map<string, string> | string {
  if (typeof parsed !== 'object' || parsed === null) return 'Safe Browsing answered a body that is not a JSON object';
  const matches = (parsed as { matches?: unknown }).matches;
  const threats = new Map<string, string>();
  if (matches === undefined) return threats;
  if (!Array.isArray(matches)) return 'Safe Browsing answered `matches` that is not an array';
  const sent = new Set(urls);
  const byCanonical = new Map(urls.map((url) => [canonical(url), url] as const));
  for (const match of matches as unknown[]) {
    if (typeof match !== 'object' || match === null) continue;
    const { threatType, threat } = match as { threatType?: unknown; threat?: { url?: unknown } };
    const matched = typeof threat?.url === 'string' ? threat.url : undefined;
    if (matched === undefined) continue;
    const url = sent.has(matched) ? matched : byCanonical.get(canonical(matched));
    if (url !== undefined && !threats.has(url)) threats.set(url, typeof threatType === 'string' ? threatType : 'THREAT_TYPE_UNSPECIFIED');
  }
  return threats;
}

function canonical(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
}
