import { JSON_LD_MEDIA_TYPE, LINKSET_MEDIA_TYPE } from '@quietzone/core';

/**
 * What a resolver request for a found passport asks for (dpp.md, "The resolver"), in this
 * order: a `linkType` other than `linkset` or `all` → one link (307; `link`); `linkType=linkset`
 * (GS1-Conformant Resolver 1.x), `linkType=all` (its older name) or
 * `Accept: application/linkset+json` → the linkset, never a redirect; `Accept: application/ld+json` → JSON-LD;
 * a browser (Accept includes `text/html`, Precise points) → the HTML page; anything else →
 * the public passport as JSON.
 *
 * Decision: media types are matched by presence in Accept, not by q-values: the four answers
 * are disjoint, clients of the machine formats name theirs explicitly, and a browser's
 * `*\/*` must not turn into JSON-LD.
 */
export type ResolverAnswer = { readonly kind: 'link'; readonly linkType: string } | { readonly kind: DocumentKind };

export type DocumentKind = 'linkset' | 'json_ld' | 'html' | 'json';

export function resolverAnswer(linkType: string | null, accept: string | null, kinds: DocumentKinds = { of: documentKind }): ResolverAnswer {
  const linkset = linkType === 'linkset' || linkType === 'all';
  if (linkType !== null && linkType !== '' && !linkset) return { kind: 'link', linkType };
  return { kind: kinds.of(linkset, accept) };
}

/** {@link documentKind}, or a memo of it. */
export interface DocumentKinds {
  of(linkset: boolean, accept: string | null): DocumentKind;
}

/** Accept values remembered at most: a handful of browsers and clients send nearly all scans. */
export const DOCUMENT_KIND_MEMO_SIZE = 64;

/**
 * {@link documentKind} per Accept value, remembered (one per app: the resolver cache's): a
 * browser's Accept is split, matched and lower-cased on every scan otherwise, a measurable
 * share of a cached resolver answer. Bounded; when full it starts over.
 */
export class DocumentKindMemo implements DocumentKinds {
  private readonly kinds = new Map<string, DocumentKind>();

  of(linkset: boolean, accept: string | null): DocumentKind {
    if (linkset || accept === null) return documentKind(linkset, accept);
    let kind = this.kinds.get(accept);
    if (kind === undefined) {
      kind = documentKind(false, accept);
      if (this.kinds.size >= DOCUMENT_KIND_MEMO_SIZE) this.kinds.clear();
      this.kinds.set(accept, kind);
    }
    return kind;
  }
}

/** The document answered without a link: also when the asked link type has no link to follow. */
export function documentKind(linkset: boolean, accept: string | null): DocumentKind {
  const types = acceptedTypes(accept);
  if (linkset || types.has(LINKSET_MEDIA_TYPE)) return 'linkset';
  if (types.has(JSON_LD_MEDIA_TYPE)) return 'json_ld';
  if (types.has('text/html')) return 'html';
  return 'json';
}

/** Whether the caller is a browser: its Accept names text/html (also what picks the HTML 404). */
export function acceptsHtml(accept: string | null): boolean {
  return acceptedTypes(accept).has('text/html');
}

/** The media types an Accept header names with q > 0, lower-cased, parameters dropped. */
function acceptedTypes(accept: string | null): Set<string> {
  const types = new Set<string>();
  if (!accept) return types;
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.split(';');
    if (params.some((param) => /^\s*q\s*=\s*0(?:\.0{0,3})?\s*$/i.test(param))) continue;
    types.add(type.trim().toLowerCase());
  }
  return types;
}
