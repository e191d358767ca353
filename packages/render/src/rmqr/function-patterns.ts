import type { RmqrVersion } from './rmqr-versions';

/** An rMQR symbol's function modules (ISO/IEC 23941 §6.3): which are fixed, and their colours. */
export interface RmqrTemplate {
  readonly modules: Uint8Array;
  readonly reserved: Uint8Array;
}

/**
 * Finder pattern and separator (top left), finder sub-pattern (bottom right), corner finder
 * patterns, alignment patterns, timing patterns on all four edges and the alignment columns,
 * and the two format information areas reserved (written later).
 */
export function rmqrTemplate(version: RmqrVersion): RmqrTemplate {
  const { width: w, height: h } = version;
  const modules = new Uint8Array(w * h);
  const reserved = new Uint8Array(w * h);
  const set = (x: number, y: number, dark: boolean | number): void => {
    modules[y * w + x] = dark ? 1 : 0;
    reserved[y * w + x] = 1;
  };
  const isSet = (x: number, y: number): boolean => reserved[y * w + x] === 1;

  // Finder pattern (7×7) and its separator: the column right of it, and the row below when there is one.
  for (let y = 0; y < 7; y++) {
    for (let x = 0; x < 7; x++) {
      const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
      set(x, y, ring !== 2);
    }
  }
  for (let y = 0; y < Math.min(8, h); y++) set(7, y, false);
  if (h >= 9) for (let x = 0; x < 8; x++) set(x, 7, false);

  // Finder sub-pattern (5×5) in the bottom-right corner.
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 5; x++) {
      const ring = Math.max(Math.abs(x - 2), Math.abs(y - 2));
      set(w - 5 + x, h - 5 + y, ring !== 1);
    }
  }

  // Corner finder patterns: bottom left and top right.
  for (let x = 0; x < 3; x++) set(x, h - 1, true);
  if (h >= 11) {
    set(0, h - 2, true);
    set(1, h - 2, false);
  }
  set(w - 1, 0, true);
  set(w - 2, 0, true);
  set(w - 1, 1, true);
  set(w - 2, 1, false);

  // Alignment patterns (3×3, light centre) on the top and bottom edges.
  for (const cx of version.alignmentColumns) {
    for (let dy = 0; dy < 3; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const dark = !(dx === 0 && dy === 1);
        set(cx + dx, dy, dark);
        set(cx + dx, h - 1 - dy, dark);
      }
    }
  }

  // Format information areas, reserved here and written by the encoder.
  for (let y = 1; y <= 5; y++) for (let x = 8; x <= 10; x++) set(x, y, false);
  for (let y = 1; y <= 3; y++) set(11, y, false);
  for (let y = h - 6; y <= h - 2; y++) for (let x = w - 8; x <= w - 6; x++) set(x, y, false);
  for (let x = w - 5; x <= w - 3; x++) set(x, h - 6, false);

  // Timing patterns: the top and bottom rows, the side columns and each alignment column.
  for (let x = 0; x < w; x++) {
    for (const y of [0, h - 1]) if (!isSet(x, y)) set(x, y, x % 2 === 0);
  }
  for (const x of [0, w - 1, ...version.alignmentColumns]) {
    for (let y = 0; y < h; y++) if (!isSet(x, y)) set(x, y, y % 2 === 0);
  }
  return { modules, reserved };
}
