import { describe, expect, it } from 'vitest';
import { brightnessDifference } from '../src/brightness-difference';
import { BLACK, WHITE } from '../src/color';

describe('brightnessDifference', () => {
  it('is 1 for black and white, 0 for equal colors', () => {
    expect(brightnessDifference(BLACK, WHITE)).toBe(1);
    expect(brightnessDifference(WHITE, WHITE)).toBe(0);
  });

  it('weights the channels 299/587/114', () => {
    expect(brightnessDifference({ r: 255, g: 0, b: 0 }, BLACK)).toBeCloseTo(0.299, 12);
    expect(brightnessDifference({ r: 0, g: 255, b: 0 }, BLACK)).toBeCloseTo(0.587, 12);
    expect(brightnessDifference({ r: 0, g: 0, b: 255 }, BLACK)).toBeCloseTo(0.114, 12);
  });

  it('lands exactly on a threshold when the pair does', () => {
    // Gray 153 against black: 153 000 / 255 000 = 0.6 exactly.
    expect(brightnessDifference({ r: 153, g: 153, b: 153 }, BLACK)).toBe(0.6);
    // Grays 51 apart: 51 000 / 255 000 = 0.2 exactly.
    expect(brightnessDifference({ r: 204, g: 204, b: 204 }, WHITE)).toBe(0.2);
  });
});
