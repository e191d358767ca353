import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeAppearance, type AppearanceInput } from '../src/appearance';
import { formatHexColor } from '../src/color';
import { hexSpelling, rgb } from './arbitraries';

// JSON values are cheap to merge; 2 000 per rule reaches nested objects, arrays and odd keys.
const PATCH_RUNS = 2000;

const storedColor = fc.oneof(fc.constant(null), rgb.map(formatHexColor));
const stored: fc.Arbitrary<AppearanceInput | null> = fc.oneof(
  fc.constant(null),
  fc.record({ foreground_color: storedColor, background_color: fc.oneof(storedColor, fc.constant('transparent')) }),
);

const colorValue = fc.oneof(fc.constant(null), hexSpelling, fc.constantFrom('transparent', 'TRANSPARENT', '#000', 'fff'), fc.jsonValue());

/** Patches shaped like real PATCH bodies, plus any JSON value at all. */
const patch = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.record({ foreground_color: colorValue, background_color: colorValue }, { requiredKeys: [] }),
  fc.dictionary(fc.oneof(fc.constantFrom('foreground_color', 'background_color', '__proto__', 'constructor'), fc.string()), colorValue),
  fc.jsonValue(),
);

const STORED_FORM = /^#[0-9A-F]{6}$/;

describe('mergeAppearance properties', () => {
  it('never throws, and a success holds only normalized, non-default colors', () => {
    fc.assert(
      fc.property(stored, patch, (current, value) => {
        const result = mergeAppearance(current, value);
        if (!result.ok) return;
        const { foreground_color, background_color } = result.appearance;
        if (foreground_color !== null) {
          expect(foreground_color).toMatch(STORED_FORM);
          expect(foreground_color).not.toBe('#000000');
        }
        if (background_color !== null && background_color !== 'transparent') {
          expect(background_color).toMatch(STORED_FORM);
          expect(background_color).not.toBe('#FFFFFF');
        }
      }),
      { numRuns: PATCH_RUNS },
    );
  });

  it('is idempotent: applying a patch twice equals applying it once', () => {
    fc.assert(
      fc.property(stored, patch, (current, value) => {
        const once = mergeAppearance(current, value);
        if (!once.ok) return;
        expect(mergeAppearance(once.appearance, value)).toEqual(once);
      }),
      { numRuns: PATCH_RUNS },
    );
  });

  it('a key absent from the patch keeps its stored value', () => {
    fc.assert(
      fc.property(stored, colorValue, (current, foreground) => {
        const result = mergeAppearance(current, { foreground_color: foreground });
        const kept = mergeAppearance(current, undefined);
        if (result.ok && kept.ok) expect(result.appearance.background_color).toBe(kept.appearance.background_color);
      }),
      { numRuns: PATCH_RUNS },
    );
  });
});
