import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APPEARANCE, STYLE_KEYS, drawnStyle, isStyled, mergeAppearance, type StoredAppearance } from '../src/appearance';
import { FINDER_INNER_SHAPES, FINDER_OUTER_SHAPES, GRADIENT_TYPES, MODULE_SHAPES } from '../src/appearance-style';
import { formatHexColor } from '../src/color';
import { anyCasing, hexSpelling, rgb } from './arbitraries';

const RUNS = 1000;

const storedColor = rgb.map(formatHexColor);
const gradient = fc.oneof(
  fc.record({ type: fc.constant('linear' as const), angle: fc.integer({ min: -360, max: 360 }), colors: fc.array(storedColor, { minLength: 2, maxLength: 4 }) }),
  fc.record({ type: fc.constant('radial' as const), angle: fc.constant(null), colors: fc.array(storedColor, { minLength: 2, maxLength: 4 }) }),
);
/** Stored appearances as a PATCH leaves them (every field valid and normalized). */
const stored: fc.Arbitrary<StoredAppearance> = fc.record({
  foreground_color: fc.oneof(fc.constant(null), storedColor),
  background_color: fc.oneof(fc.constant(null), storedColor, fc.constant('transparent')),
  module_shape: fc.oneof(fc.constant(null), fc.constantFrom(...MODULE_SHAPES.filter((shape) => shape !== 'square'))),
  finder_shape: fc.oneof(
    fc.constant(null),
    fc.record({ outer: fc.constantFrom(...FINDER_OUTER_SHAPES), inner: fc.constantFrom(...FINDER_INNER_SHAPES) }).filter((shape) => shape.outer !== 'square' || shape.inner !== 'square'),
  ),
  finder_color: fc.oneof(fc.constant(null), storedColor),
  gradient: fc.oneof(fc.constant(null), gradient),
});

/** Values a client may send for each style key: valid in any spelling, null, and any JSON. */
const styleValue = {
  module_shape: fc.oneof(fc.constantFrom(...MODULE_SHAPES).chain(anyCasing), fc.constant(null), fc.jsonValue()),
  finder_shape: fc.oneof(
    fc.record({ outer: fc.constantFrom(...FINDER_OUTER_SHAPES), inner: fc.constantFrom(...FINDER_INNER_SHAPES) }, { requiredKeys: [] }),
    fc.constant(null),
    fc.jsonValue(),
  ),
  finder_color: fc.oneof(hexSpelling, fc.constant(null), fc.jsonValue()),
  gradient: fc.oneof(
    fc.record({ type: fc.constantFrom(...GRADIENT_TYPES), angle: fc.oneof(fc.double({ min: -400, max: 400, noNaN: true }), fc.constant(null)), colors: fc.array(hexSpelling, { maxLength: 5 }) }, { requiredKeys: ['type', 'colors'] }),
    fc.constant(null),
    fc.jsonValue(),
  ),
};
const stylePatch = fc.record(styleValue, { requiredKeys: [] });

describe('appearance style fields: PATCH rules', () => {
  it('a style key absent from the patch keeps its stored value, and the colors are untouched', () => {
    fc.assert(
      fc.property(stored, stylePatch, (current, patch) => {
        const result = mergeAppearance(current, patch);
        if (!result.ok) return;
        for (const key of STYLE_KEYS) if (!(key in patch)) expect(result.appearance[key]).toEqual(current[key]);
        expect(result.appearance.foreground_color).toBe(current.foreground_color);
        expect(result.appearance.background_color).toBe(current.background_color);
      }),
      { numRuns: RUNS },
    );
  });

  it('null resets a style key to its default, and appearance: null resets every field', () => {
    fc.assert(
      fc.property(stored, fc.subarray([...STYLE_KEYS], { minLength: 1 }), (current, keys) => {
        const result = mergeAppearance(current, Object.fromEntries(keys.map((key) => [key, null])));
        expect(result.ok).toBe(true);
        if (result.ok) for (const key of keys) expect(result.appearance[key]).toBeNull();
        expect(mergeAppearance(current, null)).toEqual({ ok: true, appearance: DEFAULT_APPEARANCE });
      }),
      { numRuns: RUNS },
    );
  });

  it('is idempotent, and what it stores reads back unchanged', () => {
    fc.assert(
      fc.property(stored, stylePatch, (current, patch) => {
        const once = mergeAppearance(current, patch);
        if (!once.ok) return;
        expect(mergeAppearance(once.appearance, patch)).toEqual(once);
        expect(mergeAppearance(once.appearance, undefined)).toEqual(once);
        // JSON round trip: what the database gives back is what was stored.
        expect(mergeAppearance(JSON.parse(JSON.stringify(once.appearance)), undefined)).toEqual(once);
      }),
      { numRuns: RUNS },
    );
  });

  it('a square shape is never stored, and a style is drawn exactly when a style key is set', () => {
    fc.assert(
      fc.property(stored, stylePatch, (current, patch) => {
        const result = mergeAppearance(current, patch);
        if (!result.ok) return;
        const { module_shape, finder_shape } = result.appearance;
        expect(module_shape).not.toBe('square');
        if (finder_shape !== null) expect(finder_shape.outer !== 'square' || finder_shape.inner !== 'square').toBe(true);
        const styled = STYLE_KEYS.some((key) => result.appearance[key] !== null);
        expect(isStyled(result.appearance)).toBe(styled);
        expect(drawnStyle(result.appearance) !== undefined).toBe(styled);
      }),
      { numRuns: RUNS },
    );
  });

  it('any key inside finder_shape or gradient it does not take is a 400 naming the path', () => {
    fc.assert(
      fc.property(stored, fc.constantFrom('finder_shape', 'gradient'), fc.string({ minLength: 1 }).filter((key) => !['outer', 'inner', 'type', 'angle', 'colors'].includes(key)), (current, field, key) => {
        const value = field === 'gradient' ? { type: 'linear', colors: ['#000', '#333'], [key]: 1 } : { outer: 'circle', [key]: 1 };
        expect(mergeAppearance(current, { [field]: value })).toMatchObject({ ok: false, failure: { code: 'unknown_appearance_key', key: `${field}.${key}` } });
      }),
      { numRuns: 200 },
    );
  });
});
