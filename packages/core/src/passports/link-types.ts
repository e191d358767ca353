/**
 * GS1 Web Vocabulary link types (GS1 Digital Link 1.x resolver link types, `https://gs1.org/voc/`;
 * dpp.md, "links" and Precise points, "Links"): a link's `link_type` and the resolver's
 * `linkType` parameter take the CURIE `gs1:pip` or the full `https://gs1.org/voc/pip`, and are
 * stored as the CURIE.
 *
 * Our decision: any syntactically valid vocabulary term is accepted (`gs1:` and a camelCase
 * name), not a closed list, because GS1 adds link types between versions (`gs1:dpp` is
 * recent) and refusing a real one would block a manufacturer. `gs1:defaultLink` and
 * `gs1:defaultLinkMulti` are refused: they name the resolver's choice, not a kind of link
 * (a link is made the default with `default: true`).
 */

export const GS1_VOCABULARY = 'https://gs1.org/voc/';

/** The link types dpp.md names, for documentation and templates. */
export const COMMON_GS1_LINK_TYPES = [
  'gs1:pip',
  'gs1:epil',
  'gs1:sustainabilityInfo',
  'gs1:recyclingInfo',
  'gs1:instructions',
  'gs1:safetyInfo',
  'gs1:certificationInfo',
  'gs1:dpp',
] as const;

/** The product information page: the passport's overall default link type (dpp.md, Links). */
export const DEFAULT_LINK_TYPE = 'gs1:pip';

const RESERVED_TERMS = new Set(['defaultLink', 'defaultLinkMulti']);
const TERM = /^[a-z][A-Za-z0-9]{0,63}$/;

/** `gs1:x` for `gs1:x`, `https://gs1.org/voc/x` or `http://gs1.org/voc/x`; undefined otherwise. */
export function normalizeLinkType(value: string): string | undefined {
  const term = /^(?:gs1:|https?:\/\/gs1\.org\/voc\/)(.*)$/.exec(value.trim())?.[1];
  if (term === undefined || !TERM.test(term) || RESERVED_TERMS.has(term)) return undefined;
  return `gs1:${term}`;
}

/** The full IRI of a stored `gs1:x` link type (linksets name relations by IRI, RFC 9264 §4.2). */
export function linkTypeIri(linkType: string): string {
  return linkType.startsWith('gs1:') ? `${GS1_VOCABULARY}${linkType.slice(4)}` : linkType;
}
