import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printColor } from '../../src/internal/print-color';
import { rgb } from '../support/arbitraries';

describe('printColor', () => {
  it.each([
    ['black', { r: 0, g: 0, b: 0 }, { space: 'gray', operands: [0] }],
    ['white', { r: 255, g: 255, b: 255 }, { space: 'gray', operands: [1] }],
    ['#333333', { r: 0x33, g: 0x33, b: 0x33 }, { space: 'gray', operands: [0.2] }],
    ['pure red', { r: 255, g: 0, b: 0 }, { space: 'cmyk', operands: [0, 1, 1, 0] }],
    ['pure blue', { r: 0, g: 0, b: 255 }, { space: 'cmyk', operands: [1, 1, 0, 0] }],
    ['a near-gray', { r: 0x33, g: 0x33, b: 0x34 }, { space: 'cmyk', operands: [0.02, 0.02, 0, 0.8] }],
  ])('writes %s', (_, color, expected) => {
    expect(printColor(color)).toEqual(expected);
  });

  it('is gray exactly when r = g = b, and every operand is a whole percent in 0–1', () => {
    fc.assert(
      fc.property(rgb, (color) => {
        const { space, operands } = printColor(color);
        expect(space === 'gray').toBe(color.r === color.g && color.g === color.b);
        for (const operand of operands) {
          expect(operand).toBeGreaterThanOrEqual(0);
          expect(operand).toBeLessThanOrEqual(1);
          expect(String(operand)).toMatch(/^(0|1|0\.\d\d?)$/);
        }
      }),
    );
  });
});
