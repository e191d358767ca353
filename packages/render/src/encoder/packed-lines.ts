/**
 * A symbol as bit-packed rows: each row in `wordsPerLine(size)` 32-bit words, module x in
 * bit x % 32 of word ⌊x / 32⌋, 1 = dark, unused high bits 0. Rows then mask with one XOR per
 * word and score with shifts and ANDs, 32 modules at a time.
 */
export function wordsPerLine(size: number): number {
  return (size + 31) >>> 5;
}

/** Rows of a row-major byte matrix (1 = dark) as packed lines. */
export function packRows(modules: Uint8Array, size: number): Int32Array {
  const words = wordsPerLine(size);
  const lines = new Int32Array(size * words);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (modules[y * size + x]) lines[y * words + (x >>> 5)]! |= 1 << (x & 31);
    }
  }
  return lines;
}

/** Packed rows back to a fresh row-major byte matrix. */
export function unpackRows(rows: Int32Array, size: number): Uint8Array {
  const words = wordsPerLine(size);
  const modules = new Uint8Array(size * size);
  for (let y = 0, row = 0; y < size; y++, row += size) {
    for (let w = 0; w < words; w++) {
      let word = rows[y * words + w]!;
      const base = row + (w << 5);
      // Only dark modules need writing; visit the set bits, lowest first.
      while (word !== 0) {
        const low = word & -word;
        modules[base + 31 - Math.clz32(low)] = 1;
        word ^= low;
      }
    }
  }
  return modules;
}
