import type { SymbolTemplate } from './symbol-template';

/** Data mask patterns of ISO/IEC 18004 Table 10. */
export const MASK_COUNT = 8;

/** Table 10: whether data mask `mask` inverts the module in row i, column j. */
export function maskInverts(mask: number, i: number, j: number): boolean {
  switch (mask) {
    case 0:
      return (i + j) % 2 === 0;
    case 1:
      return i % 2 === 0;
    case 2:
      return j % 3 === 0;
    case 3:
      return (i + j) % 3 === 0;
    case 4:
      return (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0;
    case 5:
      return ((i * j) % 2) + ((i * j) % 3) === 0;
    case 6:
      return (((i * j) % 2) + ((i * j) % 3)) % 2 === 0;
    case 7:
      return (((i + j) % 2) + ((i * j) % 3)) % 2 === 0;
    default:
      throw new RangeError(`no data mask ${mask}`);
  }
}

const maskRowsByVersion: (Int32Array[] | undefined)[] = [];

/**
 * The modules `mask` inverts in `template`'s encoding region (function patterns are never
 * masked, §7.8.2), as packed rows like the template's. Built once per version, for all
 * eight masks.
 */
export function maskRows(template: SymbolTemplate, mask: number): Int32Array {
  const all = maskRowsByVersion[template.version] ?? (maskRowsByVersion[template.version] = buildMaskRows(template));
  return all[mask]!;
}

function buildMaskRows(template: SymbolTemplate): Int32Array[] {
  const { size, dataModules, dataRowBits } = template;
  const all: Int32Array[] = [];
  for (let mask = 0; mask < MASK_COUNT; mask++) {
    const rows = new Int32Array(template.rows.length);
    for (let k = 0; k < dataModules.length; k++) {
      const i = Math.floor(dataModules[k]! / size);
      if (maskInverts(mask, i, dataModules[k]! - i * size)) rows[dataRowBits[k]! >>> 5]! |= 1 << (dataRowBits[k]! & 31);
    }
    all.push(rows);
  }
  return all;
}
