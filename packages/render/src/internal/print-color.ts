import { grayPercent, isGray, toCmykPercent } from '@quietzone/core';
import type { Rgb } from '@quietzone/core';

/**
 * A fill color as print formats write it: DeviceGray (PDF `g`, PostScript `setgray`; 0 =
 * black, 1 = white) or DeviceCMYK (PDF `k`, PostScript `setcmykcolor`; 0–1 ink per plate).
 * Operands are whole percents divided by 100, so they print with at most two decimals.
 */
export type PrintColor =
  | { readonly space: 'gray'; readonly operands: readonly [gray: number] }
  | { readonly space: 'cmyk'; readonly operands: readonly [c: number, m: number, y: number, k: number] };

/**
 * The one place that decides gray versus CMYK for PDF and EPS. Gray (r = g = b) stays on the
 * black plate only, so a gray code never picks up a rich-black mix of C, M and Y
 * (DESIGN.md; contract, image rule 4).
 */
export function printColor(color: Rgb): PrintColor {
  if (isGray(color)) return { space: 'gray', operands: [grayPercent(color) / 100] };
  const { c, m, y, k } = toCmykPercent(color);
  return { space: 'cmyk', operands: [c / 100, m / 100, y / 100, k / 100] };
}

/** Black is the initial fill color of a PDF page and of a PostScript graphics state. */
export function isInitialFill(color: PrintColor): boolean {
  return color.space === 'gray' && color.operands[0] === 0;
}
