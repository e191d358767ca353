/**
 * The primary language subtag of the visitor's most preferred language (RFC 9110 §12.5.4
 * Accept-Language, RFC 5646 language tags): `de-CH,de;q=0.9,en;q=0.8` → `de`. Lowercase, 2–3
 * letters; undefined when the header is absent, `*`, or names nothing usable.
 */
import { languageRanges } from './internal/language-ranges';

export function primaryLanguage(acceptLanguage: string | null | undefined): string | undefined {
  // Ranges come most preferred first, ties in the header's order (the client's preference order).
  for (const { range } of languageRanges(acceptLanguage)) {
    const primary = /^([a-z]{2,3})(?:-|$)/.exec(range)?.[1];
    if (primary !== undefined) return primary;
  }
  return undefined;
}
