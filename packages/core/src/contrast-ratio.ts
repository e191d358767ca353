import type { Rgb } from './color';

/** sRGB channel (0–255) to linear light, per the sRGB transfer function (IEC 61966-2-1) as WCAG 2.x writes it. */
function linearize(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(color: Rgb): number {
  return 0.2126 * linearize(color.r) + 0.7152 * linearize(color.g) + 0.0722 * linearize(color.b);
}

/**
 * WCAG 2.x contrast ratio (L1 + 0.05) / (L2 + 0.05) with L1 the lighter luminance:
 * 1 for equal colors, 21 for black on white. Symmetric in its arguments.
 */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const lighter = Math.max(la, lb);
  const darker = Math.min(la, lb);
  // The clamp only absorbs floating-point rounding of the luminance coefficients around 1.
  return Math.min(21, (lighter + 0.05) / (darker + 0.05));
}
