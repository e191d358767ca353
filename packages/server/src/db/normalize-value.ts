/** Type parsers shared by both Db drivers, so rows look the same on PGlite and postgres.js. */

export const INT8_OID = 20;
export const DATE_OID = 1082;
export const TIMESTAMPTZ_OID = 1184;
export const JSON_OID = 114;
export const JSONB_OID = 3802;

export function parseInt8(text: string): number | string {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : text;
}

// Postgres text output with DateStyle ISO: `2024-05-01 10:00:00.123456+00`, offset may carry
// minutes and seconds (`+05:30`, `-00:25:21`).
const PG_TIMESTAMPTZ = /^(\d{4,}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d+)?([+-]\d{2})(?::?(\d{2}))?(?::?(\d{2}))?$/;

/** timestamptz text → `YYYY-MM-DDTHH:MM:SS.sssZ` (contract, "Conventions"), truncated to ms. */
export function parseTimestamptz(text: string): string {
  const match = PG_TIMESTAMPTZ.exec(text);
  if (!match) return text; // infinity, BC dates: left as Postgres wrote them
  const [, date, time, fraction = '', hours = '+00', minutes = '00', seconds = '00'] = match;
  const millis = (fraction.slice(1) + '000').slice(0, 3);
  const sign = hours.startsWith('-') ? -1 : 1;
  const offsetSeconds = sign * (Math.abs(Number(hours)) * 3600 + Number(minutes) * 60 + Number(seconds));
  const local = Date.parse(`${date}T${time}.${millis}Z`);
  if (Number.isNaN(local)) return text;
  return new Date(local - offsetSeconds * 1000).toISOString();
}

export function keepText(text: string): string {
  return text;
}
