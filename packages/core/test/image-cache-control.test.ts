import { describe, expect, it } from 'vitest';
import { BLACK, WHITE } from '../src/color';
import {
  DEFAULT_IMAGE_CACHE_CONTROL,
  IMAGE_CACHE_CONTROL,
  imageCacheControl,
  isDefaultImage,
  type ImageRendering,
} from '../src/image-cache-control';

const base: ImageRendering = { format: 'svg', foreground: BLACK, background: WHITE, ecc: 'M', hasLogo: false, defaultColors: true };

describe('imageCacheControl (contract, image rule 6)', () => {
  it('uses the contract header values', () => {
    expect(DEFAULT_IMAGE_CACHE_CONTROL).toBe('public, max-age=86400, immutable');
    expect(IMAGE_CACHE_CONTROL).toBe('public, max-age=300');
  });

  it('is immutable only for black on white, ecc M, no logo', () => {
    expect(imageCacheControl(base)).toBe(DEFAULT_IMAGE_CACHE_CONTROL);
    expect(isDefaultImage({ ...base, foreground: { r: 0, g: 0, b: 1 } })).toBe(false);
    expect(isDefaultImage({ ...base, background: { r: 255, g: 255, b: 254 } })).toBe(false);
    expect(isDefaultImage({ ...base, background: 'transparent' })).toBe(false);
    expect(isDefaultImage({ ...base, ecc: 'H' })).toBe(false);
    expect(isDefaultImage({ ...base, ecc: 'H', hasLogo: true })).toBe(false);
    expect(imageCacheControl({ ...base, hasLogo: true })).toBe(IMAGE_CACHE_CONTROL);
  });

  it('for PDF and EPS also requires that no color was chosen', () => {
    expect(isDefaultImage({ ...base, format: 'pdf', defaultColors: false })).toBe(false);
    expect(isDefaultImage({ ...base, format: 'eps', defaultColors: false })).toBe(false);
    expect(isDefaultImage({ ...base, format: 'png', defaultColors: false })).toBe(true);
    expect(isDefaultImage({ ...base, format: 'eps' })).toBe(true);
  });
});
