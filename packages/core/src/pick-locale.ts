/**
 * The language a public page is shown in: the visitor's most preferred language the page is
 * written in (Accept-Language, RFC 9110 §12.5.4, compared by primary subtag: `de-CH` reads
 * `de`), else `fallback` (the workspace's `default_locale`) when the page is written in it,
 * else the first of `supported`. `*` states no preference, so it falls through to the fallback
 * rather than picking an arbitrary language.
 */
import { languageRanges } from './internal/language-ranges';

export function pickLocale<const T extends string>(acceptLanguage: string | null | undefined, supported: readonly [T, ...T[]], fallback: string | null | undefined): T {
  for (const { range } of languageRanges(acceptLanguage)) {
    const match = supportedPrimary(range, supported);
    if (match !== undefined) return match;
  }
  return (fallback ? supportedPrimary(fallback.toLowerCase(), supported) : undefined) ?? supported[0];
}

function supportedPrimary<T extends string>(tag: string, supported: readonly T[]): T | undefined {
  const primary = /^([a-z]{2,3})(?:-|$)/.exec(tag)?.[1];
  return primary === undefined ? undefined : supported.find((language) => language === primary);
}
