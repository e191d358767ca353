/**
 * PostgreSQL reads the ISO 8601 forms we store only for years 0001 to 9999: it has no year 0
 * (it counts 1 BC, 1 AD) and does not read the expanded `±YYYYYY` years that
 * `Date.prototype.toISOString` writes outside that range (ECMA-262 §21.4.1.32). An instant
 * outside them is a client's mistake, never something to send to the database.
 */
const FIRST_STORABLE_MS = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_STORABLE_MS = Date.parse('9999-12-31T23:59:59.999Z');

/** True when the instant (epoch ms) falls in UTC years 0001 to 9999. */
export function isStorableInstant(ms: number): boolean {
  return ms >= FIRST_STORABLE_MS && ms <= LAST_STORABLE_MS;
}

export const STORABLE_INSTANT_MESSAGE = 'must lie between the years 0001 and 9999 (UTC)';
