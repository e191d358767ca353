import { BLACK, ERROR_CORRECTION_LEVELS, WHITE } from '@quietzone/core';
import { describe, expect, it } from 'vitest';
import { applyBestMask } from '../src/internal/apply-best-mask';
import { encodeQr } from '../src/matrix';
import { writePng } from '../src/png';
import { decodePng, utf8 } from './support/decode-image';

/** Versions with a distinct layout: no alignment pattern (1), version info from 7, the odd step of 32, the largest. */
const VERSIONS = [1, 2, 6, 7, 14, 22, 32, 40];

const contents = new Map<number, string>();

function contentOfVersion(version: number): string {
  const known = contents.get(version);
  if (known) return known;
  const wanted = 17 + 4 * version;
  // Byte-mode capacity at ECC L grows monotonically with the version: bisect the length.
  let low = 1;
  let high = 2953;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (encodeQr('a'.repeat(middle), { ecc: 'L' }).size < wanted) low = middle + 1;
    else high = middle;
  }
  const content = '0123456789abcdef'.repeat(200).slice(0, low);
  contents.set(version, content);
  return content;
}

describe('applyBestMask (through encodeQr)', () => {
  it.each(VERSIONS)('gives a symbol jsqr reads back, version %i', (version) => {
    const content = contentOfVersion(version);
    const matrix = encodeQr(content, { ecc: 'L' });
    expect(matrix.size).toBe(17 + 4 * version);
    const png = writePng(matrix, { moduleSize: 3, foreground: BLACK, background: WHITE, defaultColors: true, page: 'square' });
    expect(decodePng(png)).toEqual(utf8(content));
  });

  it('is stable: re-masking its own output changes nothing', () => {
    const cases = [
      ...ERROR_CORRECTION_LEVELS.map((ecc) => ({ content: 'https://qr.example.com/Ab3dE7x', ecc })),
      ...VERSIONS.map((version) => ({ content: contentOfVersion(version), ecc: 'L' as const })),
    ];
    for (const { content, ecc } of cases) {
      const matrix = encodeQr(content, { ecc });
      const again = matrix.modules.slice();
      applyBestMask(again, matrix.size, ecc);
      expect(again).toEqual(matrix.modules);
    }
  });

  it('refuses a symbol without valid format information for the given level', () => {
    const matrix = encodeQr('https://qr.example.com/Ab3dE7x', { ecc: 'M' });
    expect(() => applyBestMask(matrix.modules.slice(), matrix.size, 'H')).toThrow(/no valid format information/);
  });
});
