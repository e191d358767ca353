import { buildDigitalLink, parseGs1Identifier } from '@quietzone/core';
import { ApiError } from '../../http/api-error';

/**
 * `GET /dpp/{gtin}/{serial}?lot=` (dpp.md): the canonical Digital Link URI of this identity, for
 * the 301, on `base` (the request's origin). Nothing is looked up: the Digital Link answers whether a passport exists. An invalid
 * part is 400 naming it. `gtin` and `serial` are the raw path segments: decoded here in full,
 * since the router's decoding keeps `%2F` (a `/` is a legal serial character).
 */
export function canonicalDigitalLink(base: string, input: { gtin: string; serial: string; lot: string | undefined }): string {
  const identifier = parseGs1Identifier({ gtin: decodeSegment(input.gtin, 'gtin'), serial: decodeSegment(input.serial, 'serial'), lot: input.lot });
  if (!identifier.ok) {
    const { field, message } = identifier.failure;
    throw new ApiError('bad_request', `This is not a valid GS1 identifier: ${message}.`, { errors: [{ field, message }] });
  }
  return buildDigitalLink(base, identifier.value);
}

function decodeSegment(segment: string, field: 'gtin' | 'serial'): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    const message = `${field} has a malformed percent-encoding`;
    throw new ApiError('bad_request', `This is not a valid GS1 identifier: ${message}.`, { errors: [{ field, message }] });
  }
}
