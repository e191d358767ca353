import { maskLines } from './data-mask';
import { formatInformation } from './format-information';
import type { SymbolTemplate } from './symbol-template';

/**
 * Writes the unmasked symbol `rows`/`columns` (packed lines of `template`, format information
 * light) to `maskedRows`/`maskedColumns` with data mask `mask` applied to the encoding region
 * and the format information of level `eccIndex` and that mask in both copies (ISO/IEC 18004
 * §7.8.2, §7.9). `maskedColumns` may be omitted when only the rows are wanted.
 */
export function maskSymbol(
  template: SymbolTemplate,
  eccIndex: number,
  mask: number,
  rows: Int32Array,
  columns: Int32Array,
  maskedRows: Int32Array,
  maskedColumns?: Int32Array,
): void {
  const { size, words, formatModules } = template;
  const pattern = maskLines(template, mask);
  const length = size * words;
  const maskRows = pattern.rows;
  for (let i = 0; i < length; i++) maskedRows[i] = rows[i]! ^ maskRows[i]!;
  if (maskedColumns) {
    const maskColumns = pattern.columns;
    for (let i = 0; i < length; i++) maskedColumns[i] = columns[i]! ^ maskColumns[i]!;
  }
  const format = formatInformation(eccIndex, mask);
  for (let bit = 0; bit < 15; bit++) {
    if (((format >>> bit) & 1) === 0) continue;
    for (let copy = bit; copy < 30; copy += 15) {
      const module = formatModules[copy]!;
      const y = Math.floor(module / size);
      const x = module - y * size;
      maskedRows[y * words + (x >>> 5)]! |= 1 << (x & 31);
      if (maskedColumns) maskedColumns[x * words + (y >>> 5)]! |= 1 << (y & 31);
    }
  }
}
