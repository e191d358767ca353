/**
 * The language ranges of an Accept-Language header with their weights (RFC 9110 §12.5.4,
 * RFC 4647 §2.1 basic ranges), lower-cased, most preferred first; ranges with q=0 ("not
 * acceptable") and malformed ones are dropped. Ties keep the header's order.
 */
export interface LanguageRange {
  readonly range: string;
  readonly q: number;
}

/** Browsers send a handful; a longer header is not worth parsing in full. */
const MAX_RANGES = 32;

export function languageRanges(acceptLanguage: string | null | undefined): LanguageRange[] {
  if (!acceptLanguage) return [];
  const ranges: LanguageRange[] = [];
  for (const part of acceptLanguage.split(',').slice(0, MAX_RANGES)) {
    const [rawRange = '', ...params] = part.split(';');
    const range = rawRange.trim().toLowerCase();
    if (range !== '*' && !/^[a-z]{1,8}(?:-[a-z0-9]{1,8})*$/.test(range)) continue;
    let q = 1;
    for (const param of params) {
      const value = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param)?.[1];
      if (value !== undefined) q = Math.min(Number(value), 1);
    }
    if (q > 0) ranges.push({ range, q });
  }
  return ranges.sort((a, b) => b.q - a.q);
}
