import type { Rgb } from '@quietzone/core';

export const GRADIENT_TYPES = ['linear', 'radial'] as const;
export type GradientType = (typeof GRADIENT_TYPES)[number];

/** A foreground gradient with its colors resolved: stops evenly spaced, first to last. */
export interface ResolvedGradient {
  readonly type: GradientType;
  /** Linear: degrees clockwise from left-to-right (90 runs top to bottom). */
  readonly angle: number;
  readonly colors: readonly Rgb[];
}

/**
 * Where a gradient runs, in module units of the symbol (quiet zone excluded, y down). Linear:
 * from (x0, y0) at the first color to (x1, y1) at the last, through the symbol's centre and
 * long enough that its corners are the ends. Radial: from the centre to radius `r`, which
 * reaches the corners.
 */
export type GradientGeometry =
  | { readonly type: 'linear'; readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number }
  | { readonly type: 'radial'; readonly cx: number; readonly cy: number; readonly r: number };

/**
 * Rounded to six decimals, because `Math.cos`/`Math.sin` may differ in the last bit between
 * engines and every format's bytes must not.
 */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6 + 0;

export function gradientGeometry(gradient: ResolvedGradient, size: number): GradientGeometry {
  const half = size / 2;
  if (gradient.type === 'radial') return { type: 'radial', cx: half, cy: half, r: round6(half * Math.SQRT2) };
  const radians = (gradient.angle * Math.PI) / 180;
  const cos = round6(Math.cos(radians));
  const sin = round6(Math.sin(radians));
  const reach = half * (Math.abs(cos) + Math.abs(sin));
  return { type: 'linear', x0: round6(half - cos * reach), y0: round6(half - sin * reach), x1: round6(half + cos * reach), y1: round6(half + sin * reach) };
}

/** Where (x, y) lies along the gradient, 0 at the first color and 1 at the last, clamped. */
export function gradientPosition(geometry: GradientGeometry, x: number, y: number): number {
  let t: number;
  if (geometry.type === 'radial') {
    t = Math.hypot(x - geometry.cx, y - geometry.cy) / geometry.r;
  } else {
    const dx = geometry.x1 - geometry.x0;
    const dy = geometry.y1 - geometry.y0;
    t = ((x - geometry.x0) * dx + (y - geometry.y0) * dy) / (dx * dx + dy * dy);
  }
  return t < 0 ? 0 : t > 1 ? 1 : t;
}

/** The color at position `t` (0–1): linear between evenly spaced stops, per sRGB channel, as SVG interpolates. */
export function gradientColorAt(colors: readonly Rgb[], t: number): Rgb {
  const span = colors.length - 1;
  const index = Math.min(span - 1, Math.floor(t * span));
  const local = t * span - index;
  const from = colors[index]!;
  const to = colors[index + 1]!;
  const mix = (a: number, b: number) => Math.round(a + (b - a) * local);
  return { r: mix(from.r, to.r), g: mix(from.g, to.g), b: mix(from.b, to.b) };
}
