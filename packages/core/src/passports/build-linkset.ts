/**
 * The linkset of a passport (RFC 9264 §4.2 JSON linkset; GS1 Digital Link 1.x resolver,
 * `linkType=all` / `Accept: application/linkset+json`; dpp.md, "The resolver"): one context
 * object anchored at the Digital Link URI, each relation named by its GS1 vocabulary IRI and
 * listing its targets with `title` and `hreflang`; `gs1:defaultLink` is the passport's
 * overall default (its default or first `gs1:pip` link, else the passport page itself).
 */
import { GS1_VOCABULARY, linkTypeIri } from './link-types';
import { passportDefaultLink } from './select-link';
import type { PassportLink } from './passport-body';

export interface LinksetTarget {
  readonly href: string;
  readonly title?: string;
  readonly hreflang?: readonly string[];
}

export interface Linkset {
  readonly linkset: readonly [Readonly<Record<string, string | readonly LinksetTarget[]>>];
}

export const LINKSET_MEDIA_TYPE = 'application/linkset+json';

function target(link: PassportLink): LinksetTarget {
  return {
    href: link.url,
    ...(link.title === null ? {} : { title: link.title }),
    ...(link.language === null ? {} : { hreflang: [link.language] }),
  };
}

/** `anchor` is the passport's Digital Link URI, which also serves its page. */
export function buildLinkset(anchor: string, links: readonly PassportLink[]): Linkset {
  const context: Record<string, string | LinksetTarget[]> = { anchor };
  const fallback = passportDefaultLink(links);
  context[`${GS1_VOCABULARY}defaultLink`] = [fallback === undefined ? { href: anchor } : target(fallback)];
  for (const link of links) {
    const relation = linkTypeIri(link.link_type);
    const targets = (context[relation] ??= []) as LinksetTarget[];
    targets.push(target(link));
  }
  return { linkset: [context] };
}

/** The `Link` header every resolver answer carries (dpp.md): `<…?linkType=all>; rel="linkset"`. */
export function linksetLinkHeader(digitalLink: string): string {
  return `<${digitalLink}?linkType=all>; rel="linkset"; type="${LINKSET_MEDIA_TYPE}"`;
}
