import { MODULE_MM } from '@quietzone/core';

/** Points per millimetre: PDF and PostScript user space is 1/72 inch. */
export const POINTS_PER_MM = 72 / 25.4;

// The module bounds are core's, so the export request schema checks the same range.
export { MODULE_MM };

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
