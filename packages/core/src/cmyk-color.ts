import type { CmykPercent, Rgb } from './color';

/**
 * `cmyk:C,M,Y,K` with whole percents 0–100 (`cmyk:100,66,0,2`), the prefix in any case, blanks
 * allowed around the numbers: a printer's CMYK as a query value or a CLI flag. Whole percents
 * because that is how a printer writes an ink build, and what the print writers emit.
 */
export const CMYK_COLOR_PATTERN = /^cmyk:\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*$/i;

/** Parses {@link CMYK_COLOR_PATTERN}; anything else (or an ink above 100) is `undefined`, never a throw. */
export function parseCmykColor(input: unknown): CmykPercent | undefined {
  if (typeof input !== 'string') return undefined;
  const match = CMYK_COLOR_PATTERN.exec(input.trim());
  if (!match) return undefined;
  const [c, m, y, k] = match.slice(1, 5).map(Number) as [number, number, number, number];
  return [c, m, y, k].every((ink) => ink <= 100) ? { c, m, y, k } : undefined;
}

/** `cmyk:C,M,Y,K`, the one spelling {@link parseCmykColor} reads back. */
export function formatCmykColor({ c, m, y, k }: CmykPercent): string {
  return `cmyk:${c},${m},${y},${k}`;
}

/** Whether `value` is four whole percents 0–100. */
export function isCmykPercent(value: unknown): value is CmykPercent {
  if (typeof value !== 'object' || value === null) return false;
  const { c, m, y, k } = value as CmykPercent;
  return [c, m, y, k].every((ink) => Number.isInteger(ink) && ink >= 0 && ink <= 100);
}

/**
 * How a CMYK color is shown on screen (SVG, PNG, contrast checks): the uncalibrated conversion
 * of PDF 32000-1 §10.3.5 that PDF viewers use without a profile, each channel
 * 255 × (1 − ink) × (1 − K), rounded. Only an approximation of the printed color; the print
 * writers never use it, they write the inks as given.
 */
export function cmykToRgb({ c, m, y, k }: CmykPercent): Rgb {
  const channel = (ink: number) => Math.round(255 * (1 - ink / 100) * (1 - k / 100));
  return { r: channel(c), g: channel(m), b: channel(y) };
}
