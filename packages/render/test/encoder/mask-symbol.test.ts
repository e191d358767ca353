import { describe, expect, it } from 'vitest';
import { maskInverts } from '../../src/encoder/data-mask';
import { totalCodewords } from '../../src/encoder/error-correction-blocks';
import { formatInformation } from '../../src/encoder/format-information';
import { maskSymbol } from '../../src/encoder/mask-symbol';
import { unpackRows } from '../../src/encoder/packed-lines';
import { placeCodewords } from '../../src/encoder/place-codewords';
import { symbolTemplate } from '../../src/encoder/symbol-template';

function unmaskedSymbol(version: number) {
  const template = symbolTemplate(version);
  const count = totalCodewords(version);
  const codewords = Uint8Array.from({ length: count }, (_, i) => (i * 89 + 3) & 0xff);
  const rows = new Int32Array(template.rows.length);
  placeCodewords(template, codewords, count, rows);
  return { template, rows };
}

describe('maskSymbol', () => {
  it.each([1, 6, 7, 40])('version %i: inverts the encoding region by the mask and writes both copies of the format information', (version) => {
    const { template, rows } = unmaskedSymbol(version);
    const { size, reserved, formatModules } = template;
    const unmasked = unpackRows(rows, size);
    // Every mask; every level twice.
    for (let mask = 0; mask < 8; mask++) {
      const level = (mask + version) % 4;
      const maskedRows = new Int32Array(rows.length);
      maskSymbol(template, level, mask, rows, maskedRows);
      const masked = unpackRows(maskedRows, size);
      const format = formatInformation(level, mask);
      const formatAt = new Map<number, number>();
      formatModules.forEach((module, i) => formatAt.set(module, (format >>> i % 15) & 1));
      const expected = unmasked.map((module, index) => {
        if (formatAt.has(index)) return formatAt.get(index)!;
        if (reserved[index]) return module;
        return module ^ (maskInverts(mask, Math.floor(index / size), index % size) ? 1 : 0);
      });
      expect(masked).toEqual(expected);
    }
  });

});
