import { cmykToRgb, type Rgb } from '@quietzone/core';

/**
 * A named spot ink (a Pantone, HKS or house color) with the CMYK mix, in percents 0–100, that
 * stands in for it on a process-only press or screen. PDF writes it as a Separation color space
 * (PDF 32000-1 §8.6.6.4), EPS with `findcmykcustomcolor`/`setcustomcolor` (Adobe TN 5044), so a
 * RIP puts the code on the spot plate; SVG and PNG draw the CMYK alternate.
 */
export interface SpotColor {
  readonly spot: string;
  readonly cmyk: readonly [c: number, m: number, y: number, k: number];
}

/**
 * Spot names as RIPs and the Pantone libraries write them: printable ASCII, so a name is the
 * same bytes in a PDF name, a PostScript string and a DSC comment. PDF names cap at 127 bytes
 * (PDF 32000-1 Annex C); real ink names are far shorter.
 */
const SPOT_NAME = /^[\x20-\x7e]{1,63}$/;

/** Why `value` is not a {@link SpotColor}, or `undefined` when it is one. */
export function spotColorProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'must be an object { spot, cmyk }';
  const { spot, cmyk } = value as Partial<SpotColor>;
  if (typeof spot !== 'string' || !SPOT_NAME.test(spot) || spot.trim() !== spot) {
    return 'spot must be a name of 1–63 printable ASCII characters, without leading or trailing spaces';
  }
  if (!Array.isArray(cmyk) || cmyk.length !== 4 || !cmyk.every((ink) => typeof ink === 'number' && ink >= 0 && ink <= 100)) {
    return 'cmyk must be four percents from 0 to 100';
  }
  return undefined;
}

/** The CMYK alternate on screen, by the naive conversion (PDF 32000-1 §10.3.5) the PDF viewers use. */
export function spotColorRgb({ cmyk: [c, m, y, k] }: SpotColor): Rgb {
  return cmykToRgb({ c, m, y, k });
}
