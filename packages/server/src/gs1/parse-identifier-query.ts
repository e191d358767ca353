import { identifierSummary, parseDigitalLink, parseElementString, type Gs1Result, type Gs1Identifier, type IdentifierSummary } from '@quietzone/core';
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
  const parsed: Gs1Result<Gs1Identifier> =
    query.uri !== undefined ? mapValue(parseDigitalLink(query.uri), (link) => link.identifier) : parseElementString(query.element_string ?? '');
  if (!parsed.ok) {
    const { field, message } = parsed.failure;
    const at = field === parameter ? parameter : `${parameter}.${field}`;
    throw new ApiError('validation', `The ${parameter === 'uri' ? 'Digital Link URI' : 'element string'} is not a valid GS1 identifier: ${message}.`, {
      errors: [{ field: at, message }],
    });
  }
  return identifierSummary(parsed.value, publicUrl);
}

function mapValue<T, U>(result: Gs1Result<T>, map: (value: T) => U): Gs1Result<U> {
  return result.ok ? { ok: true, value: map(result.value) } : result;
}
