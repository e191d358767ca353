import { describe, expect, it } from 'vitest';
import { BLACK, WHITE } from '../src/color';
import { contrastRatio, relativeLuminance } from '../src/contrast-ratio';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for equal colors', () => {
    expect(contrastRatio(BLACK, WHITE)).toBe(21);
    expect(contrastRatio(WHITE, BLACK)).toBe(21);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
  });

  it('matches published WCAG reference values', () => {
    // #777777 on white is the classic 4.48:1 "just fails AA" example.
    expect(contrastRatio({ r: 0x77, g: 0x77, b: 0x77 }, WHITE)).toBeCloseTo(4.48, 2);
    // #767676 on white is the lightest gray that passes 4.5:1 (4.54:1).
    expect(contrastRatio({ r: 0x76, g: 0x76, b: 0x76 }, WHITE)).toBeCloseTo(4.54, 2);
    // Pure red on white: 3.998:1.
    expect(contrastRatio({ r: 255, g: 0, b: 0 }, WHITE)).toBeCloseTo(3.998, 3);
  });

  it('uses the sRGB luminance weights', () => {
    expect(relativeLuminance(WHITE)).toBeCloseTo(1, 12);
    expect(relativeLuminance({ r: 0, g: 255, b: 0 })).toBeCloseTo(0.7152, 12);
    expect(relativeLuminance({ r: 0, g: 0, b: 255 })).toBeCloseTo(0.0722, 12);
  });
});
