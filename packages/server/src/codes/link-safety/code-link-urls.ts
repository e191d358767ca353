/** The stored columns of a code that hold links a scan can lead to. */
export interface CodeLinkColumns {
  readonly url: string | null;
  readonly ab_target_url_b: string | null;
  /** Landing-page links, `[{ label, url }]` (jsonb, parsed). */
  readonly links: unknown;
  /** Destination rules, `[{ when, url }]` (jsonb, parsed). */
  readonly rules: unknown;
}

/**
 * Every link of a code that link safety judges (DESIGN.md "Link safety"): the destination, the
 * A/B variant B, the landing-page links and the destination rules' URLs, each once, in that order. Stored values count even
 * when A/B or the landing page is switched off, because switching it on needs no new check.
 */
export function codeLinkUrls(code: CodeLinkColumns): string[] {
  const urls = new Set<string>();
  if (code.url) urls.add(code.url);
  if (code.ab_target_url_b) urls.add(code.ab_target_url_b);
  for (const list of [code.links, code.rules]) {
    if (!Array.isArray(list)) continue;
    for (const entry of list as unknown[]) {
      const url = typeof entry === 'object' && entry !== null ? (entry as { url?: unknown }).url : undefined;
      if (typeof url === 'string' && url !== '') urls.add(url);
    }
  }
  return [...urls];
}
