import type { FieldError } from '@quietzone/core';
import { uncompressedDigitalLinkPath } from '../../passports/resolver/compressed-path';

/** The longest short code the short-link route looks up (codes/short-links/short-link-routes.ts answers longer paths 404 unread). */
export const MAX_IMPORTED_SHORT_CODE_LENGTH = 64;

/**
 * First path segments the service answers itself at the root (the API, the docs, metrics): a
 * short code spelled like one would never be reached.
 */
const RESERVED_SHORT_CODES: readonly string[] = ['v1', 'docs', 'health', 'metrics', 'openapi', 'favicon'];

/**
 * Why an imported short code cannot be kept, or undefined when it can (if free): one path segment
 * of letters, digits, `-` and `_` (what Bitly back-halves and Shlink custom slugs use, safe in a
 * URL unescaped), at most 64 characters, not a reserved segment, not a compressed GS1 Digital
 * Link. Case matters, as in every short link.
 */
export function shortCodeError(shortCode: string): FieldError | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(shortCode)) return { field: 'short_code', message: 'may hold only letters, digits, - and _' };
  if (shortCode.length > MAX_IMPORTED_SHORT_CODE_LENGTH) return { field: 'short_code', message: `must be at most ${MAX_IMPORTED_SHORT_CODE_LENGTH} characters` };
  if (RESERVED_SHORT_CODES.includes(shortCode.toLowerCase())) return { field: 'short_code', message: `"${shortCode}" is reserved for the service's own pages` };
  // Short links are looked up before compressed Digital Links at the root: such a short code
  // would take a product's GS1 identity from its owner.
  const digitalLink = uncompressedDigitalLinkPath(shortCode);
  if (digitalLink !== undefined) return { field: 'short_code', message: `"${shortCode}" is the compressed GS1 Digital Link ${digitalLink}, which the resolver answers` };
  return undefined;
}
