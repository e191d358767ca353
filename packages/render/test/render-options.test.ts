import { BLACK, WHITE } from '@quietzone/core';
import { describe, expect, it } from 'vitest';
import { normalizeRenderOptions, type RenderOptions } from '../src/render-options';

const LINK = 'https://qr.example.com/Ab3dE7x';

describe('normalizeRenderOptions', () => {
  it('fills the contract defaults: 4 px modules, black on white, ECC M, square page', () => {
    expect(normalizeRenderOptions(LINK, { format: 'png' })).toEqual({
      format: 'png',
      moduleSize: 4,
      foreground: BLACK,
      background: WHITE,
      defaultColors: true,
      ecc: 'M',
      page: 'square',
    });
  });

  it('parses colors as the contract writes them', () => {
    const resolved = normalizeRenderOptions(LINK, { format: 'svg', fg: '#F00', bg: '00ff7f' });
    expect(resolved.foreground).toEqual({ r: 255, g: 0, b: 0 });
    expect(resolved.background).toEqual({ r: 0, g: 255, b: 127 });
    expect(normalizeRenderOptions(LINK, { format: 'svg', bg: 'Transparent' }).background).toBe('transparent');
  });

  it('counts any given color, even an explicit default, as chosen (contract, image rule 4)', () => {
    expect(normalizeRenderOptions(LINK, { format: 'eps', fg: '000000' }).defaultColors).toBe(false);
    expect(normalizeRenderOptions(LINK, { format: 'eps', bg: 'fff' }).defaultColors).toBe(false);
    expect(normalizeRenderOptions(LINK, { format: 'eps', size: 8, ecc: 'H', page: 'a4' }).defaultColors).toBe(true);
  });

  it('keeps size, ECC and page', () => {
    expect(normalizeRenderOptions(LINK, { format: 'pdf', size: 20, ecc: 'Q', page: 'a4' })).toMatchObject({
      moduleSize: 20,
      ecc: 'Q',
      page: 'a4',
    });
  });

  it('does not return the logo: it must be normalized first', () => {
    expect(normalizeRenderOptions(LINK, { format: 'png', logo: Uint8Array.of(1) })).not.toHaveProperty('logo');
  });

  it.each<[string, unknown, RenderOptions | unknown, ErrorConstructor]>([
    ['empty content', '', { format: 'svg' }, TypeError],
    ['non-string content', 42, { format: 'svg' }, TypeError],
    ['missing options', LINK, undefined, TypeError],
    ['unknown format', LINK, { format: 'gif' }, TypeError],
    ['size below 1 (the library takes 1-100; the API keeps 2-20)', LINK, { format: 'png', size: 0 }, RangeError],
    ['size above 100', LINK, { format: 'png', size: 101 }, RangeError],
    ['fractional size', LINK, { format: 'png', size: 4.5 }, RangeError],
    ['size as a string', LINK, { format: 'png', size: '4' }, RangeError],
    ['unparseable fg', LINK, { format: 'png', fg: 'red' }, TypeError],
    ['transparent fg', LINK, { format: 'png', fg: 'transparent' }, TypeError],
    ['unparseable bg', LINK, { format: 'png', bg: '#12345' }, TypeError],
    ['unknown ecc', LINK, { format: 'png', ecc: 'X' }, TypeError],
    ['unknown page', LINK, { format: 'pdf', page: 'letter' }, TypeError],
    ['empty logo', LINK, { format: 'png', logo: new Uint8Array(0) }, TypeError],
    ['logo as a string', LINK, { format: 'png', logo: 'logo.png' }, TypeError],
    ['moduleMm below 0.25', LINK, { format: 'pdf', moduleMm: 0.2 }, RangeError],
    ['moduleMm above 5', LINK, { format: 'eps', moduleMm: 5.01 }, RangeError],
    ['moduleMm NaN', LINK, { format: 'pdf', moduleMm: Number.NaN }, RangeError],
    ['moduleMm as a string', LINK, { format: 'pdf', moduleMm: '1' }, RangeError],
    ['symbolMm of zero', LINK, { format: 'pdf', symbolMm: 0 }, RangeError],
    ['symbolMm beyond any symbol', LINK, { format: 'pdf', symbolMm: 1000 }, RangeError],
    ['a spot color without a name', LINK, { format: 'pdf', fg: { spot: '', cmyk: [0, 0, 0, 100] } }, TypeError],
    ['a spot name beyond ASCII', LINK, { format: 'pdf', fg: { spot: 'Grün', cmyk: [0, 0, 0, 100] } }, TypeError],
    ['a spot color with three inks', LINK, { format: 'pdf', fg: { spot: 'X', cmyk: [0, 0, 100] } }, TypeError],
    ['a spot ink above 100 %', LINK, { format: 'pdf', fg: { spot: 'X', cmyk: [0, 0, 0, 101] } }, TypeError],
    ['both moduleMm and symbolMm', LINK, { format: 'pdf', moduleMm: 1, symbolMm: 30 }, TypeError],
  ])('throws on %s (a programmer error in library use)', (_, content, options, errorType) => {
    expect(() => normalizeRenderOptions(content as string, options as RenderOptions)).toThrow(errorType);
  });

  it('keeps a spot foreground and draws its CMYK alternate on screen', () => {
    const cmyk: [number, number, number, number] = [100, 66, 0, 2];
    const resolved = normalizeRenderOptions(LINK, { format: 'svg', fg: { spot: 'PANTONE 286 C', cmyk } });
    expect(resolved.spot).toEqual({ spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] });
    expect(resolved.spot?.cmyk).not.toBe(cmyk);
    expect(resolved.foreground).toEqual({ r: 0, g: 85, b: 250 });
    expect(resolved.defaultColors).toBe(false);
  });

  it('keeps moduleMm and symbolMm only when given', () => {
    expect(normalizeRenderOptions(LINK, { format: 'pdf', moduleMm: 0.5 })).toMatchObject({ moduleMm: 0.5 });
    expect(normalizeRenderOptions(LINK, { format: 'eps', symbolMm: 30 })).toMatchObject({ symbolMm: 30 });
    const plain = normalizeRenderOptions(LINK, { format: 'pdf' });
    expect(plain).not.toHaveProperty('moduleMm');
    expect(plain).not.toHaveProperty('symbolMm');
  });

  it('names the offending option and value in the message', () => {
    expect(() => normalizeRenderOptions(LINK, { format: 'png', size: 130 })).toThrow(/size must be an integer from 1 to 100, got 130/);
    expect(() => normalizeRenderOptions(LINK, { format: 'png', fg: 'red' })).toThrow(/fg must be a hex color.*got "red"/);
  });
});
