import { grayPercent, isGray, toCmykPercent } from '@quietzone/core';
import type { CmykPercent, Color, Rgb } from '@quietzone/core';
import type { SpotColor } from '../spot-color';

/**
 * A fill color as print formats write it: DeviceGray (PDF `g`, PostScript `setgray`; 0 =
 * black, 1 = white) or DeviceCMYK (PDF `k`, PostScript `setcmykcolor`; 0–1 ink per plate).
 * Operands are whole percents divided by 100, so they print with at most two decimals.
 */
export type PrintColor = ProcessColor | SeparationColor;

export type ProcessColor =
  | { readonly space: 'gray'; readonly operands: readonly [gray: number] }
  | { readonly space: 'cmyk'; readonly operands: readonly [c: number, m: number, y: number, k: number] };

/**
 * A spot ink at full tint: `name` is the plate, `alternate` its CMYK stand-in (0–1 ink per
 * plate, at most four decimals) for devices without that plate.
 */
export interface SeparationColor {
  readonly space: 'separation';
  readonly name: string;
  readonly alternate: readonly [c: number, m: number, y: number, k: number];
}

/**
 * The one place that decides gray versus CMYK for PDF and EPS. Gray (r = g = b) stays on the
 * black plate only, so a gray code never picks up a rich-black mix of C, M and Y
 * (DESIGN.md; contract, image rule 4).
 */
export function printColor(color: Rgb): ProcessColor {
  if (isGray(color)) return { space: 'gray', operands: [grayPercent(color) / 100] };
  const { c, m, y, k } = toCmykPercent(color);
  return { space: 'cmyk', operands: [c / 100, m / 100, y / 100, k / 100] };
}

/** A CMYK color the caller gave as inks: written as given, whole percents as 0–1. */
export function cmykPrintColor({ c, m, y, k }: CmykPercent): ProcessColor {
  return { space: 'cmyk', operands: [c / 100, m / 100, y / 100, k / 100] };
}

/** The foreground as the print writers paint it: the spot ink when one is given, else the caller's inks, else the hex color's. */
export function printForeground(foreground: Rgb, spot: SpotColor | undefined, cmyk?: CmykPercent): PrintColor {
  if (cmyk) return cmykPrintColor(cmyk);
  if (!spot) return printColor(foreground);
  const [c, m, y, k] = spot.cmyk.map((percent) => Math.round(percent * 100) / 10_000) as [number, number, number, number];
  return { space: 'separation', name: spot.spot, alternate: [c, m, y, k] };
}

/**
 * The background the print writers paint: none for the default file (contract, image rule 4)
 * or a transparent one, the caller's inks when given, else the hex color's.
 */
export function printBackground(options: { readonly defaultColors: boolean; readonly background: Color; readonly backgroundCmyk?: CmykPercent }): ProcessColor | 'transparent' {
  if (options.defaultColors) return 'transparent';
  if (options.backgroundCmyk) return cmykPrintColor(options.backgroundCmyk);
  return options.background === 'transparent' ? 'transparent' : printColor(options.background);
}

/** Black is the initial fill color of a PDF page and of a PostScript graphics state. */
export function isInitialFill(color: PrintColor): boolean {
  return color.space === 'gray' && color.operands[0] === 0;
}
