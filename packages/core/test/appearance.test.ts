import { describe, expect, it } from 'vitest';
import { BLACK, WHITE } from '../src/color';
import {
  DEFAULT_APPEARANCE,
  effectiveColors,
  hasStoredColors,
  mergeAppearance,
  presentAppearance,
  type AppearanceInput,
} from '../src/appearance';

const stored: AppearanceInput = { ...DEFAULT_APPEARANCE, foreground_color: '#112233', background_color: '#FFEEDD' };

function merged(current: AppearanceInput | null, patch: unknown): AppearanceInput {
  const result = mergeAppearance(current, patch);
  if (!result.ok) throw new Error(`unexpected failure ${JSON.stringify(result.failure)}`);
  return result.appearance;
}

describe('mergeAppearance (contract, appearance rules 1–3)', () => {
  it('keeps everything when appearance is absent', () => {
    expect(merged(stored, undefined)).toEqual(stored);
    expect(merged(null, undefined)).toEqual(DEFAULT_APPEARANCE);
  });

  it('resets every field with appearance: null', () => {
    expect(merged(stored, null)).toEqual({ ...DEFAULT_APPEARANCE, foreground_color: null, background_color: null });
  });

  it('keeps an omitted key and resets a null one', () => {
    expect(merged(stored, { foreground_color: null })).toEqual({ ...DEFAULT_APPEARANCE, foreground_color: null, background_color: '#FFEEDD' });
    expect(merged(stored, { background_color: null })).toEqual({ ...DEFAULT_APPEARANCE, foreground_color: '#112233', background_color: null });
    expect(merged(stored, {})).toEqual(stored);
  });

  it('stores colors as #RRGGBB upper case, from any accepted spelling', () => {
    expect(merged(null, { foreground_color: '#abc' })).toEqual({ ...DEFAULT_APPEARANCE, foreground_color: '#AABBCC', background_color: null });
    expect(merged(null, { foreground_color: '0a0B0c', background_color: 'Transparent' })).toEqual({
      ...DEFAULT_APPEARANCE,
      foreground_color: '#0A0B0C',
      background_color: 'transparent',
    });
  });

  it('never stores black foreground or white background (rule 1)', () => {
    expect(merged(stored, { foreground_color: '#000000', background_color: '#FFFFFF' })).toEqual(DEFAULT_APPEARANCE);
    expect(merged(stored, { foreground_color: '000', background_color: 'fff' })).toEqual(DEFAULT_APPEARANCE);
  });

  it('stores white foreground and black background: they are not the defaults', () => {
    expect(merged(null, { foreground_color: '#FFFFFF', background_color: '#000000' })).toEqual({
      ...DEFAULT_APPEARANCE,
      foreground_color: '#FFFFFF',
      background_color: '#000000',
    });
  });

  it('refuses any other key (400), before looking at colors', () => {
    expect(mergeAppearance(stored, { foreground_color: 'nope', logo: 'x' })).toEqual({
      ok: false,
      failure: { code: 'unknown_appearance_key', key: 'logo', message: expect.stringContaining('not logo') },
    });
    expect(mergeAppearance(null, JSON.parse('{"__proto__": {}}'))).toEqual({
      ok: false,
      failure: { code: 'unknown_appearance_key', key: '__proto__', message: expect.stringContaining('not __proto__') },
    });
  });

  it('refuses invalid colors (422), transparent foregrounds included', () => {
    expect(mergeAppearance(stored, { foreground_color: 'transparent' })).toMatchObject({
      ok: false,
      failure: { code: 'invalid_color', field: 'foreground_color' },
    });
    expect(mergeAppearance(stored, { background_color: 'red' })).toMatchObject({
      ok: false,
      failure: { code: 'invalid_color', field: 'background_color' },
    });
    expect(mergeAppearance(stored, { foreground_color: 0x112233 })).toMatchObject({ ok: false, failure: { code: 'invalid_color' } });
  });

  it('refuses an appearance that is neither object nor null', () => {
    for (const patch of ['#000000', 1, true, [], [{ foreground_color: '#000' }]]) {
      expect(mergeAppearance(stored, patch)).toMatchObject({ ok: false, failure: { code: 'invalid_appearance' } });
    }
  });

  it('normalizes a stored value written by hand', () => {
    expect(merged({ foreground_color: '#000000', background_color: 'fed' }, undefined)).toEqual({
      ...DEFAULT_APPEARANCE,
      foreground_color: null,
      background_color: '#FFEEDD',
    });
  });
});

describe('effectiveColors', () => {
  it('draws black on white by default', () => {
    expect(effectiveColors(null)).toEqual({ foreground: BLACK, background: WHITE });
    expect(effectiveColors(DEFAULT_APPEARANCE)).toEqual({ foreground: BLACK, background: WHITE });
  });

  it('draws the stored colors', () => {
    expect(effectiveColors({ foreground_color: '#112233', background_color: 'transparent' })).toEqual({
      foreground: { r: 0x11, g: 0x22, b: 0x33 },
      background: 'transparent',
    });
  });

  it('falls back to the default for a corrupt stored value', () => {
    expect(effectiveColors({ foreground_color: 'garbage', background_color: null })).toEqual({ foreground: BLACK, background: WHITE });
  });
});

describe('presentAppearance', () => {
  it('always answers an object, null meaning the default color', () => {
    expect(presentAppearance(null)).toEqual({ ...DEFAULT_APPEARANCE, foreground_color: null, background_color: null });
    expect(presentAppearance(stored)).toEqual(stored);
    expect(hasStoredColors(null)).toBe(false);
    expect(hasStoredColors(stored)).toBe(true);
  });
});
