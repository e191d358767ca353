import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeAscii85 } from '../../src/internal/ascii85';
import { decodeAscii85 } from '../support/ascii85';

const ascii = (text: string) => new TextEncoder().encode(text);
/** Long enough to wrap several lines and end in every partial-group length. */
const MAX_BYTES = 400;

describe('encodeAscii85', () => {
  // Vectors from Python's base64.a85encode, an independent implementation.
  it.each([
    ['Man is distinguished', ascii('Man is distinguished'), '9jqo^BlbD-BleB1DJ+*+F(f,q~>'],
    ['four zero bytes as z', Uint8Array.of(0, 0, 0, 0, 1), 'z!<~>'],
    ['a one-byte final group', ascii('.'), '/c~>'],
    ['the largest group', Uint8Array.of(255, 255, 255, 255), 's8W-!~>'],
    ['nothing', new Uint8Array(0), '~>'],
  ])('encodes %s', (_, bytes, expected) => {
    expect(encodeAscii85(bytes)).toBe(expected);
  });

  it('round-trips any bytes, with short lines none of which starts with %', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: MAX_BYTES }), (bytes) => {
        const text = encodeAscii85(bytes);
        expect(decodeAscii85(text)).toEqual(bytes);
        for (const line of text.split('\n')) {
          expect(line.length).toBeLessThanOrEqual(78);
          expect(line.startsWith('%')).toBe(false);
        }
      }),
    );
  });

  it('never starts a line with %, even when the digit at the wrap point is one', () => {
    // Every 0x0D0D0D0D group starts with '%' (digit 4: 4 × 85⁴ ≤ 0x0D0D0D0D < 5 × 85⁴); a
    // leading `z` shifts the groups by one so that a '%' falls on the wrap column.
    const bytes = new Uint8Array(4 + 4 * 200).fill(0x0d, 4);
    const text = encodeAscii85(bytes);
    expect(text).toContain('%');
    expect(text.split('\n').some((line) => line.startsWith('%'))).toBe(false);
    expect(decodeAscii85(text)).toEqual(bytes);
  });
});
