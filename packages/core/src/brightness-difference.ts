import type { Rgb } from './color';

/** Perceived brightness 0–255 after the W3C "Techniques For Accessibility Evaluation And Repair Tools" (2000) formula. */
function perceivedBrightness(color: Rgb): number {
  return (299 * color.r + 587 * color.g + 114 * color.b) / 1000;
}

/** |B(a) − B(b)| / 255 in [0, 1] (DESIGN.md, contrast): 1 for black and white, 0 for equal brightness. */
export function brightnessDifference(a: Rgb, b: Rgb): number {
  return Math.abs(perceivedBrightness(a) - perceivedBrightness(b)) / 255;
}
