/** An sRGB color with 8-bit channels. */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** A color as the contract writes it: an sRGB value or no background at all. */
export type Color = Rgb | 'transparent';

/** CMYK ink coverage in whole percents (0–100), as PDF and EPS writers emit it. */
export interface CmykPercent {
  readonly c: number;
  readonly m: number;
  readonly y: number;
  readonly k: number;
}

export const BLACK: Rgb = Object.freeze({ r: 0, g: 0, b: 0 });
export const WHITE: Rgb = Object.freeze({ r: 255, g: 255, b: 255 });

/**
 * `RRGGBB` or `RGB` with an optional `#`, either case: the one spelling of a hex color. Both
 * cases are in the classes, not an `i` flag, so the pattern means the same in a JSON Schema.
 */
export const HEX_COLOR_PATTERN = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/**
 * Parses `RRGGBB` or `RGB`, case-insensitive, with an optional `#` (contract, image routes).
 * Anything else is unset (`undefined`): callers fall back to the stored or default color,
 * so this never throws.
 */
export function parseHexColor(input: unknown): Rgb | undefined {
  if (typeof input !== 'string') return undefined;
  const match = HEX_COLOR_PATTERN.exec(input.trim());
  if (!match) return undefined;
  let hex = match[1]!;
  if (hex.length === 3) hex = hex.replace(/./g, (digit) => digit + digit);
  const value = Number.parseInt(hex, 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

/** Like {@link parseHexColor}, but also accepts `transparent` (case-insensitive). */
export function parseColor(input: unknown): Color | undefined {
  if (typeof input === 'string' && input.trim().toLowerCase() === 'transparent') return 'transparent';
  return parseHexColor(input);
}

/** `#RRGGBB`, upper case: the form the API stores and returns. */
export function formatHexColor(color: Rgb): string {
  const value = (color.r << 16) | (color.g << 8) | color.b;
  return `#${value.toString(16).padStart(6, '0').toUpperCase()}`;
}

export function sameRgb(a: Rgb, b: Rgb): boolean {
  return a.r === b.r && a.g === b.g && a.b === b.b;
}

/** Gray means r = g = b (DESIGN.md): such a color prints on the black plate only. */
export function isGray(color: Rgb): boolean {
  return color.r === color.g && color.g === color.b;
}

/**
 * Naive (uncalibrated) RGB → CMYK with full gray-component replacement, rounded to whole
 * percents as the contract's image rules require. Pure red gives 0/100/100/0.
 */
export function toCmykPercent(color: Rgb): CmykPercent {
  const r = color.r / 255;
  const g = color.g / 255;
  const b = color.b / 255;
  const k = 1 - Math.max(r, g, b);
  if (k >= 1) return { c: 0, m: 0, y: 0, k: 100 };
  const ink = (channel: number) => Math.round(((1 - channel - k) / (1 - k)) * 100);
  return { c: ink(r), m: ink(g), y: ink(b), k: Math.round(k * 100) };
}

/** Gray level of a gray color in whole percents of white (0 = black), for DeviceGray. */
export function grayPercent(color: Rgb): number {
  return Math.round((color.r / 255) * 100);
}
