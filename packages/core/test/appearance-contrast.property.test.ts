import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAppearanceContrast, drawnColors } from '../src/appearance-contrast';
import { DEFAULT_APPEARANCE } from '../src/appearance';
import { formatHexColor } from '../src/color';
import { checkContrast } from '../src/contrast-check';
import { rgb } from './arbitraries';

const hex = rgb.map(formatHexColor);
const design = fc.record({
  foreground_color: hex,
  background_color: fc.oneof(hex, fc.constant('transparent')),
  finder_color: fc.oneof(fc.constant(null), hex),
  gradient: fc.oneof(fc.constant(null), fc.record({ type: fc.constant('linear' as const), angle: fc.constant(0), colors: fc.array(hex, { minLength: 2, maxLength: 4 }) })),
});
const LEVELS = ['ok', 'warning', 'critical', 'blocked'];

describe('checkAppearanceContrast: every pair drawn', () => {
  it('checks each gradient color (else the foreground) and the finder color against the background', () => {
    fc.assert(
      fc.property(design, (stored) => {
        const fields = drawnColors({ ...DEFAULT_APPEARANCE, ...stored }).map((drawn) => drawn.field);
        const modules = stored.gradient ? stored.gradient.colors.map((_, index) => `appearance.gradient.colors[${index}]`) : ['appearance.foreground_color'];
        expect(fields).toEqual(stored.finder_color ? [...modules, 'appearance.finder_color'] : modules);
      }),
    );
  });

  it('is as bad as its worst pair, and blocked exactly when one pair is below 1.5:1', () => {
    fc.assert(
      fc.property(design, fc.boolean(), (stored, hasLogo) => {
        const full = { ...DEFAULT_APPEARANCE, ...stored };
        const background = stored.background_color === 'transparent' ? 'transparent' : { r: parseInt(stored.background_color.slice(1, 3), 16), g: parseInt(stored.background_color.slice(3, 5), 16), b: parseInt(stored.background_color.slice(5, 7), 16) };
        const levels = drawnColors(full).map((drawn) => checkContrast({ foreground: drawn.color, background, hasLogo }).level);
        const worst = levels.reduce((a, b) => (LEVELS.indexOf(b) > LEVELS.indexOf(a) ? b : a), 'ok');
        const result = checkAppearanceContrast(full, hasLogo);
        expect(result.level).toBe(worst);
        const fields = new Set(drawnColors(full).map((drawn) => drawn.field));
        for (const issue of result.issues) expect(issue.field === 'appearance.background_color' || fields.has(issue.field)).toBe(true);
        expect(result.issues.filter((issue) => issue.code === 'transparent_background').length).toBeLessThanOrEqual(1);
        if (result.level === 'blocked') expect(result.issues.every((issue) => issue.code === 'low_contrast')).toBe(true);
      }),
    );
  });

  it('with one pair it is exactly the two-color check', () => {
    fc.assert(
      fc.property(hex, hex, fc.boolean(), (foreground, background, hasLogo) => {
        const parse = (value: string) => ({ r: parseInt(value.slice(1, 3), 16), g: parseInt(value.slice(3, 5), 16), b: parseInt(value.slice(5, 7), 16) });
        const plain = checkContrast({ foreground: parse(foreground), background: parse(background), hasLogo });
        const result = checkAppearanceContrast({ ...DEFAULT_APPEARANCE, foreground_color: foreground, background_color: background }, hasLogo);
        expect(result.level).toBe(plain.level);
        expect(result.issues).toEqual(plain.issues);
      }),
    );
  });
});
