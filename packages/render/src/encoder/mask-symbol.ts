import { maskRows } from './data-mask';
import { formatInformation } from './format-information';
import type { SymbolTemplate } from './symbol-template';

/** Per version, level and mask: the mask's rows with that format information set (§7.9.1). */
const patterns: (Int32Array | undefined)[] = [];

function maskAndFormat(template: SymbolTemplate, eccIndex: number, mask: number): Int32Array {
  const key = (template.version * 4 + eccIndex) * 8 + mask;
  const known = patterns[key];
  if (known) return known;
  const { size, words, formatModules } = template;
  const pattern = maskRows(template, mask).slice();
  const format = formatInformation(eccIndex, mask);
  for (let copy = 0; copy < 30; copy++) {
    if (((format >>> copy % 15) & 1) === 0) continue;
    const y = Math.floor(formatModules[copy]! / size);
    const x = formatModules[copy]! - y * size;
    pattern[y * words + (x >>> 5)]! |= 1 << (x & 31);
  }
  patterns[key] = pattern;
  return pattern;
}

/**
 * Writes the unmasked symbol `rows` (packed rows of `template`, format information light) to
 * `masked` with data mask `mask` applied to the encoding region and the format information
 * of level `eccIndex` and that mask in both copies (ISO/IEC 18004 §7.8.2, §7.9): one XOR per
 * word with a pattern built once per version, level and mask.
 */
export function maskSymbol(template: SymbolTemplate, eccIndex: number, mask: number, rows: Int32Array, masked: Int32Array): void {
  const pattern = maskAndFormat(template, eccIndex, mask);
  for (let i = 0, length = pattern.length; i < length; i++) masked[i] = rows[i]! ^ pattern[i]!;
}
