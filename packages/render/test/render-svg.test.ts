import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderQr } from '../src/index';
import { renderSvg } from '../src/render-svg';
import { decodeSvg, utf8 } from './support/decode-image';

const text = new TextDecoder();

describe('renderSvg (@quietzone/render/svg)', () => {
  it('gives the same bytes as renderQr with format svg, for any size, width, margin and colors', async () => {
    const options = fc.record(
      {
        size: fc.integer({ min: 1, max: 30 }),
        margin: fc.integer({ min: 0, max: 8 }),
        fg: fc.constantFrom('#000000', '#1a237e', '333'),
        bg: fc.constantFrom('#ffffff', 'transparent', '#fff8e1'),
        ecc: fc.constantFrom('L', 'M', 'Q', 'H'),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 60 }), options, async (content, picked) => {
        expect(renderSvg(content, picked)).toBe(text.decode(await renderQr(content, { ...picked, format: 'svg' })));
      }),
      { numRuns: 60 },
    );
    expect(renderSvg('https://qr.example.com/Ab3dE7x', { width: 500 })).toBe(text.decode(await renderQr('https://qr.example.com/Ab3dE7x', { format: 'svg', width: 500 })));
  });

  it('draws a code that decodes to its content', () => {
    const decoded = decodeSvg(utf8(renderSvg('https://qr.example.com/Ab3dE7x')));
    expect(decoded && text.decode(decoded)).toBe('https://qr.example.com/Ab3dE7x');
  });

  it('refuses bad options and, with strict, flagged colors, as renderQr does', () => {
    expect(() => renderSvg('x', { size: 0 })).toThrow(RangeError);
    expect(() => renderSvg('x', { fg: '#ffffff', bg: '#000000', strict: true })).toThrow(/strict/);
    expect(() => renderSvg('')).toThrow(TypeError);
  });
});
