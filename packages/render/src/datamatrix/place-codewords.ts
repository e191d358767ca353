/**
 * The ECC 200 placement of ISO/IEC 16022 Annex F: codewords are laid in 8-module "utah"
 * shapes along diagonals of the mapping matrix (the data regions joined, finders removed),
 * with four special corner shapes. Returns, per mapping-matrix module, 1 for dark.
 */
export function placeCodewords(codewords: Uint8Array, mappingRows: number, mappingColumns: number): Uint8Array {
  const nrow = mappingRows;
  const ncol = mappingColumns;
  const modules = new Uint8Array(nrow * ncol);
  const filled = new Uint8Array(nrow * ncol);

  // bit 1 is the codeword's most significant bit (Annex F.1).
  const place = (row: number, col: number, index: number, bit: number): void => {
    if (row < 0) {
      row += nrow;
      col += 4 - ((nrow + 4) % 8);
    }
    if (col < 0) {
      col += ncol;
      row += 4 - ((ncol + 4) % 8);
    }
    const at = row * ncol + col;
    filled[at] = 1;
    modules[at] = (codewords[index]! >>> (8 - bit)) & 1;
  };
  const utah = (row: number, col: number, index: number): void => {
    place(row - 2, col - 2, index, 1);
    place(row - 2, col - 1, index, 2);
    place(row - 1, col - 2, index, 3);
    place(row - 1, col - 1, index, 4);
    place(row - 1, col, index, 5);
    place(row, col - 2, index, 6);
    place(row, col - 1, index, 7);
    place(row, col, index, 8);
  };
  const corner = (index: number, cells: readonly number[]): void => {
    for (let b = 0; b < 8; b++) place(cells[2 * b]!, cells[2 * b + 1]!, index, b + 1);
  };

  let index = 0;
  let row = 4;
  let col = 0;
  do {
    if (row === nrow && col === 0) {
      corner(index++, [nrow - 1, 0, nrow - 1, 1, nrow - 1, 2, 0, ncol - 2, 0, ncol - 1, 1, ncol - 1, 2, ncol - 1, 3, ncol - 1]);
    }
    if (row === nrow - 2 && col === 0 && ncol % 4 !== 0) {
      corner(index++, [nrow - 3, 0, nrow - 2, 0, nrow - 1, 0, 0, ncol - 4, 0, ncol - 3, 0, ncol - 2, 0, ncol - 1, 1, ncol - 1]);
    }
    if (row === nrow - 2 && col === 0 && ncol % 8 === 4) {
      corner(index++, [nrow - 3, 0, nrow - 2, 0, nrow - 1, 0, 0, ncol - 2, 0, ncol - 1, 1, ncol - 1, 2, ncol - 1, 3, ncol - 1]);
    }
    if (row === nrow + 4 && col === 2 && ncol % 8 === 0) {
      corner(index++, [nrow - 1, 0, nrow - 1, ncol - 1, 0, ncol - 3, 0, ncol - 2, 0, ncol - 1, 1, ncol - 3, 1, ncol - 2, 1, ncol - 1]);
    }
    // Sweep up and to the right…
    do {
      if (row < nrow && col >= 0 && !filled[row * ncol + col]) utah(row, col, index++);
      row -= 2;
      col += 2;
    } while (row >= 0 && col < ncol);
    row += 1;
    col += 3;
    // …then down and to the left.
    do {
      if (row >= 0 && col < ncol && !filled[row * ncol + col]) utah(row, col, index++);
      row += 2;
      col -= 2;
    } while (row < nrow && col >= 0);
    row += 3;
    col += 1;
  } while (row < nrow || col < ncol);

  // Sizes whose mapping area is not a multiple of 8 leave the bottom-right 2×2 unused: a fixed checker.
  if (!filled[nrow * ncol - 1]) {
    modules[nrow * ncol - 1] = 1;
    modules[(nrow - 2) * ncol + ncol - 2] = 1;
  }
  return modules;
}
