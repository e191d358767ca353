import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printForeground } from '../src/internal/print-color';
import { spotColorProblem, spotColorRgb, type SpotColor } from '../src/spot-color';

/** Ink percents as swatch books print them, to a tenth of a percent. */
const percent = fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10);
const spot: fc.Arbitrary<SpotColor> = fc.record({
  spot: fc.stringMatching(/^[!-~]([ -~]{0,61}[!-~])?$/),
  cmyk: fc.tuple(percent, percent, percent, percent),
});

describe('spot colors', () => {
  it('accepts every printable-ASCII name with four percents, and refuses inks outside 0–100', () => {
    fc.assert(
      fc.property(spot, fc.double({ min: 100.01, max: 1e6, noNaN: true }), fc.integer({ min: 0, max: 3 }), (color, over, ink) => {
        expect(spotColorProblem(color)).toBeUndefined();
        const cmyk = [...color.cmyk] as [number, number, number, number];
        cmyk[ink] = over;
        expect(spotColorProblem({ ...color, cmyk })).toMatch(/cmyk must be four percents/);
        cmyk[ink] = -over;
        expect(spotColorProblem({ ...color, cmyk })).toMatch(/cmyk must be four percents/);
      }),
    );
  });

  it('shows on screen as the naive CMYK conversion: more ink is never lighter', () => {
    fc.assert(
      fc.property(spot, fc.integer({ min: 0, max: 3 }), (color, ink) => {
        const rgb = spotColorRgb(color);
        for (const channel of [rgb.r, rgb.g, rgb.b]) expect(Number.isInteger(channel) && channel >= 0 && channel <= 255).toBe(true);
        const darker = [...color.cmyk] as [number, number, number, number];
        darker[ink] = Math.min(100, darker[ink]! + 10);
        const after = spotColorRgb({ ...color, cmyk: darker });
        expect(after.r + after.g + after.b).toBeLessThanOrEqual(rgb.r + rgb.g + rgb.b);
      }),
    );
  });

  it('prints as a full-tint separation whose alternate is the percents as short 0–1 operands', () => {
    fc.assert(
      fc.property(spot, (color) => {
        const printed = printForeground({ r: 1, g: 2, b: 3 }, color);
        expect(printed).toMatchObject({ space: 'separation', name: color.spot });
        if (printed.space !== 'separation') return;
        printed.alternate.forEach((operand, ink) => {
          expect(Math.abs(operand - color.cmyk[ink]! / 100)).toBeLessThan(1e-12);
          // Written as is into PDF and PostScript: no binary-fraction tails like 0.036000000000000004.
          expect(String(operand)).toMatch(/^(0|1|0\.\d{1,4})$/);
        });
      }),
    );
  });
});
