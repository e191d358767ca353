/**
 * GS1 Web Vocabulary link types (GS1 Digital Link 1.x resolver link types, `https://gs1.org/voc/`;
 * dpp.md, "links" and Precise points, "Links"): a link's `link_type` and the resolver's
 * `linkType` parameter take the CURIE `gs1:pip` or the full IRI in either of GS1's namespaces,
 * `https://gs1.org/voc/pip` or `https://ref.gs1.org/voc/pip` (GS1-Conformant Resolver 1.2
 * §2.14: a resolver SHALL recognise the GS1 vocabulary; GS1's own linksets use both), the
 * prefix in any case, and are stored as the CURIE.
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

/** The namespaces a GS1 vocabulary term may be written in; the term itself is case-sensitive. */
const GS1_PREFIX = /^(?:gs1:|https?:\/\/(?:ref\.)?gs1\.org\/voc\/)(.*)$/i;

/**
 * The vocabulary term of `gs1:x`, `https://gs1.org/voc/x` or `https://ref.gs1.org/voc/x`
 * (reserved terms such as `defaultLink` included); undefined for anything else.
 */
export function gs1LinkTypeTerm(value: string): string | undefined {
  const term = GS1_PREFIX.exec(value.trim())?.[1];
  return term !== undefined && TERM.test(term) ? term : undefined;
}

/** `gs1:x` for `gs1:x` or the IRI of `x` in a GS1 namespace; undefined otherwise and for the reserved terms. */
export function normalizeLinkType(value: string): string | undefined {
  const term = gs1LinkTypeTerm(value);
  if (term === undefined || RESERVED_TERMS.has(term)) return undefined;
  return `gs1:${term}`;
}

/** The full IRI of a stored `gs1:x` link type (linksets name relations by IRI, RFC 9264 §4.2). */
export function linkTypeIri(linkType: string): string {
  return linkType.startsWith('gs1:') ? `${GS1_VOCABULARY}${linkType.slice(4)}` : linkType;
}
