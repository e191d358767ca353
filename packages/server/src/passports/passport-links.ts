import type { CodeLink } from '../codes/screen-links';

/**
 * The URLs a passport body stores, with their request fields (`documents.0.url`,
 * `links.2.url`): they pass the same link-safety check as code destinations (dpp.md, links row).
 */
export function passportLinks(fields: {
  readonly documents?: readonly { readonly url: string }[] | undefined;
  readonly links?: readonly { readonly url: string }[] | undefined;
}): CodeLink[] {
  const found: CodeLink[] = [];
  fields.documents?.forEach((document, index) => found.push({ field: `documents.${index}.url`, url: document.url }));
  fields.links?.forEach((link, index) => found.push({ field: `links.${index}.url`, url: link.url }));
  return found;
}
