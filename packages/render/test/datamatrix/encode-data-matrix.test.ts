import { describe, expect, it } from 'vitest';
import { encodeDataMatrix, encodeDataMatrixSymbol } from '../../src/datamatrix/encode-data-matrix';
import { DATA_MATRIX_SIZES } from '../../src/datamatrix/symbol-sizes';
import { bwipGrid } from '../support/reference-bwip';
import { decodeGrid } from '../support/zxing-decode';

const GS = '\x1d';

async function readBack(content: Parameters<typeof encodeDataMatrix>[0], options: Parameters<typeof encodeDataMatrix>[1] = {}) {
  const symbol = encodeDataMatrix(content, options);
  const [result] = await decodeGrid(symbol, 'DataMatrix', symbol.quietZoneModules);
  return { symbol, result };
}

const rawText = (codewords: Uint8Array): string => [...codewords].map((c) => `^${String(c).padStart(3, '0')}`).join('');

describe('encodeDataMatrix', () => {
  it('encodes a GS1 element string with FNC1 first, read as ]d2 by ZXing', async () => {
    const { symbol, result } = await readBack('(01)04006381333931(21)Y1', { gs1: true });
    expect(symbol.codewords[0]).toBe(232);
    expect(result?.symbologyIdentifier).toBe(']d2');
    expect(result?.contentType).toBe('GS1');
    // (01) has a predefined length, so no separator follows it; (21) is last.
    expect(result?.text).toBe('0104006381333931' + '21Y1');
  });

  it('separates variable-length AIs with FNC1, and takes an AI list', async () => {
    const elements = [
      { ai: '01', value: '09506000134352' },
      { ai: '10', value: 'ABC123' },
      { ai: '17', value: '261231' },
      { ai: '21', value: 'x/7-A' },
    ];
    const { result } = await readBack(elements);
    expect(result?.symbologyIdentifier).toBe(']d2');
    // (10) is variable: GS after it; (17) is predefined: none.
    expect(result?.text).toBe(`0109506000134352` + `10ABC123${GS}` + `17261231` + `21x/7-A`);
    const bracketed = encodeDataMatrix('(01)09506000134352(10)ABC123(17)261231(21)x/7-A', { gs1: true });
    expect(bracketed.modules).toEqual(encodeDataMatrix(elements).modules);
  });

  it('encodes a GS1 Digital Link URI as plain data (]d1)', async () => {
    const uri = 'https://id.example.com/01/09506000134352/10/ABC123/21/12345';
    const { result } = await readBack(uri);
    expect(result?.text).toBe(uri);
    expect(result?.symbologyIdentifier).toBe(']d1');
  });

  it('refuses malformed element strings and sizes that cannot hold the data', () => {
    expect(() => encodeDataMatrix('')).toThrow(/empty/);
    expect(() => encodeDataMatrix('01)123', { gs1: true })).toThrow(RangeError);
    expect(() => encodeDataMatrix('(01)', { gs1: true })).toThrow(RangeError);
    expect(() => encodeDataMatrix('hello world', { size: { rows: 10, columns: 10 } })).toThrow(/holds 3/);
    expect(() => encodeDataMatrix('x', { size: { rows: 11, columns: 11 } })).toThrow(/not an ECC 200 size/);
    expect(() => encodeDataMatrix('9'.repeat(3200))).toThrow(/does not fit/);
  });

  it.each([
    ['ASCII digit pairs', '0123456789012345', 0x83],
    // Plain capitals cost the same in X12, and EDIFACT takes punctuation: tabs only C40 can shift to.
    ['C40 for capitals', 'ABCDEF\tGHIJKL\tMNOPQR\tSTUVWX', 230],
    ['Text for lowercase', 'abcdefghijklmnopqrstuvwx', 239],
    ['X12 for EDI', 'AB*CD>EF\rGH*IJ>KL\rMN*OP>', 238],
    ['EDIFACT for punctuation', 'A;B=C:D<E@F[G]H^I;J=K:L<M@N', 240],
    ['Base256 for binary', '\u00fe\u00c9\u0080\u00ff\u00a0\u00e9\u00c0\u00f0\u00d1\u00e1', 231],
  ])('chooses %s, and ZXing reads it back', async (_name, content, latch) => {
    const { symbol, result } = await readBack(content);
    if (latch !== 0x83) expect([...symbol.codewords.subarray(0, symbol.symbol.dataCodewords)]).toContain(latch);
    expect(result?.text).toBe(content);
  });

  it('reads UTF-8 behind ECI 000026', async () => {
    const { symbol, result } = await readBack('Akku 48 V – 😀 – Zelle');
    expect([...symbol.codewords.subarray(0, 2)]).toEqual([241, 27]);
    expect(result?.text).toBe('Akku 48 V – 😀 – Zelle');
  });

  it('fills every size of Table 7, each read back by ZXing and equal to bwip-js module for module', async () => {
    for (const size of DATA_MATRIX_SIZES) {
      // Digit pairs are one codeword each: this fills the symbol exactly.
      const digits = Array.from({ length: 2 * size.dataCodewords }, (_, i) => String((i * 7 + size.rows) % 10)).join('');
      const symbol = encodeDataMatrix(digits, { size });
      expect([symbol.height, symbol.width]).toEqual([size.rows, size.columns]);
      const [result] = await decodeGrid(symbol, 'DataMatrix', 1);
      expect(result?.text, `${size.rows}×${size.columns}`).toBe(digits);
      const reference = bwipGrid({
        bcid: 'datamatrix',
        text: rawText(symbol.codewords.subarray(0, size.dataCodewords)),
        raw: true,
        version: `${size.rows}x${size.columns}`,
      });
      expect([reference.height, reference.width]).toEqual([size.rows, size.columns]);
      expect(symbol.modules, `${size.rows}×${size.columns}`).toEqual(reference.modules);
    }
  });

  it('pads short data like bwip-js in every size (first pad 129, then 253-state randomized)', () => {
    for (const size of DATA_MATRIX_SIZES) {
      const symbol = encodeDataMatrixSymbol(Uint8Array.of(66, 67), size);
      const reference = bwipGrid({ bcid: 'datamatrix', text: '^066^067', raw: true, version: `${size.rows}x${size.columns}` });
      expect(symbol.modules, `${size.rows}×${size.columns}`).toEqual(reference.modules);
    }
  });

  it('takes the smallest rectangle or the smallest area when asked', () => {
    // C40: latch and four codewords fill 8×18 exactly, the final unlatch implied.
    expect(encodeDataMatrix('ABCDEF', { shape: 'rectangle' }).symbol).toMatchObject({ rows: 8, columns: 18 });
    // 10 codewords: 16×16 holds 12, 14×14 only 8.
    expect(encodeDataMatrix('12345678901234567890', { shape: 'square' }).symbol).toMatchObject({ rows: 16, columns: 16 });
    // 5 codewords: 8×18 and 12×12 both have 144 modules; the one of fewer rows wins.
    expect(encodeDataMatrix('1234567890', { shape: 'any' }).symbol).toMatchObject({ rows: 8, columns: 18 });
    expect(encodeDataMatrix('1234567890').symbol).toMatchObject({ rows: 12, columns: 12 });
  });
});
