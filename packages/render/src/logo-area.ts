import type { QrMatrix } from './matrix';
import type { LogoPlacement, ModuleSquare } from './writer-options';

/**
 * Widest logo square as a fraction of the symbol's width. A third of the width is about 11 %
 * of the area: at ECC H a centered cleared square still decodes up to about 18 % (measured,
 * short link), so this leaves room for print defects and a busy logo.
 */
const MAX_LOGO_WIDTH_FRACTION = 1 / 3;

/** Cap on the share of the symbol's modules under the logo (the width cap binds first). */
const MAX_LOGO_AREA_FRACTION = 0.12;

/**
 * Finder pattern (7) + separator (1) + format information (1) per ISO/IEC 18004 §7.3.2–7.3.3
 * and §7.9: the top-left 9×9 block, plus 9-module bands beside the other two finders. The
 * timing patterns (row and column 6, §7.3.4) and version information (6×3 blocks in rows or
 * columns 0–5, §7.10) lie inside the same bands, so a centered square whose first row and
 * column are at least this far in touches none of them.
 */
const RESERVED_EDGE_MODULES = 9;

const MIN_SYMBOL_SIZE = 21; // version 1
const MAX_SYMBOL_SIZE = 177; // version 40

/**
 * The square of whole modules a logo covers in a symbol of `size` modules (version 1–40):
 * centered, with the symbol's parity so it is exactly centered, at most a third of the width
 * and clear of every function pattern that locates and describes the symbol. Version 1 has
 * room for only 3×3 modules between its finders.
 */
export function logoAreaFor(size: number): ModuleSquare {
  if (!Number.isInteger(size) || size < MIN_SYMBOL_SIZE || size > MAX_SYMBOL_SIZE || (size - 17) % 4 !== 0) {
    throw new RangeError(`not a QR symbol size (17 + 4 × version, version 1–40): ${size}`);
  }
  let side = Math.min(
    Math.floor(size * MAX_LOGO_WIDTH_FRACTION),
    Math.floor(Math.sqrt(MAX_LOGO_AREA_FRACTION) * size),
    size - 2 * RESERVED_EDGE_MODULES,
  );
  // Symbol sizes are odd; an even side would sit half a module off center.
  if (side % 2 !== size % 2) side--;
  const start = (size - side) / 2;
  return { x: start, y: start, size: side };
}

/**
 * Clears the logo square in a copy of `matrix` (its modules become light, so no dark module
 * peeks out from under a transparent logo edge) and pairs it with the logo. `png` is a
 * normalized logo (`normalizeLogo`); callers render at ECC H so the cleared modules are
 * recovered by error correction (contract: a logo always forces H).
 */
export function placeLogo(matrix: QrMatrix, png: Uint8Array): { matrix: QrMatrix; logo: LogoPlacement } {
  const area = logoAreaFor(matrix.size);
  const modules = matrix.modules.slice();
  for (let y = area.y; y < area.y + area.size; y++) {
    modules.fill(0, y * matrix.size + area.x, y * matrix.size + area.x + area.size);
  }
  return { matrix: { size: matrix.size, modules }, logo: { png, area } };
}
