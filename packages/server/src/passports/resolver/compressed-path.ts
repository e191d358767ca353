import { buildDigitalLinkPath, decompressDigitalLinkPath } from '@quietzone/core';

/**
 * The canonical uncompressed path (`/01/04006381333931`) of a compressed GS1 Digital Link at
 * the root (`/AQdJnd9bVg`, GS1 Digital Link: Compression), or undefined when the segment is
 * not one of a GTIN. The resolver then answers the request as it answers that path — the
 * passport, a 307 for `linkType`, the linkset, a scan recorded — the way GS1's resolvers treat
 * a compressed link: the same identity, spelled shorter. Data attributes packed beside the
 * GTIN (an expiry date) are dropped, as the resolver ignores them in the query string too.
 *
 * Compressed links share the root with short links (`/{shortCode}`), which are looked up first
 * (codes/short-links/short-link-routes.ts): an existing short code is never shadowed. A generated short code
 * (7 characters, 42 bits) is too short to hold a GTIN (55 bits at least, 10 characters), and an
 * imported one that reads as a compressed Digital Link is refused (codes/import/short-code-rule.ts),
 * so no short link can take a product's compressed link either.
 */
export function uncompressedDigitalLinkPath(segment: string): string | undefined {
  const decompressed = decompressDigitalLinkPath(`/${segment}`);
  return decompressed.ok ? buildDigitalLinkPath(decompressed.value.identifier) : undefined;
}
