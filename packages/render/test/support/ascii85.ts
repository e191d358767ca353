/**
 * ASCII base-85 decoding written out from PLRM 3rd ed. §3.13.3 (not from our encoder): `z` is
 * four zero bytes, whitespace is ignored, `~>` ends the data, a final group of n + 1 digits
 * gives n bytes.
 */
export function decodeAscii85(text: string): Uint8Array {
  const end = text.indexOf('~>');
  if (end < 0) throw new Error('no ~> end-of-data mark');
  const bytes: number[] = [];
  let group: number[] = [];
  const flush = (digits: number[], count: number) => {
    let value = 0;
    for (const digit of digits) value = value * 85 + digit;
    for (let i = 3; i >= 4 - count; i--) bytes.push(Math.floor(value / 256 ** i) % 256);
  };
  for (const char of text.slice(0, end)) {
    if (/\s/.test(char)) continue;
    if (char === 'z' && group.length === 0) {
      bytes.push(0, 0, 0, 0);
      continue;
    }
    const digit = char.charCodeAt(0) - 33;
    if (digit < 0 || digit > 84) throw new Error(`not a base-85 digit: ${char}`);
    group.push(digit);
    if (group.length === 5) {
      flush(group, 4);
      group = [];
    }
  }
  if (group.length === 1) throw new Error('a final group needs at least two digits');
  if (group.length > 0) flush([...group, ...Array<number>(5 - group.length).fill(84)], group.length - 1);
  return Uint8Array.from(bytes);
}
