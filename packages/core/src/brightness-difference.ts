import type { Rgb } from './color';

/**
 * |B(a) − B(b)| / 255 in [0, 1] with B = (299R + 587G + 114B) / 1000 (DESIGN.md, contrast;
 * the W3C "Techniques For Accessibility Evaluation And Repair Tools" brightness formula).
 * 1 for black and white, 0 for equal brightness.
 *
 * Computed as one integer over 255 000, so the single rounding happens last and a pair exactly
 * on a threshold (0.30, 0.50) compares equal to it instead of a hair below.
 */
export function brightnessDifference(a: Rgb, b: Rgb): number {
  return Math.abs(299 * (a.r - b.r) + 587 * (a.g - b.g) + 114 * (a.b - b.b)) / 255_000;
}
