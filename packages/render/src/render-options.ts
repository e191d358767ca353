import {
  BLACK,
  DEFAULT_ERROR_CORRECTION,
  ERROR_CORRECTION_LEVELS,
  IMAGE_FORMATS,
  MODULE_SIZE,
  WHITE,
  parseColor,
  parseHexColor,
  type Color,
  type ErrorCorrection,
  type ImageFormat,
  type Rgb,
} from '@quietzone/core';
import type { WriterOptions } from './writer-options';

/** The four image formats of the contract's image routes (core's `IMAGE_FORMATS`). */
export type RenderFormat = ImageFormat;

/** The library's rendering options, written as the contract's image routes write them. */
export interface RenderOptions {
  readonly format: RenderFormat;
  /** Pixels per module (SVG, PNG) or points per module (EPS), integer 2–20; default 4. PDF ignores it (fixed 1 mm). */
  readonly size?: number;
  /** `RRGGBB` or `RGB`, `#` optional, case-insensitive; default black. */
  readonly fg?: string;
  /** As `fg`, or `transparent`; default white. */
  readonly bg?: string;
  /** Default M; a logo always forces H (contract, image rule 5). */
  readonly ecc?: ErrorCorrection;
  /** PNG, JPEG or WebP bytes; normalized to a transparent 512×512 PNG before drawing. */
  readonly logo?: Uint8Array;
  /** PDF only: `square` (default) is the code with its quiet zone, `a4` centres it on A4. */
  readonly page?: 'square' | 'a4';
}

/**
 * Everything needed to render a code once the options are known to be valid: the writers'
 * options (minus the logo placement, which depends on the matrix), the format and the ECC.
 * Core's `ImageRequest` (from `resolveImageRequest`) is one, so the server passes it as is,
 * plus its stored logo; the library builds it with {@link normalizeRenderOptions}.
 */
export interface ResolvedRenderOptions extends Omit<WriterOptions, 'logo'> {
  readonly format: RenderFormat;
  readonly ecc: ErrorCorrection;
  /** A normalized logo (transparent 512×512 PNG). */
  readonly logo?: Uint8Array;
}

/**
 * Checks and normalizes {@link RenderOptions} once for every writer (STYLE.md: one options
 * normaliser). Invalid options are programmer errors here and throw; the public image routes
 * instead treat bad query values as unset (core's image-request resolution).
 * The logo is only checked, not returned: it must be normalized first, which is asynchronous
 * (`renderQr` does both).
 */
export function normalizeRenderOptions(content: string, options: RenderOptions): ResolvedRenderOptions {
  if (typeof content !== 'string' || content.length === 0) {
    throw new TypeError('content must be a non-empty string');
  }
  if (typeof options !== 'object' || options === null) throw new TypeError('options must be an object');
  const { format, size, fg, bg, ecc, logo, page } = options;
  if (!(IMAGE_FORMATS as readonly unknown[]).includes(format)) {
    throw new TypeError(`format must be one of ${IMAGE_FORMATS.join(', ')}, got ${describe(format)}`);
  }
  if (size !== undefined && !(Number.isInteger(size) && size >= MODULE_SIZE.min && size <= MODULE_SIZE.max)) {
    throw new RangeError(`size must be an integer from ${MODULE_SIZE.min} to ${MODULE_SIZE.max}, got ${describe(size)}`);
  }
  if (ecc !== undefined && !(ERROR_CORRECTION_LEVELS as readonly unknown[]).includes(ecc)) {
    throw new TypeError(`ecc must be one of ${ERROR_CORRECTION_LEVELS.join(', ')}, got ${describe(ecc)}`);
  }
  if (page !== undefined && page !== 'square' && page !== 'a4') {
    throw new TypeError(`page must be 'square' or 'a4', got ${describe(page)}`);
  }
  if (logo !== undefined && !(logo instanceof Uint8Array && logo.length > 0)) {
    throw new TypeError('logo must be a non-empty Uint8Array of PNG, JPEG or WebP bytes');
  }
  return {
    format,
    ecc: ecc ?? DEFAULT_ERROR_CORRECTION,
    moduleSize: size ?? MODULE_SIZE.default,
    foreground: fg === undefined ? BLACK : foregroundColor(fg),
    background: bg === undefined ? WHITE : backgroundColor(bg),
    // Contract, image rule 4: only a request without any color gets the unchanged default file.
    defaultColors: fg === undefined && bg === undefined,
    page: page ?? 'square',
  };
}

function foregroundColor(input: unknown): Rgb {
  const color = parseHexColor(input);
  if (!color) throw new TypeError(`fg must be a hex color (RRGGBB or RGB, '#' optional), got ${describe(input)}`);
  return color;
}

function backgroundColor(input: unknown): Color {
  const color = parseColor(input);
  if (!color) {
    throw new TypeError(`bg must be a hex color (RRGGBB or RGB, '#' optional) or 'transparent', got ${describe(input)}`);
  }
  return color;
}

function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}
