import { Resvg } from '@resvg/resvg-js';
import { isGray, type Color, type Rgb } from '@quietzone/core';
import { encodePng, PNG_COLOR_TYPE, type PngHeader } from './internal/encode-png';
import type { QrMatrix } from './matrix';
import { svgMarkup } from './svg';
import { QUIET_ZONE_MODULES, type WriterOptions } from './writer-options';

/**
 * The code as a PNG of exactly `(size + 8) × moduleSize` pixels, rasterized straight from the
 * matrix in the smallest color type that holds the two colors exactly:
 * - opaque black and white → 1-bit grayscale;
 * - any other opaque pair → 1-bit palette;
 * - transparent background → 8-bit gray + alpha (gray foreground) or RGBA, with alpha 0
 *   wherever no module is drawn.
 * With a logo the code is composed as SVG and rasterized by resvg, which resamples the 512×512
 * logo into its area properly. Deterministic: the same matrix and options give the same bytes.
 */
export function writePng(matrix: QrMatrix, options: WriterOptions): Uint8Array {
  if (options.logo) return writeComposedPng(matrix, options);
  const pixels = (matrix.size + 2 * QUIET_ZONE_MODULES) * options.moduleSize;
  const format = pixelFormat(options.foreground, options.background);
  const header: PngHeader = { width: pixels, height: pixels, ...format.header };
  return encodePng(header, scanlines(matrix, options.moduleSize, format));
}

interface PixelFormat {
  readonly header: Omit<PngHeader, 'width' | 'height'>;
  /** Bit value of a dark and a light pixel (1-bit formats). */
  readonly bits?: { readonly dark: 0 | 1; readonly light: 0 | 1 };
  /** Sample bytes of a dark and a light pixel (8-bit formats). */
  readonly samples?: { readonly dark: Uint8Array; readonly light: Uint8Array };
}

function pixelFormat(foreground: Rgb, background: Color): PixelFormat {
  if (background === 'transparent') {
    // Light pixels keep the foreground's color at alpha 0, so a viewer that interpolates
    // unpremultiplied samples while scaling blends towards the foreground, not towards black.
    if (isGray(foreground)) {
      return {
        header: { bitDepth: 8, colorType: PNG_COLOR_TYPE.grayAlpha },
        samples: { dark: Uint8Array.of(foreground.r, 255), light: Uint8Array.of(foreground.r, 0) },
      };
    }
    const { r, g, b } = foreground;
    return {
      header: { bitDepth: 8, colorType: PNG_COLOR_TYPE.rgba },
      samples: { dark: Uint8Array.of(r, g, b, 255), light: Uint8Array.of(r, g, b, 0) },
    };
  }
  const level = (color: Rgb) => (isGray(color) && (color.r === 0 || color.r === 255) ? color.r : undefined);
  const darkLevel = level(foreground);
  const lightLevel = level(background);
  if (darkLevel !== undefined && lightLevel !== undefined) {
    // 1-bit grayscale holds exactly black (0) and white (1).
    return {
      header: { bitDepth: 1, colorType: PNG_COLOR_TYPE.gray },
      bits: { dark: darkLevel === 255 ? 1 : 0, light: lightLevel === 255 ? 1 : 0 },
    };
  }
  return {
    header: {
      bitDepth: 1,
      colorType: PNG_COLOR_TYPE.palette,
      palette: Uint8Array.of(background.r, background.g, background.b, foreground.r, foreground.g, foreground.b),
    },
    bits: { dark: 1, light: 0 },
  };
}

/**
 * Filtered scanlines (filter type 0 on every row): each matrix row is painted once and
 * copied `moduleSize` times; deflate turns the repeats into back-references.
 */
function scanlines(matrix: QrMatrix, moduleSize: number, format: PixelFormat): Uint8Array {
  const { size, modules } = matrix;
  const width = (size + 2 * QUIET_ZONE_MODULES) * moduleSize;
  const bytesPerPixel = format.samples?.dark.length ?? 0;
  const rowBytes = format.bits ? Math.ceil(width / 8) : width * bytesPerPixel;
  const stride = rowBytes + 1;
  const out = new Uint8Array(stride * width);

  // A light row, written at the top and then copied for the quiet zone and as each row's base.
  const lightRow = out.subarray(1, stride);
  if (format.bits) {
    lightRow.fill(format.bits.light ? 0xff : 0);
  } else {
    const light = format.samples!.light;
    for (let i = 0; i < rowBytes; i += bytesPerPixel) lightRow.set(light, i);
  }

  const quietRows = QUIET_ZONE_MODULES * moduleSize;
  for (let row = 1; row < quietRows; row++) out.copyWithin(row * stride, 0, stride);

  for (let y = 0; y < size; y++) {
    const start = (quietRows + y * moduleSize) * stride;
    out.copyWithin(start, 0, stride);
    const line = out.subarray(start + 1, start + stride);
    for (let x = 0; x < size; x++) {
      if (modules[y * size + x] !== 1) continue;
      const from = (x + QUIET_ZONE_MODULES) * moduleSize;
      if (format.bits) paintBits(line, from, from + moduleSize, format.bits.dark);
      else {
        const dark = format.samples!.dark;
        for (let px = from; px < from + moduleSize; px++) line.set(dark, px * bytesPerPixel);
      }
    }
    for (let repeat = 1; repeat < moduleSize; repeat++) {
      out.copyWithin(start + repeat * stride, start, start + stride);
    }
  }

  const bottom = (quietRows + size * moduleSize) * stride;
  for (let offset = bottom; offset < out.length; offset += stride) out.copyWithin(offset, 0, stride);
  return out;
}

/** Sets pixels `[from, to)` of a 1-bit row to `bit` (PNG packs the leftmost pixel in the MSB). */
function paintBits(line: Uint8Array, from: number, to: number, bit: 0 | 1): void {
  for (let px = from; px < to; px++) {
    const mask = 0x80 >> (px & 7);
    if (bit) line[px >> 3]! |= mask;
    else line[px >> 3]! &= ~mask;
  }
}

function writeComposedPng(matrix: QrMatrix, options: WriterOptions): Uint8Array {
  const rendered = new Resvg(svgMarkup(matrix, options), {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false },
  }).render();
  const { width, height } = rendered;
  const rgba = rendered.pixels;
  if (options.background === 'transparent') {
    return encodePng({ width, height, bitDepth: 8, colorType: PNG_COLOR_TYPE.rgba }, filterNone(rgba, width * 4, height));
  }
  // The background rect covers every pixel, so alpha is 255 throughout: drop it.
  const rgb = new Uint8Array(width * height * 3);
  for (let src = 0, dst = 0; src < rgba.length; src += 4, dst += 3) {
    rgb[dst] = rgba[src]!;
    rgb[dst + 1] = rgba[src + 1]!;
    rgb[dst + 2] = rgba[src + 2]!;
  }
  return encodePng({ width, height, bitDepth: 8, colorType: PNG_COLOR_TYPE.rgb }, filterNone(rgb, width * 3, height));
}

/** Prefixes each row with filter type 0 (None). */
function filterNone(samples: Uint8Array, rowBytes: number, height: number): Uint8Array {
  const out = new Uint8Array((rowBytes + 1) * height);
  for (let row = 0; row < height; row++) {
    out.set(samples.subarray(row * rowBytes, (row + 1) * rowBytes), row * (rowBytes + 1) + 1);
  }
  return out;
}
