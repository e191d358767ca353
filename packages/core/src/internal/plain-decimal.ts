/**
 * A finite number in plain decimal notation (no exponent), shortest round-trip digits:
 * `1e-7` → `0.0000001`, `-0` → `0`. Geo URIs (RFC 5870 §3.3) allow only digits, `-` and `.`.
 */
export function formatPlainDecimal(value: number): string {
  if (Object.is(value, -0)) return '0';
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, lead, fraction = '', exponentText] = match;
  const digits = `${lead}${fraction}`;
  const exponent = Number(exponentText);
  // The decimal point sits after `1 + exponent` digits of `digits`.
  const point = 1 + exponent;
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
