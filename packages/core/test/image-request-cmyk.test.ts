import { describe, expect, it } from 'vitest';
import { IMAGE_CACHE_CONTROL } from '../src/image-cache-control';
import { resolveImageRequest } from '../src/image-request';

// fg/bg=cmyk:C,M,Y,K on the image routes: kept as inks for PDF and EPS, shown by cmykToRgb.

describe('resolveImageRequest with CMYK colors', () => {
  it('keeps the inks and their screen color, and is never the default image', () => {
    const request = resolveImageRequest({ format: 'pdf', query: { fg: 'cmyk:100,66,0,2', bg: ' CMYK:0,0,10,0 ' }, stored: null, hasLogo: false });
    expect(request).toMatchObject({
      foregroundCmyk: { c: 100, m: 66, y: 0, k: 2 },
      backgroundCmyk: { c: 0, m: 0, y: 10, k: 0 },
      foreground: { r: 0, g: 85, b: 250 },
      background: { r: 255, g: 255, b: 230 },
      defaultColors: false,
      isDefaultImage: false,
      cacheControl: IMAGE_CACHE_CONTROL,
    });
  });

  it('counts a malformed CMYK value as unset, falling back to the stored color', () => {
    for (const fg of ['cmyk:101,0,0,0', 'cmyk:1,2,3', 'cmyk:', 'cmyk 1,2,3,4']) {
      const request = resolveImageRequest({ format: 'pdf', query: { fg }, stored: { foreground_color: '#112233', background_color: null }, hasLogo: false });
      expect(request.foreground, fg).toEqual({ r: 0x11, g: 0x22, b: 0x33 });
      expect(request).not.toHaveProperty('foregroundCmyk');
    }
  });

  it('adds nothing to a hex request', () => {
    const request = resolveImageRequest({ format: 'pdf', query: { fg: '1d4ed8' }, stored: null, hasLogo: false });
    expect(request).not.toHaveProperty('foregroundCmyk');
    expect(request).not.toHaveProperty('backgroundCmyk');
  });
});
