/**
 * Which link a resolver request for a passport answers with (dpp.md, "The resolver" and
 * Precise points, "Links"; GS1 Digital Link 1.x resolver rules):
 * - `linkType=<type>` (CURIE or vocabulary IRI): among the passport's links of that type, the
 *   best Accept-Language match, else the one marked default, else the first listed;
 * - a type the passport lacks, or `gs1:defaultLink`: the passport's overall default — its
 *   default `gs1:pip` link, else its first `gs1:pip` link, else the passport page.
 * A language matches a range when equal, or when one is a prefix of the other at a subtag
 * boundary (`de` ~ `de-CH`, RFC 4647 §3.3.1 and lookup's truncation); `*` matches any.
 * Higher q wins, then an exact match over a prefix match, then `default`, then list order.
 */
import { languageRanges, type LanguageRange } from '../internal/language-ranges';
import { DEFAULT_LINK_TYPE, GS1_VOCABULARY, normalizeLinkType } from './link-types';

export interface SelectableLink {
  readonly link_type: string;
  readonly language: string | null;
  readonly default: boolean;
}

export type LinkSelection<L> = { readonly kind: 'link'; readonly link: L } | { readonly kind: 'page' };

const DEFAULT_LINK_REQUESTS = new Set(['gs1:defaultLink', `${GS1_VOCABULARY}defaultLink`, 'gs1:defaultLinkMulti', `${GS1_VOCABULARY}defaultLinkMulti`]);

/** The passport's `gs1:defaultLink`: its default pip link, else its first pip link, else none (the page). */
export function passportDefaultLink<L extends SelectableLink>(links: readonly L[]): L | undefined {
  const pips = links.filter((link) => link.link_type === DEFAULT_LINK_TYPE);
  return pips.find((link) => link.default) ?? pips[0];
}

export function selectPassportLink<L extends SelectableLink>(links: readonly L[], linkType: string, acceptLanguage?: string | null): LinkSelection<L> {
  const requested = DEFAULT_LINK_REQUESTS.has(linkType.trim()) ? undefined : normalizeLinkType(linkType);
  const candidates = requested === undefined ? [] : links.filter((link) => link.link_type === requested);
  const chosen = candidates.length > 0 ? bestLanguageMatch(candidates, languageRanges(acceptLanguage)) : passportDefaultLink(links);
  return chosen === undefined ? { kind: 'page' } : { kind: 'link', link: chosen };
}

/** Rank of a link against the ranges: [q, exactness]; exactness 2 exact, 1 prefix, 0 `*`, -1 none. */
function languageRank(language: string | null, ranges: readonly LanguageRange[]): [number, number] {
  let best: [number, number] = [0, -1];
  if (language === null) return best;
  const tag = language.toLowerCase();
  for (const { range, q } of ranges) {
    const exactness = range === tag ? 2 : tag.startsWith(`${range}-`) || range.startsWith(`${tag}-`) ? 1 : range === '*' ? 0 : -1;
    if (exactness >= 0 && (q > best[0] || (q === best[0] && exactness > best[1]))) best = [q, exactness];
  }
  return best;
}

function bestLanguageMatch<L extends SelectableLink>(candidates: readonly L[], ranges: readonly LanguageRange[]): L {
  let best: L | undefined;
  let bestKey: [number, number, number] = [-1, -2, -1];
  for (const link of candidates) {
    const [q, exactness] = languageRank(link.language, ranges);
    const key: [number, number, number] = [q, exactness, link.default ? 1 : 0];
    // Strictly greater keeps the first listed among equals.
    if (key[0] > bestKey[0] || (key[0] === bestKey[0] && (key[1] > bestKey[1] || (key[1] === bestKey[1] && key[2] > bestKey[2])))) {
      best = link;
      bestKey = key;
    }
  }
  return best!;
}
