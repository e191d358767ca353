import { describe, expect, it } from 'vitest';
import { DEFAULT_APPEARANCE, drawnStyle, mergeAppearance } from '../src/appearance';

describe('appearance style fields', () => {
  it('stores shapes in their one spelling, and square ones as null', () => {
    expect(mergeAppearance(null, { module_shape: 'Dots', finder_shape: { outer: 'LEAF' } })).toEqual({
      ok: true,
      appearance: { ...DEFAULT_APPEARANCE, module_shape: 'dots', finder_shape: { outer: 'leaf', inner: 'square' } },
    });
    expect(mergeAppearance(null, { module_shape: 'square', finder_shape: { outer: 'square', inner: 'square' } })).toEqual({ ok: true, appearance: DEFAULT_APPEARANCE });
  });

  it('stores a gradient with #RRGGBB colors; a linear one gets angle 0 by default, a radial one none', () => {
    expect(mergeAppearance(null, { gradient: { type: 'linear', colors: ['#abc', '112233'] } })).toMatchObject({
      ok: true,
      appearance: { gradient: { type: 'linear', angle: 0, colors: ['#AABBCC', '#112233'] } },
    });
    expect(mergeAppearance(null, { gradient: { type: 'radial', angle: null, colors: ['#000', '#333', '#666'] } })).toMatchObject({
      ok: true,
      appearance: { gradient: { type: 'radial', angle: null, colors: ['#000000', '#333333', '#666666'] } },
    });
  });

  it('refuses values it cannot draw with 422, naming the field', () => {
    const refusals: [unknown, string][] = [
      [{ module_shape: 'hexagon' }, 'module_shape'],
      [{ finder_shape: { outer: 'star' } }, 'finder_shape.outer'],
      [{ finder_shape: 'circle' }, 'finder_shape'],
      [{ finder_color: 'transparent' }, 'finder_color'],
      [{ gradient: { type: 'conic', colors: ['#000', '#111'] } }, 'gradient.type'],
      [{ gradient: { type: 'radial', angle: 45, colors: ['#000', '#111'] } }, 'gradient.angle'],
      [{ gradient: { type: 'linear', angle: 361, colors: ['#000', '#111'] } }, 'gradient.angle'],
      [{ gradient: { type: 'linear', colors: ['#000'] } }, 'gradient.colors'],
      [{ gradient: { type: 'linear', colors: ['#000', '#111', '#222', '#333', '#444'] } }, 'gradient.colors'],
      [{ gradient: { type: 'linear', colors: ['#000', 'blue'] } }, 'gradient.colors[1]'],
    ];
    for (const [patch, path] of refusals) expect(mergeAppearance(null, patch)).toMatchObject({ ok: false, failure: { code: 'invalid_style', path } });
  });

  it('draws the stored style in render\'s resolved form', () => {
    const result = mergeAppearance(null, { module_shape: 'rounded', finder_color: '#102030', gradient: { type: 'radial', colors: ['#000', '#00f'] } });
    if (!result.ok) throw new Error('refused');
    expect(drawnStyle(result.appearance)).toEqual({
      modules: 'rounded',
      finder: { outer: 'square', inner: 'square' },
      finderColor: { r: 0x10, g: 0x20, b: 0x30 },
      gradient: { type: 'radial', angle: 0, colors: [{ r: 0, g: 0, b: 0 }, { r: 0, g: 0, b: 255 }] },
    });
    expect(drawnStyle(DEFAULT_APPEARANCE)).toBeUndefined();
  });
});
