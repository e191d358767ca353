/**
 * Which link a resolver request for a passport answers with (dpp.md, "The resolver" and
 * Precise points, "Links"; GS1-Conformant Resolver 1.2 §2.5.9 and §2.6):
 * - the links come in levels: the matched passport's, then those of the passports above it
 *   (its lot's, then its GTIN's), and a link type is answered from the most granular level
 *   that has it, so a serial without its own `gs1:epil` link answers its model's;
 * - `linkType=<type>` (CURIE or vocabulary IRI): among that level's links of that type, the
 *   best Accept-Language match, else the one marked default, else the first listed;
 * - a type no level has, or `gs1:defaultLink`: the overall default — the default `gs1:pip`
 *   link of the most granular level with one, else its first `gs1:pip` link, else the page.
 * A language matches a range when equal, or when one is a prefix of the other at a subtag
 * boundary (`de` ~ `de-CH`, RFC 4647 §3.3.1 and lookup's truncation). `*` states no
 * preference (RFC 9110 §12.5.4: any language is acceptable), so it ranks no link above
 * another and the default decides, as without the header.
 * Higher q wins, then an exact match over a prefix match, then `default`, then list order.
 */
import { languageRanges, type LanguageRange } from '../internal/language-ranges';
import { DEFAULT_LINK_TYPE, gs1LinkTypeTerm, normalizeLinkType } from './link-types';

export interface SelectableLink {
  readonly link_type: string;
  readonly language: string | null;
  readonly default: boolean;
}

export type LinkSelection<L> = { readonly kind: 'link'; readonly link: L } | { readonly kind: 'page' };

const DEFAULT_LINK_TERMS = new Set(['defaultLink', 'defaultLinkMulti']);

/** The passport's `gs1:defaultLink`: its default pip link, else its first pip link, else none (the page). */
export function passportDefaultLink<L extends SelectableLink>(links: readonly L[]): L | undefined {
  const pips = links.filter((link) => link.link_type === DEFAULT_LINK_TYPE);
  return pips.find((link) => link.default) ?? pips[0];
}

/** The overall default over levels (most granular first): the default link of the first level with a `gs1:pip` link. */
export function resolverDefaultLink<L extends SelectableLink>(levels: readonly (readonly L[])[]): L | undefined {
  for (const links of levels) {
    const chosen = passportDefaultLink(links);
    if (chosen !== undefined) return chosen;
  }
  return undefined;
}

/** The link for `linkType` among levels of links, most granular first (the matched passport's, then those above it). */
export function selectResolverLink<L extends SelectableLink>(levels: readonly (readonly L[])[], linkType: string, acceptLanguage?: string | null): LinkSelection<L> {
  const term = gs1LinkTypeTerm(linkType);
  const requested = term !== undefined && DEFAULT_LINK_TERMS.has(term) ? undefined : normalizeLinkType(linkType);
  if (requested !== undefined) {
    for (const links of levels) {
      const candidates = links.filter((link) => link.link_type === requested);
      if (candidates.length > 0) return { kind: 'link', link: bestLanguageMatch(candidates, languageRanges(acceptLanguage)) };
    }
  }
  const chosen = resolverDefaultLink(levels);
  return chosen === undefined ? { kind: 'page' } : { kind: 'link', link: chosen };
}

/** {@link selectResolverLink} for one passport's links alone. */
export function selectPassportLink<L extends SelectableLink>(links: readonly L[], linkType: string, acceptLanguage?: string | null): LinkSelection<L> {
  return selectResolverLink([links], linkType, acceptLanguage);
}

/** Rank of a link against the ranges: [q, exactness]; exactness 2 exact, 1 prefix, -1 none (`*` included). */
function languageRank(language: string | null, ranges: readonly LanguageRange[]): [number, number] {
  let best: [number, number] = [0, -1];
  if (language === null) return best;
  const tag = language.toLowerCase();
  for (const { range, q } of ranges) {
    if (range === '*') continue;
    const exactness = range === tag ? 2 : tag.startsWith(`${range}-`) || range.startsWith(`${tag}-`) ? 1 : -1;
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
