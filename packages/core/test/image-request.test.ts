import { describe, expect, it } from 'vitest';
import type { AppearanceInput } from '../src/appearance';
import { BLACK, WHITE } from '../src/color';
import { DEFAULT_IMAGE_CACHE_CONTROL, IMAGE_CACHE_CONTROL } from '../src/image-cache-control';
import { resolveImageRequest, type ImageQuery, type ImageRequestInput } from '../src/image-request';

const storedColors: AppearanceInput = { foreground_color: '#112233', background_color: '#FFEEDD' };
const STORED_FG = { r: 0x11, g: 0x22, b: 0x33 };
const STORED_BG = { r: 0xff, g: 0xee, b: 0xdd };

function resolve(query: ImageQuery, options: Partial<ImageRequestInput> = {}) {
  return resolveImageRequest({ format: 'svg', stored: null, hasLogo: false, ...options, query });
}

describe('resolveImageRequest defaults', () => {
  it('is the default image without parameters or stored colors', () => {
    const request = resolve({});
    expect(request).toEqual({
      format: 'svg',
      moduleSize: 4,
      foreground: BLACK,
      background: WHITE,
      defaultColors: true,
      ecc: 'M',
      page: 'square',
      cacheControl: DEFAULT_IMAGE_CACHE_CONTROL,
      isDefaultImage: true,
    });
  });
});

describe('parameters (contract, image routes table)', () => {
  it('size is an integer 2–20; anything else counts as unset', () => {
    expect(resolve({ size: '2' }).moduleSize).toBe(2);
    expect(resolve({ size: '20' }).moduleSize).toBe(20);
    expect(resolve({ size: ' 08 ' }).moduleSize).toBe(8);
    for (const size of ['1', '21', '0', '-4', '4.5', '8.0', '0x8', '1e1', 'big', '', '999999999999999999999']) {
      expect(resolve({ size }).moduleSize, size).toBe(4);
    }
  });

  it('PDF ignores size and reads format=a4; other formats ignore format', () => {
    expect(resolve({ size: '10', format: 'a4' }, { format: 'pdf' })).toMatchObject({ moduleSize: 4, page: 'a4' });
    expect(resolve({ format: 'A4' }, { format: 'pdf' }).page).toBe('a4');
    expect(resolve({ format: 'letter' }, { format: 'pdf' }).page).toBe('square');
    expect(resolve({ format: 'a4', size: '10' }, { format: 'png' })).toMatchObject({ moduleSize: 10, page: 'square' });
  });

  it('fg and bg take RRGGBB or RGB, any case, # optional; bg also transparent', () => {
    expect(resolve({ fg: 'FF0000' }).foreground).toEqual({ r: 255, g: 0, b: 0 });
    expect(resolve({ fg: '#0f0' }).foreground).toEqual({ r: 0, g: 255, b: 0 });
    expect(resolve({ bg: 'transparent' }).background).toBe('transparent');
    expect(resolve({ fg: 'transparent' }).foreground).toEqual(BLACK);
    expect(resolve({ bg: 'fffe' }).background).toEqual(WHITE);
  });

  it('ecc L/M/Q/H, any case; invalid is M; a logo forces H', () => {
    expect(resolve({ ecc: 'q' }).ecc).toBe('Q');
    expect(resolve({ ecc: 'X' }).ecc).toBe('M');
    expect(resolve({ ecc: 'L' }, { hasLogo: true }).ecc).toBe('H');
    expect(resolve({}, { hasLogo: true }).ecc).toBe('H');
  });

  it('a repeated parameter uses its first value', () => {
    expect(resolve({ fg: ['ff0000', '00ff00'] }).foreground).toEqual({ r: 255, g: 0, b: 0 });
    expect(resolve({ fg: ['nope', '00ff00'] }).foreground).toEqual(BLACK);
    expect(resolve({ size: [] }).moduleSize).toBe(4);
  });

  it('ignores unknown parameters', () => {
    expect(resolve({ color: 'ff0000', SIZE: '10', FG: '00ff00' })).toEqual(resolve({}));
  });
});

describe('stored colors (contract, image rules 1, 2 and 7)', () => {
  it('no parameters: both stored colors', () => {
    const request = resolve({}, { stored: storedColors });
    expect(request.foreground).toEqual(STORED_FG);
    expect(request.background).toEqual(STORED_BG);
    expect(request.defaultColors).toBe(false);
  });

  it('fg=000000: black, and the stored background is kept', () => {
    const request = resolve({ fg: '000000' }, { stored: storedColors });
    expect(request.foreground).toEqual(BLACK);
    expect(request.background).toEqual(STORED_BG);
  });

  it('ecc only: both stored colors', () => {
    const request = resolve({ ecc: 'H' }, { stored: storedColors });
    expect(request).toMatchObject({ foreground: STORED_FG, background: STORED_BG, ecc: 'H' });
  });

  it('an invalid color falls back to the stored color, not to the default', () => {
    const request = resolve({ fg: 'zzz', bg: '12345' }, { stored: storedColors });
    expect(request).toMatchObject({ foreground: STORED_FG, background: STORED_BG });
  });

  it('query beats stored for each color separately', () => {
    const request = resolve({ bg: 'transparent' }, { stored: storedColors });
    expect(request).toMatchObject({ foreground: STORED_FG, background: 'transparent' });
  });
});

