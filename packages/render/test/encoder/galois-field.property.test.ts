import fc from 'fast-check';
import { describe, it } from 'vitest';
import { gfMultiply } from '../../src/encoder/galois-field';

const element = fc.integer({ min: 0, max: 255 });

/** Carry-less multiplication reduced by x^8 + x^4 + x^3 + x^2 + 1, bit by bit: the field's definition. */
function slowMultiply(a: number, b: number): number {
  let product = 0;
  for (let bit = 0; bit < 8; bit++) if ((b >> bit) & 1) product ^= a << bit;
  for (let bit = 15; bit >= 8; bit--) if ((product >> bit) & 1) product ^= 0x11d << (bit - 8);
  return product;
}

describe('gfMultiply', () => {
  it('multiplies as the field polynomial 0x11D defines', () => {
    fc.assert(fc.property(element, element, (a, b) => gfMultiply(a, b) === slowMultiply(a, b)));
  });
});
