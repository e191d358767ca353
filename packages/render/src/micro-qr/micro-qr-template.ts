/**
 * A Micro QR symbol's function modules (ISO/IEC 18004 §6.3, Figure 2): one finder pattern with
 * its separator, timing patterns along the top row and left column, and the format
 * information area (reserved, written later).
 */
export function microQrTemplate(size: number): { modules: Uint8Array; reserved: Uint8Array } {
  const modules = new Uint8Array(size * size);
  const reserved = new Uint8Array(size * size);
  const set = (x: number, y: number, dark: boolean): void => {
    modules[y * size + x] = dark ? 1 : 0;
    reserved[y * size + x] = 1;
  };
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
      set(x, y, ring !== 2 && ring !== 4);
    }
  }
  for (let i = 8; i < size; i++) {
    set(i, 0, i % 2 === 0);
    set(0, i, i % 2 === 0);
  }
  for (let i = 1; i <= 8; i++) {
    set(i, 8, false);
    set(8, i, false);
  }
  return { modules, reserved };
}

/** The four Micro QR data masks (Table 10): QR's masks 1, 4, 6 and 7, by row y and column x. */
export function microQrMaskBit(mask: number, x: number, y: number): boolean {
  switch (mask) {
    case 0:
      return y % 2 === 0;
    case 1:
      return (Math.floor(y / 2) + Math.floor(x / 3)) % 2 === 0;
    case 2:
      return (((x * y) % 2) + ((x * y) % 3)) % 2 === 0;
    default:
      return (((x + y) % 2) + ((x * y) % 3)) % 2 === 0;
  }
}

/**
 * The mask score of §7.8.3.2: SUM1 and SUM2 count the dark modules of the right column and
 * the bottom row (timing modules excluded); higher is better.
 */
export function microQrMaskScore(modules: Uint8Array, size: number): number {
  let right = 0;
  let bottom = 0;
  for (let i = 1; i < size; i++) {
    right += modules[i * size + size - 1]!;
    bottom += modules[(size - 1) * size + i]!;
  }
  return right <= bottom ? right * 16 + bottom : bottom * 16 + right;
}
