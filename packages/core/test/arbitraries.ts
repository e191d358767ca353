import fc from 'fast-check';
import type { Color, Rgb } from '../src/color';

/** Test-only arbitraries shared by the core property tests. */

export const channel = fc.integer({ min: 0, max: 255 });

export const rgb: fc.Arbitrary<Rgb> = fc.record({ r: channel, g: channel, b: channel });

export const color: fc.Arbitrary<Color> = fc.oneof(rgb, fc.constant('transparent' as const));

export const gray: fc.Arbitrary<Rgb> = channel.map((v) => ({ r: v, g: v, b: v }));

const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEF');

/** Any spelling the contract allows: 3 or 6 hex digits, any case, optional `#`. */
export const hexSpelling = fc
  .tuple(fc.boolean(), fc.oneof(fc.array(hexDigit, { minLength: 3, maxLength: 3 }), fc.array(hexDigit, { minLength: 6, maxLength: 6 })))
  .map(([hash, digits]) => `${hash ? '#' : ''}${digits.join('')}`);

/** Strings that look like parameters more often than uniform strings would. */
export const parameterLike = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  hexSpelling,
  fc.constantFrom('transparent', 'TRANSPARENT', ' transparent ', '000000', 'ffffff', '#000', 'L', 'm', 'Q', 'h', 'a4', 'A4', 'square'),
  fc.integer({ min: -100, max: 100 }).map(String),
  fc.constantFrom('4.0', '0x8', '1e1', '', ' ', '20', '21', '2', '1', 'NaN', 'Infinity', '-0'),
);

/** `value` with each ASCII letter upper- or lower-cased at random (`sra3`, `SrA3`, …). */
export function anyCasing(value: string): fc.Arbitrary<string> {
  return fc
    .array(fc.boolean(), { minLength: value.length, maxLength: value.length })
    .map((upper) => [...value].map((letter, index) => (upper[index] ? letter.toUpperCase() : letter.toLowerCase())).join(''));
}
