import type { Rgb } from './color';
import { contrastRatio } from './contrast-ratio';

/** WCAG 2.x AA for normal text (1.4.3): brand-colored headings and button labels must reach it. */
export const MIN_ACCENT_CONTRAST = 4.5;

/** Steps of the mix toward black or white; 1/64 of the way is finer than a person sees. */
const STEPS = 64;

/**
 * A brand color made readable on `background`: the color itself when it already has at least
 * 4.5:1 against it, else the least mix toward black (or, on a dark background, white) that
 * reaches 4.5:1. Always reaches it: every background has at least ~4.58:1 against black or
 * white, whichever is farther, and the mix ends there. The hue is kept as far as the mix allows.
 */
export function readableAccent(color: Rgb, background: Rgb): Rgb {
  if (contrastRatio(color, background) >= MIN_ACCENT_CONTRAST) return color;
  const target = contrastRatio(background, { r: 0, g: 0, b: 0 }) >= contrastRatio(background, { r: 255, g: 255, b: 255 }) ? 0 : 255;
  for (let step = 1; step < STEPS; step++) {
    const mixed = mix(color, target, step / STEPS);
    if (contrastRatio(mixed, background) >= MIN_ACCENT_CONTRAST) return mixed;
  }
  return { r: target, g: target, b: target };
}

function mix(color: Rgb, target: number, share: number): Rgb {
  const channel = (value: number) => Math.round(value + (target - value) * share);
  return { r: channel(color.r), g: channel(color.g), b: channel(color.b) };
}
