/** Points per millimetre: PDF and PostScript user space is 1/72 inch. */
export const POINTS_PER_MM = 72 / 25.4;

/**
 * Physical module edge for print (PDF, EPS), in millimetres. Below 0.25 mm a module is finer
 * than offset screens and most phone cameras at arm's length resolve; above 5 mm a version-1
 * symbol is already 14.5 cm. The PDF default is DESIGN.md's 1 mm.
 */
export const MODULE_MM = Object.freeze({ min: 0.25, max: 5, pdfDefault: 1 });

/**
 * The module edge in points, rounded to six decimals so every file writes the same number:
 * over a version-40 symbol with its quiet zone (185 modules) the rounding moves an edge by at
 * most 0.0001 pt.
 */
export function modulePoints(moduleMm: number): number {
  return Math.round(moduleMm * POINTS_PER_MM * 1e6) / 1e6;
}

/** The module edge that makes a symbol of `sideModules` (quiet zone included) `symbolMm` wide. */
export function moduleMmForSymbol(symbolMm: number, sideModules: number): number {
  return symbolMm / sideModules;
}
