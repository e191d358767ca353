/**
 * GS1 Digital Link URIs for a GTIN (GS1 Digital Link URI Syntax 1.x; dpp.md, "Identifiers"):
 * `{base}/01/{gtin14}[/22/{cpv}][/10/{lot}][/21/{serial}]`, qualifier values percent-encoded.
 *
 * Building always gives the canonical form: GTIN-14, qualifiers in the order 22, 10, 21, and
 * every character outside A–Z a–z 0–9 `-._~` (RFC 3986 unreserved) percent-encoded with
 * upper-case hex — what the GS1 Digital Link ABNF asks of AI values (it lists `%21`, `%26`,
 * `%2A`, `%3A`, … as the only spellings of those characters) and what GS1's own Barcode Syntax
 * Engine writes. Parsing is lenient where the standard is (a GTIN-8/12/13 is normalized, any
 * path prefix may precede `/01/`, set-82 characters that are legal raw in a path such as `!`
 * or `:` may come unencoded, hex may be lower case) and strict where it is not (unknown
 * primary key, unknown, repeated or out-of-order qualifier, bad check digit, a character
 * outside set 82, an empty segment).
 *
 * Which spellings count as the canonical URI: those that differ from it only in whether a
 * character RFC 3986 allows raw in a path segment (`pchar`: unreserved, the sub-delims
 * ``!$&'()*+,;=``, `:` and `@`) is percent-encoded. URI normalizers decode exactly these
 * escapes (h3 does so before any route sees the path; so may a proxy or a scanning app), so
 * the canonical `/21/A%21B` can arrive as `/21/A!B`: were that a redirect to the canonical
 * URI, the canonical URI would redirect to itself forever. Every other difference — a short
 * GTIN, lower-case hex in an escape that must stay (`%2f`) — is not canonical, and the
 * resolver answers it with a 301 to the canonical URI, which is then a fixed point.
 */
import { gs1Failure, gs1Ok, type Gs1Result } from './gs1-result';
import { parseGtin } from './gtin';
import { parseGs1Identifier, type Gs1Identifier } from './gs1-identifier';
import { GTIN_QUALIFIERS, qualifierByAi } from './key-qualifiers';

/** The GTIN's AI: the one primary key we resolve (`supportedPrimaryKeys: ["01"]`). */
export const GTIN_AI = '01';

/**
 * The other GS1 primary keys (GS1 Digital Link 1.x, Table of primary keys), so that a path
 * using one is refused as "not supported" rather than "not a Digital Link".
 */
export const OTHER_PRIMARY_KEYS: ReadonlySet<string> = new Set(['00', '253', '255', '401', '402', '414', '417', '8003', '8004', '8006', '8010', '8013', '8017', '8018']);

const UNRESERVED = /[A-Za-z0-9\-._~]/;
const UTF8 = new TextEncoder();

