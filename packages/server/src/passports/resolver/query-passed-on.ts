/**
 * GS1-Conformant Resolver 1.2 §2.12 (§5.19): a resolver SHALL pass on every key=value pair of
 * the request's query string when it redirects. `linkType` is the resolver's own keyword
 * (GS1 Digital Link URI Syntax §4.10.1), so it is the one pair left out.
 *
 * The link's URL with the request's query string but `linkType` added to its own (before any
 * fragment), each pair as sent: the target may read campaign or data attributes
 * (`?utm_source=…`, `?17=…`) from the scan.
 */
export function withQueryPassedOn(location: string, search: string): string {
  if (search.length <= 1) return location;
  const passed = search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && queryName(pair) !== 'linkType');
  if (passed.length === 0) return location;
  const hash = location.indexOf('#');
  const [base, fragment] = hash < 0 ? [location, ''] : [location.slice(0, hash), location.slice(hash)];
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${passed.join('&')}${fragment}`;
}

/** The decoded name of a `name=value` pair; the raw name when its encoding is malformed. */
function queryName(pair: string): string {
  const equals = pair.indexOf('=');
  const name = (equals < 0 ? pair : pair.slice(0, equals)).replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
