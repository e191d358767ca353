import { describe, expect, it } from 'vitest';
import { BLACK, WHITE, parseHexColor, type Color, type Rgb } from '../src/color';
import { checkContrast, type ContrastAssessment } from '../src/contrast-check';

const hex = (text: string): Rgb => parseHexColor(text)!;

function check(foreground: string, background: string, hasLogo = false): ContrastAssessment {
  const bg: Color = background === 'transparent' ? 'transparent' : hex(background);
  return checkContrast({ foreground: hex(foreground), background: bg, hasLogo });
}

const codes = (assessment: ContrastAssessment) => assessment.issues.map((issue) => `${issue.code}:${issue.severity}`);

// One example per row and condition of the contract's "Contrast check" table.
describe('checkContrast, contract table', () => {
  it('ok: black on white, no issues', () => {
    const result = checkContrast({ foreground: BLACK, background: WHITE, hasLogo: false });
    expect(result.level).toBe('ok');
    expect(result.issues).toEqual([]);
    expect(result.contrastRatio).toBe(21);
  });

  it('ok: #777777 on white (4.48:1, brightness 0.53) passes both warning thresholds', () => {
    expect(check('777777', 'ffffff').level).toBe('ok');
  });

  it('blocked: below 1.5:1 on an opaque background, with one issue saying why', () => {
    const result = check('eeeeee', 'ffffff');
    expect(result.level).toBe('blocked');
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]).toMatchObject({
      code: 'low_contrast',
      field: 'appearance.foreground_color',
      hints: { contrast_ratio: expect.any(Number) },
    });
    expect(result.issues[0]!.hints!.contrast_ratio).toBeLessThan(1.5);
  });

  it('blocked: equal colors', () => {
    expect(check('123456', '123456').level).toBe('blocked');
  });

  it('critical: below 2:1 (#CCCCCC on white, 1.61:1, brightness 0.20)', () => {
    const result = check('cccccc', 'ffffff');
    expect(result.level).toBe('critical');
    expect(codes(result)).toEqual(['low_contrast:critical', 'low_brightness_difference:critical']);
    expect(result.issues[0]!.hints).toEqual({ contrast_ratio: 1.6, brightness_difference: 0.2 });
  });

  it('critical: brightness difference below 0.30 even with a good ratio (red on black, 5.25:1, 0.299)', () => {
    const result = check('ff0000', '000000');
    expect(result.level).toBe('critical');
    expect(codes(result)).toContain('low_brightness_difference:critical');
    expect(codes(result)).not.toContain('low_contrast:warning');
  });

  it('critical: any transparent background, measured against white, never blocked', () => {
    const dark = check('000000', 'transparent');
    expect(dark.level).toBe('critical');
    expect(codes(dark)).toEqual(['transparent_background:critical']);
    expect(dark.issues[0]!.field).toBe('appearance.background_color');
    expect(dark.contrastRatio).toBe(21);

    const pale = check('eeeeee', 'transparent');
    expect(pale.level).toBe('critical');
    expect(codes(pale)).toContain('low_contrast:critical');
  });

  it('critical: a warning when a logo is present', () => {
    const withoutLogo = check('ff0000', 'ffffff');
    expect(withoutLogo.level).toBe('warning');
    const withLogo = check('ff0000', 'ffffff', true);
    expect(withLogo.level).toBe('critical');
    expect(codes(withLogo)).toEqual(['low_contrast:warning', 'logo_low_contrast:critical']);
  });

  it('a logo does not touch an ok pair', () => {
    expect(check('000000', 'ffffff', true).level).toBe('ok');
  });

  it('warning: below 4:1 (red on white, 3.998:1)', () => {
    const result = check('ff0000', 'ffffff');
    expect(codes(result)).toEqual(['low_contrast:warning']);
    // Rounded down: 3.998 must not be shown as 4.00, which would not be "below 4".
    expect(result.issues[0]!.hints).toMatchObject({ contrast_ratio: 3.99, brightness_difference: 0.7 });
  });

  it('warning: brightness difference below 0.50 with a good ratio (#0033EE on #00FFFF, 6.18:1, 0.477)', () => {
    const result = check('0033ee', '00ffff');
    expect(result.level).toBe('warning');
    expect(codes(result)).toEqual(['low_brightness_difference:warning']);
  });

  it('warning: light modules on a dark background (white on black)', () => {
    const result = check('ffffff', '000000');
    expect(result.level).toBe('warning');
    expect(codes(result)).toEqual(['inverted_colors:warning']);
  });

  it('every issue has a message and a field of the appearance', () => {
    for (const result of [check('cccccc', 'ffffff', true), check('ffffff', '333333', true), check('aaaaaa', 'transparent', true)]) {
      for (const issue of result.issues) {
        expect(issue.message.length).toBeGreaterThan(10);
        expect(['appearance.foreground_color', 'appearance.background_color']).toContain(issue.field);
      }
    }
  });

  it('returns frozen objects', () => {
    const result = check('cccccc', 'ffffff');
    expect(Object.isFrozen(result)).toBe(true);
    expect(Object.isFrozen(result.issues)).toBe(true);
    expect(Object.isFrozen(result.issues[0])).toBe(true);
  });
});
