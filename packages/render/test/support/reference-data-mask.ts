/**
 * Test oracle, written for reading rather than speed: whether data mask `mask` (0–7) inverts
 * the module in row `i`, column `j`. The conditions are ISO/IEC 18004:2015 Table 10, copied
 * term by term (i = row, j = column, both from the top-left module).
 */
export function referenceMaskInverts(mask: number, i: number, j: number): boolean {
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
      throw new RangeError(`no data mask ${mask}: ISO/IEC 18004 defines 0–7`);
  }
}

/** The eight data mask references of Table 10 (000–111). */
export const DATA_MASKS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7];
