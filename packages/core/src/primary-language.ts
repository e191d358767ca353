/**
 * The primary language subtag of the visitor's most preferred language (RFC 9110 §12.5.4
 * Accept-Language, RFC 5646 language tags): `de-CH,de;q=0.9,en;q=0.8` → `de`. Lowercase, 2–3
 * letters; undefined when the header is absent, `*`, or names nothing usable.
 */
export function primaryLanguage(acceptLanguage: string | null | undefined): string | undefined {
  if (!acceptLanguage) return undefined;
  let best: string | undefined;
  let bestQ = 0;
  for (const part of acceptLanguage.split(',').slice(0, MAX_RANGES)) {
    const [range = '', ...params] = part.split(';');
    const primary = /^\s*([A-Za-z]{2,3})(?:-[A-Za-z0-9]{1,8})*\s*$/.exec(range)?.[1];
    if (!primary) continue;
    let q = 1;
    for (const param of params) {
      const value = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param)?.[1];
      if (value !== undefined) q = Number(value);
    }
    // Ties keep the first listed: the header's order is the client's preference order.
    if (q > bestQ) {
      best = primary.toLowerCase();
      bestQ = q;
    }
  }
  return best;
}

/** Browsers send a handful; a longer header is not worth parsing in full. */
const MAX_RANGES = 32;
