import type { SymbolTemplate } from './symbol-template';

/**
 * Writes `template`'s function patterns and then `count` codewords, most significant bit
 * first, into the symbol's packed `rows` and `columns` along the placement order (ISO/IEC
 * 18004 §7.7.3). Remainder bits stay light; nothing is masked yet.
 */
export function placeCodewords(
  template: SymbolTemplate,
  codewords: Uint8Array,
  count: number,
  rows: Int32Array,
  columns: Int32Array,
): void {
  rows.set(template.rows);
  columns.set(template.columns);
  const { dataRowWord, dataRowShift, dataColumnWord, dataColumnShift } = template;
  for (let c = 0, k = 0; c < count; c++, k += 8) {
    const byte = codewords[c]!;
    if (byte === 0) continue;
    for (let bit = 0; bit < 8; bit++) {
      if ((byte << bit) & 0x80) {
        rows[dataRowWord[k + bit]!]! |= 1 << dataRowShift[k + bit]!;
        columns[dataColumnWord[k + bit]!]! |= 1 << dataColumnShift[k + bit]!;
      }
    }
  }
}
