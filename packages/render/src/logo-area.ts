import { codewordLayoutH, type CodewordLayout } from './internal/codeword-layout';
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
 * Share of each Reed–Solomon block's correctable errors the logo may use up, counting every
 * codeword it touches as wrong (a busy logo may flip any of them). The other quarter is left
 * for print and scan damage. Without this, version 13 fails at a third of the width: its
 * column pairs hold about as many codewords as it has blocks, so a square hits few blocks hard.
 */
const MAX_ERROR_BUDGET_FRACTION = 3 / 4;

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

const areaBySize = new Map<number, ModuleSquare>();

/**
 * The square of whole modules a logo covers in a symbol of `size` modules (version 1–40) at
 * ECC H: centered, with the symbol's parity so it is exactly centered, at most a third of the
 * width, clear of every function pattern that locates and describes the symbol, and using at
 * most three quarters of any error-correction block's capacity. Version 1 has room for only
 * 3×3 modules between its finders; from version 2 on it is about 6–11 % of the area.
 */
export function logoAreaFor(size: number): ModuleSquare {
  if (!Number.isInteger(size) || size < MIN_SYMBOL_SIZE || size > MAX_SYMBOL_SIZE || (size - 17) % 4 !== 0) {
    throw new RangeError(`not a QR symbol size (17 + 4 × version, version 1–40): ${size}`);
  }
  const known = areaBySize.get(size);
  if (known) return known;

  const maxSide = Math.min(
    Math.floor(size * MAX_LOGO_WIDTH_FRACTION),
    Math.floor(Math.sqrt(MAX_LOGO_AREA_FRACTION) * size),
    size - 2 * RESERVED_EDGE_MODULES,
  );
  const layout = codewordLayoutH((size - 17) / 4);
  const budget = Math.floor(layout.correctablePerBlock * MAX_ERROR_BUDGET_FRACTION);
  // Symbol sizes are odd, so odd sides keep the square exactly centered. A larger square
  // covers a smaller one, so the damage only grows: stop at the first side over budget.
  let side = 1;
  while (side + 2 <= maxSide && worstBlockDamage(layout, centeredSquare(size, side + 2)) <= budget) side += 2;
  const area = centeredSquare(size, side);
  areaBySize.set(size, area);
  return area;
}

function centeredSquare(size: number, side: number): ModuleSquare {
  const start = (size - side) / 2;
  return Object.freeze({ x: start, y: start, size: side });
}

/** Most codewords of any one block that have a module inside `area`. */
function worstBlockDamage(layout: CodewordLayout, area: ModuleSquare): number {
  const touched = new Set<number>();
  for (let y = area.y; y < area.y + area.size; y++) {
    for (let x = area.x; x < area.x + area.size; x++) {
      const codeword = layout.codewordOfModule[y * layout.size + x]!;
      if (codeword >= 0) touched.add(codeword);
    }
  }
  const perBlock = new Array<number>(layout.blockCount).fill(0);
  for (const codeword of touched) perBlock[layout.blockOfCodeword[codeword]!]!++;
  return Math.max(...perBlock);
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
