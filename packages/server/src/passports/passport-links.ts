import type { CodeLink } from '../codes/screen-links';

/**
 * The URLs a passport body stores, with their request fields (`manufacturer.website`,
 * `documents.0.url`, `links.2.url`): every one is published (page, JSON-LD, linkset), so every
 * one passes the same link-safety check as code destinations (dpp.md, links row).
 */
export function passportLinks(fields: {
  readonly manufacturer?: { readonly website?: string | null | undefined } | null | undefined;
  readonly documents?: readonly { readonly url: string }[] | undefined;
  readonly links?: readonly { readonly url: string }[] | undefined;
}): CodeLink[] {
  const found: CodeLink[] = [];
  const website = fields.manufacturer?.website;
  if (website) found.push({ field: 'manufacturer.website', url: website });
  fields.documents?.forEach((document, index) => found.push({ field: `documents.${index}.url`, url: document.url }));
  fields.links?.forEach((link, index) => found.push({ field: `links.${index}.url`, url: link.url }));
  return found;
}
