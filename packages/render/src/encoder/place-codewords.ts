import type { SymbolTemplate } from './symbol-template';

/**
 * Writes `template`'s function patterns and then `count` codewords, most significant bit
 * first, into the symbol's packed `rows` along the placement order (ISO/IEC 18004 §7.7.3).
 * Remainder bits stay light; nothing is masked yet.
 */
export function placeCodewords(template: SymbolTemplate, codewords: Uint8Array, count: number, rows: Int32Array): void {
  rows.set(template.rows);
  const positions = template.dataRowBits;
  for (let c = 0, k = 0; c < count; c++, k += 8) {
    const byte = codewords[c]!;
    if (byte === 0) continue;
    for (let bit = 7, at = k; bit >= 0; bit--, at++) {
      const position = positions[at]!;
      rows[position >>> 5]! |= ((byte >>> bit) & 1) << (position & 31);
    }
  }
}
