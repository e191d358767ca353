import type { DataMatrixSize } from './symbol-sizes';

/**
 * The whole symbol (ISO/IEC 16022 §5.2, Figure 6): each data region framed by its solid "L"
 * finder (left column, bottom row) and alternating clock track (top row, right column), the
 * mapping matrix split back into those regions. Row-major, 1 = dark.
 */
export function symbolModules(size: DataMatrixSize, mapping: Uint8Array): Uint8Array {
  const { rows, columns, regionRows, regionColumns } = size;
  const mappingColumns = regionColumns * size.regionsAcross;
  const modules = new Uint8Array(rows * columns);
  const blockRows = regionRows + 2;
  const blockColumns = regionColumns + 2;
  for (let y = 0; y < rows; y++) {
    const r = y % blockRows;
    const regionY = (y - r) / blockRows;
    for (let x = 0; x < columns; x++) {
      const c = x % blockColumns;
      let dark: number;
      if (r === blockRows - 1 || c === 0) dark = 1;
      else if (r === 0) dark = c % 2 === 0 ? 1 : 0;
      else if (c === blockColumns - 1) dark = r % 2;
      else {
        const regionX = (x - c) / blockColumns;
        dark = mapping[(regionY * regionRows + r - 1) * mappingColumns + regionX * regionColumns + c - 1]!;
      }
      modules[y * columns + x] = dark;
    }
  }
  return modules;
}
