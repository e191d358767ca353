import { decompressAiElements, decompressDigitalLinkPath, identifierSummary, parseDigitalLink, parseElementString, type Gs1Result, type Gs1Identifier, type IdentifierSummary } from '@quietzone/core';
import { ApiError } from '../http/api-error';

/** The one identifier of `GET /gs1/identifiers?uri=` or `?element_string=` (the query schema allows only one of them). */
export interface IdentifierToParse {
  readonly uri?: string | undefined;
  readonly element_string?: string | undefined;
}

/**
 * Parses the identifier a caller gives (dpp.md, "Endpoints": nothing stored) with core's
 * parsers, and answers it in canonical form on this service. A refusal is 422 naming the
 * query parameter and, when the fault lies in one part of it, that part too (`uri.gtin`,
 * `element_string.serial`), with core's message: a wrong check digit names the expected one.
 */
export function parseIdentifierQuery(query: IdentifierToParse, publicUrl: string): IdentifierSummary {
  const parameter = query.uri !== undefined ? 'uri' : 'element_string';
  const parsed: Gs1Result<Gs1Identifier> = query.uri !== undefined ? parseUri(query.uri) : parseElementString(query.element_string ?? '');
  if (!parsed.ok) {
    const { field, message } = parsed.failure;
    const at = field === parameter ? parameter : `${parameter}.${field}`;
    throw new ApiError('validation', `The ${parameter === 'uri' ? 'Digital Link URI' : 'element string'} is not a valid GS1 identifier: ${message}.`, {
      errors: [{ field: at, message }],
    });
  }
  return identifierSummary(parsed.value, publicUrl);
}

/**
 * A Digital Link URI, uncompressed or compressed (GS1 Digital Link: Compression; the resolver
 * answers both). A URI without `/01/` whose last path segment holds compressed AIs is read as
 * compressed, its refusal naming what is wrong there (another primary key, a check digit);
 * anything else is the uncompressed parser's.
 */
function parseUri(uri: string): Gs1Result<Gs1Identifier> {
  const parsed = mapValue(parseDigitalLink(uri), (link) => link.identifier);
  if (parsed.ok || /\/01\//.test(uri)) return parsed;
  const path = uri.trim().replace(/[?#].*$/s, '');
  if (!decompressAiElements(path.slice(path.lastIndexOf('/') + 1)).ok) return parsed;
  return mapValue(decompressDigitalLinkPath(path), (link) => link.identifier);
}

function mapValue<T, U>(result: Gs1Result<T>, map: (value: T) => U): Gs1Result<U> {
  return result.ok ? { ok: true, value: map(result.value) } : result;
}
