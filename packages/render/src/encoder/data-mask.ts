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

/** A data mask restricted to a version's encoding region, as packed rows and columns. */
export interface MaskLines {
  readonly rows: Int32Array;
  readonly columns: Int32Array;
}

const maskLinesByVersion: (MaskLines[] | undefined)[] = [];

/**
 * The modules `mask` inverts in `template`'s encoding region (function patterns are never
 * masked, §7.8.2), packed like the template, so masking a symbol is one XOR per word.
 * Built once per version, for all eight masks.
 */
export function maskLines(template: SymbolTemplate, mask: number): MaskLines {
  const all = maskLinesByVersion[template.version] ?? (maskLinesByVersion[template.version] = buildMaskLines(template));
  return all[mask]!;
}

function buildMaskLines(template: SymbolTemplate): MaskLines[] {
  const { size, words, dataModules } = template;
  const all: MaskLines[] = [];
  for (let mask = 0; mask < MASK_COUNT; mask++) {
    const rows = new Int32Array(size * words);
    const columns = new Int32Array(size * words);
    for (let k = 0; k < dataModules.length; k++) {
      const i = Math.floor(dataModules[k]! / size);
      const j = dataModules[k]! - i * size;
      if (!maskInverts(mask, i, j)) continue;
      rows[template.dataRowWord[k]!]! |= 1 << template.dataRowShift[k]!;
      columns[template.dataColumnWord[k]!]! |= 1 << template.dataColumnShift[k]!;
    }
    all.push(Object.freeze({ rows, columns }));
  }
  return all;
}
