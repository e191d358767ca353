import { describe, expect, it } from 'vitest';
import { totalCodewords } from '../../src/encoder/error-correction-blocks';
import { unpackRows } from '../../src/encoder/packed-lines';
import { placeCodewords } from '../../src/encoder/place-codewords';
import { symbolTemplate } from '../../src/encoder/symbol-template';

describe('placeCodewords', () => {
  it.each([1, 2, 7, 14, 21, 40])('version %i: writes each codeword bit, most significant first, along the placement order over the template', (version) => {
    const template = symbolTemplate(version);
    const { size } = template;
    const count = totalCodewords(version);
    const codewords = Uint8Array.from({ length: count }, (_, i) => (i * 151 + 7) & 0xff);
    const rows = new Int32Array(template.rows.length);
    placeCodewords(template, codewords, count, rows);

    const modules = unpackRows(rows, size);
    const functionPatterns = unpackRows(template.rows, size);
    expect(modules.filter((_, i) => template.reserved[i])).toEqual(functionPatterns.filter((_, i) => template.reserved[i]));
    const placed = Array.from(template.dataModules, (module) => modules[module]);
    const bits = Array.from(template.dataModules, (_, bit) => (bit < count * 8 ? (codewords[bit >> 3]! >> (7 - (bit & 7))) & 1 : 0)); // remainder bits light
    expect(placed).toEqual(bits);
  });
});
