import { formatPlainDecimal } from '../internal/plain-decimal';
import { payloadFailure, payloadOk, type PayloadResult } from './payload-result';

export interface LocationContent {
  readonly type: 'location';
  /** Degrees, −90 to 90 (WGS 84). A number, or a decimal string like `"52.52"`. */
  readonly location_lat: number | string;
  /** Degrees, −180 to 180 (WGS 84). */
  readonly location_lng: number | string;
}

const DECIMAL = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

/**
 * `geo:<lat>,<lng>` (RFC 5870). Coordinates are written in plain decimal notation, never with
 * an exponent (the URI grammar allows only digits, `-` and `.`), with the shortest digits
 * that read back as the same double.
 */
export function buildLocationPayload(content: LocationContent): PayloadResult {
  const lat = coordinate(content.location_lat, 90);
  if (lat === undefined) return payloadFailure('location_lat', 'location_lat must be a number from -90 to 90.');
  const lng = coordinate(content.location_lng, 180);
  if (lng === undefined) return payloadFailure('location_lng', 'location_lng must be a number from -180 to 180.');
  return payloadOk(`geo:${formatPlainDecimal(lat)},${formatPlainDecimal(lng)}`);
}

function coordinate(input: unknown, limit: number): number | undefined {
  let value: number;
  if (typeof input === 'number') value = input;
  else if (typeof input === 'string' && DECIMAL.test(input.trim())) value = Number(input.trim());
  else return undefined;
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}
