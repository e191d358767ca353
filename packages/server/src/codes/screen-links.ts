import type { FieldError } from '@quietzone/core';
import type { AppContext } from '../app/app-context';
import { checkLinks, type CheckLinksOptions } from './link-safety/check-links';

/** A URL a code would store, and the request field it came from (`url`, `links.2.url`). */
export interface CodeLink {
  readonly field: string;
  readonly url: string;
}

export interface LinkScreening<L extends CodeLink = CodeLink> {
  /** One entry per field holding an unsafe URL: the save is refused (422, nothing stored). */
  readonly errors: readonly FieldError[];
  /** The links behind `errors`, as passed in. */
  readonly unsafe: readonly L[];
  /** URLs no provider could classify now: accepted, and queued for a re-check with the save. */
  readonly unchecked: readonly string[];
}

/**
 * Destination and landing-page URLs through the URL reputation check (contract, Codes PATCH
 * rule 3; DESIGN.md, link safety), all in one lookup; `remote: false` consults the local
 * blocklist only.
 */
export async function screenLinks<L extends CodeLink>(
  ctx: Pick<AppContext, 'config' | 'logger' | 'blocklists'>,
  links: readonly L[],
  options: Pick<CheckLinksOptions, 'remote'> = {},
): Promise<LinkScreening<L>> {
  if (links.length === 0) return { errors: [], unsafe: [], unchecked: [] };
  const result = await checkLinks(ctx, links.map((link) => link.url), options);
  const threats = new Map(result.unsafe.map((entry) => [entry.url, entry.threat]));
  const unsafe = links.filter((link) => threats.has(link.url));
  const errors = unsafe.map((link) => unsafeLinkError(link, threats.get(link.url)!));
  return { errors, unsafe, unchecked: result.unchecked };
}

function unsafeLinkError(link: CodeLink, threat: string): FieldError {
  return { field: link.field, message: `The URL is classified unsafe (${threat}).` };
}

/** The URLs of a creation or PATCH body (destination, A/B target, landing links, rule destinations), with their fields. */
export function codeLinks(fields: {
  readonly url?: string | null | undefined;
  readonly ab_target_url_b?: string | null | undefined;
  readonly links?: readonly { readonly url: string }[] | undefined;
  readonly rules?: readonly { readonly url: string }[] | undefined;
}): CodeLink[] {
  const found: CodeLink[] = [];
  if (typeof fields.url === 'string') found.push({ field: 'url', url: fields.url });
  if (typeof fields.ab_target_url_b === 'string') found.push({ field: 'ab_target_url_b', url: fields.ab_target_url_b });
  fields.links?.forEach((link, index) => found.push({ field: `links.${index}.url`, url: link.url }));
  fields.rules?.forEach((rule, index) => found.push({ field: `rules.${index}.url`, url: rule.url }));
  return found;
}