describe('cache policy (contract, image rule 6)', () => {
  it('the true default image is immutable in every format', () => {
    for (const format of ['svg', 'png', 'pdf', 'eps'] as const) {
      expect(resolve({}, { format }).cacheControl, format).toBe(DEFAULT_IMAGE_CACHE_CONTROL);
    }
  });

  it('size, page and ecc=M keep it the default image', () => {
    expect(resolve({ size: '12', ecc: 'm' }).cacheControl).toBe(DEFAULT_IMAGE_CACHE_CONTROL);
    expect(resolve({ format: 'a4' }, { format: 'pdf' }).cacheControl).toBe(DEFAULT_IMAGE_CACHE_CONTROL);
  });

  it('explicit black on white is still the default image for SVG and PNG', () => {
    expect(resolve({ fg: '000', bg: 'FFFFFF' }, { format: 'svg' }).isDefaultImage).toBe(true);
    expect(resolve({ bg: 'ffffff' }, { format: 'png' }).isDefaultImage).toBe(true);
  });

  it('for PDF and EPS any given bg, or any chosen color, is a deviation', () => {
    for (const format of ['pdf', 'eps'] as const) {
      expect(resolve({ bg: 'ffffff' }, { format }).cacheControl, format).toBe(IMAGE_CACHE_CONTROL);
      expect(resolve({ fg: '000000' }, { format }).cacheControl, format).toBe(IMAGE_CACHE_CONTROL);
      expect(resolve({ bg: 'ffffff' }, { format }).defaultColors).toBe(false);
    }
  });

  it('colors, ecc other than M, transparency, stored colors and logos get 5 minutes', () => {
    expect(resolve({ fg: 'ff0000' }).cacheControl).toBe(IMAGE_CACHE_CONTROL);
    expect(resolve({ ecc: 'L' }).cacheControl).toBe(IMAGE_CACHE_CONTROL);
    expect(resolve({ bg: 'transparent' }).cacheControl).toBe(IMAGE_CACHE_CONTROL);
    expect(resolve({}, { stored: storedColors }).cacheControl).toBe(IMAGE_CACHE_CONTROL);
    expect(resolve({}, { hasLogo: true }).cacheControl).toBe(IMAGE_CACHE_CONTROL);
  });

  it('symbol microqr, rmqr or datamatrix (any case, trimmed) is kept and gets 5 minutes; qr and anything else are QR', () => {
    for (const [value, symbol] of [['microqr', 'microqr'], [' RMQR ', 'rmqr'], ['DataMatrix', 'datamatrix']] as const) {
      const request = resolve({ symbol: value });
      expect(request.symbol, value).toBe(symbol);
      expect(request.cacheControl).toBe(IMAGE_CACHE_CONTROL);
      expect(request.isDefaultImage).toBe(false);
    }
    for (const value of ['qr', 'QR', 'aztec', '', ['qr', 'rmqr']]) {
      const request = resolve({ symbol: value });
      expect(request, JSON.stringify(value)).not.toHaveProperty('symbol');
      expect(request.isDefaultImage).toBe(true);
    }
  });

  it('query colors that restore black on white over stored colors give the default SVG', () => {
    expect(resolve({ fg: '000000', bg: 'ffffff' }, { stored: storedColors }).isDefaultImage).toBe(true);
  });
});

describe('a stored style', () => {
  const styled = (extra: Partial<AppearanceInput>): AppearanceInput => ({ foreground_color: null, background_color: null, ...extra });

  it('is drawn and is never the default image, in every format', () => {
    for (const format of ['svg', 'png', 'pdf', 'eps'] as const) {
      const request = resolve({}, { format, stored: styled({ module_shape: 'dots' }) });
      expect(request.style).toEqual({ modules: 'dots', finder: { outer: 'square', inner: 'square' } });
      expect(request.cacheControl).toBe(IMAGE_CACHE_CONTROL);
      expect(request.isDefaultImage).toBe(false);
      // Shapes alone choose no color: PDF and EPS still draw no background.
      expect(request.defaultColors).toBe(true);
    }
  });

  it('counts a finder color or a gradient as a chosen color', () => {
    expect(resolve({}, { format: 'pdf', stored: styled({ finder_color: '#102030' }) }).defaultColors).toBe(false);
    expect(resolve({}, { format: 'eps', stored: styled({ gradient: { type: 'radial', angle: null, colors: ['#000000', '#0000FF'] } }) }).defaultColors).toBe(false);
  });

  it('is left out for the other symbologies, which have no styles', () => {
    expect(resolve({ symbol: 'datamatrix' }, { stored: styled({ module_shape: 'dots' }) }).style).toBeUndefined();
  });
});