/** Percent-encodes everything outside RFC 3986 unreserved (dpp.md). Values are ASCII (set 82). */
export function encodeDigitalLinkValue(value: string): string {
  let out = '';
  for (const char of value) {
    if (UNRESERVED.test(char)) out += char;
    else for (const byte of UTF8.encode(char)) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * An escape of a character RFC 3986 allows raw in a path segment (`pchar` minus `%`): letters,
 * digits, `-._~`, the sub-delims ``!$&'()*+,;=``, `:` and `@`. Hex in either case.
 */
const NEEDLESS_PATH_ESCAPE = /%(2[146-9A-Ea-e]|3[0-9ABDabd]|4[0-9A-Fa-f]|5[0-9Aa]|5[Ff]|6[1-9A-Fa-f]|7[0-9Aa]|7[Ee])/g;

/** The path with every needless escape decoded: two spellings of one URI as a normalizer would make them. */
function withoutNeedlessEscapes(path: string): string {
  return path.replace(NEEDLESS_PATH_ESCAPE, (escape) => String.fromCharCode(Number.parseInt(escape.slice(1), 16)));
}

/**
 * True when `path` is the canonical path `canonicalPath`, spelled with or without escapes of
 * characters legal raw in a path segment (see the file comment).
 */
export function isCanonicalSpelling(path: string, canonicalPath: string): boolean {
  return path === canonicalPath || withoutNeedlessEscapes(path) === withoutNeedlessEscapes(canonicalPath);
}

/** Undoes percent-encoding of one path segment; undefined for a `%` not followed by two hex digits or non-UTF-8 bytes. */
function decodeSegment(segment: string): string | undefined {
  if (/%(?![0-9A-Fa-f]{2})/.test(segment)) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** `/01/{gtin14}[/22/…][/10/…][/21/…]`, the part after the base. */
export function buildDigitalLinkPath(identifier: Gs1Identifier): string {
  const valid = parseGs1Identifier(identifier);
  if (!valid.ok) throw new RangeError(`buildDigitalLinkPath: ${valid.failure.message}`);
  let path = `/${GTIN_AI}/${valid.value.gtin}`;
  for (const { ai, field } of GTIN_QUALIFIERS) {
    const value = valid.value[field];
    if (value !== undefined && value !== null) path += `/${ai}/${encodeDigitalLinkValue(value)}`;
  }
  return path;
}

/**
 * The canonical Digital Link URI on `base` (PUBLIC_URL, or any resolver root with a path
 * prefix). Trailing slashes of the base are dropped. Throws on an invalid identifier: callers
 * pass stored, validated identifiers.
 */
export function buildDigitalLink(base: string, identifier: Gs1Identifier): string {
  return `${base.replace(/\/+$/, '')}${buildDigitalLinkPath(identifier)}`;
}

export interface ParsedDigitalLinkPath {
  readonly identifier: Gs1Identifier;
  /** Everything before `/01/` (`''` at the root), still encoded as given. */
  readonly prefix: string;
  /**
   * False when the path is not the canonical URI's path, nor that path with some escapes of
   * characters legal raw in a path decoded ({@link isCanonicalSpelling}): a short GTIN, or a
   * value encoded otherwise (`%2f`). The resolver answers such a path with 301 to the
   * canonical URI.
   */
  readonly canonical: boolean;
}

/**
 * Parses a URI path (`/01/09506000134352/10/ABC`, with any prefix). Query and fragment must
 * already be split off (the resolver has them apart; {@link parseDigitalLink} splits a whole
 * URI).
 */
export function parseDigitalLinkPath(path: string): Gs1Result<ParsedDigitalLinkPath> {
  if (!path.startsWith('/')) return gs1Failure('uri', 'a Digital Link path starts with /');
  const segments = path.slice(1).split('/');
  // The GTIN's "01" is followed by its value and then AI/value pairs: an odd count of
  // segments after it. Several candidates can exist only if a prefix segment is "01"; at
  // most one of them parses (a later "01" would sit where a qualifier AI belongs).
  let firstFailure: Gs1Result<ParsedDigitalLinkPath> | undefined;
  for (let i = 0; i < segments.length; i += 1) {
    if (segments[i] !== GTIN_AI || (segments.length - i - 1) % 2 !== 1) continue;
    const parsed = parseKeyPath(segments.slice(i + 1));
    if (parsed.ok) {
      const prefix = i === 0 ? '' : `/${segments.slice(0, i).join('/')}`;
      const canonical = isCanonicalSpelling(path, `${prefix}${buildDigitalLinkPath(parsed.value)}`);
      return gs1Ok({ identifier: parsed.value, prefix, canonical });
    }
    firstFailure ??= parsed;
  }
  if (firstFailure) return firstFailure;
  const otherKey = segments.find((segment, i) => OTHER_PRIMARY_KEYS.has(segment) && i < segments.length - 1);
  if (otherKey !== undefined) {
    return gs1Failure('uri', `primary key AI ${otherKey} is not supported: only 01 (GTIN) is`);
  }
  if (segments.includes(GTIN_AI)) return gs1Failure('uri', 'a Digital Link path ends with /01/{gtin} and its qualifiers, each with a value');
  return gs1Failure('uri', 'not a GS1 Digital Link: no /01/{gtin} in the path');
}

/** `[gtin, ai, value, ai, value, …]` after the "01" segment. */
function parseKeyPath(segments: readonly string[]): Gs1Result<Gs1Identifier> {
  const [rawGtin = ''] = segments;
  const gtinValue = decodeSegment(rawGtin);
  const gtin = parseGtin(gtinValue);
  if (!gtin.ok) return gtin;
  const values: { cpv?: string; lot?: string; serial?: string } = {};
  let lastIndex = -1;
  for (let i = 1; i < segments.length; i += 2) {
    const ai = segments[i]!;
    const qualifier = qualifierByAi(ai);
    if (qualifier === undefined) {
      return gs1Failure('uri', `/${ai}/ is not a key qualifier of a GTIN: only 22 (CPV), 10 (lot) and 21 (serial), in that order`);
    }
    const index = GTIN_QUALIFIERS.indexOf(qualifier);
    if (index <= lastIndex) {
      return gs1Failure('uri', `key qualifiers of a GTIN come in the order 22, 10, 21, each at most once; /${ai}/ is out of order`);
    }
    lastIndex = index;
    const value = decodeSegment(segments[i + 1]!);
    if (value === undefined) return gs1Failure(qualifier.field, `${qualifier.field} (AI ${ai}) has a malformed percent-encoding`);
    if (value === '') return gs1Failure(qualifier.field, `${qualifier.field} (AI ${ai}) must be 1 to ${qualifier.maxLength} characters`);
    values[qualifier.field] = value;
  }
  return parseGs1Identifier({ gtin: gtin.value, ...values });
}

export interface ParsedDigitalLink {
  readonly identifier: Gs1Identifier;
  /** Scheme, host and path prefix: `buildDigitalLink(base, identifier)` gives the canonical URI. */
  readonly base: string;
  /** As {@link ParsedDigitalLinkPath.canonical}, for the path; query and fragment are ignored. */
  readonly canonical: boolean;
}

/**
 * Parses an absolute http(s) Digital Link URI, or a path starting with `/` (then `base` is the
 * prefix alone). Query string and fragment are ignored: passports carry no data attributes.
 */
export function parseDigitalLink(uri: string): Gs1Result<ParsedDigitalLink> {
  const trimmed = uri.trim();
  let origin = '';
  let path: string;
  if (trimmed.startsWith('/')) {
    path = trimmed.replace(/[?#].*$/s, '');
  } else {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      return gs1Failure('uri', 'uri must be an absolute http:// or https:// URI or a path starting with /');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return gs1Failure('uri', 'uri must be an http:// or https:// URI');
    origin = url.origin;
    path = url.pathname;
  }
  const parsed = parseDigitalLinkPath(path);
  if (!parsed.ok) return parsed;
  return gs1Ok({ identifier: parsed.value.identifier, base: `${origin}${parsed.value.prefix}`, canonical: parsed.value.canonical });
}
