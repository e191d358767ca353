import { isGray, type Color, type Rgb } from '@quietzone/core';
import { encodePng, PNG_COLOR_TYPE, type PngHeader } from './internal/encode-png';
import { requireDependency } from './internal/require-dependency';
import type { QrMatrix } from './matrix';
import { writeSvg } from './svg';
import { QUIET_ZONE_MODULES, type WriterOptions } from './writer-options';

/**
 * The code as a PNG of exactly `(size + 8) × moduleSize` pixels, rasterized straight from the
 * matrix as a 1-bit image, which holds any two colors exactly:
 * - opaque black and white → grayscale;
 * - any other opaque pair → a two-entry palette;
 * - transparent background → a two-entry palette whose light entry is white with alpha 0
 *   (tRNS), the dark one opaque.
 * With a logo the code is composed as SVG and rasterized by resvg, which resamples the 512×512
 * logo into its area properly. Deterministic: the same matrix and options give the same bytes.
 *
 * Transparent pixels are white, not the foreground color: a tool that drops the alpha channel
 * (JPEG conversion, many print RIPs and e-mail clients) then shows dark modules on white, the
 * light surface a transparent code is meant for (contract: transparent backgrounds are checked
 * against white), instead of a solid dark square.
 */
export function writePng(matrix: QrMatrix, options: WriterOptions): Uint8Array {
  if (options.logo) return writeComposedPng(matrix, options);
  const pixels = (matrix.size + 2 * QUIET_ZONE_MODULES) * options.moduleSize;
  const { header, dark } = bilevelFormat(options.foreground, options.background);
  const scanlines = bilevelScanlines(matrix, options.moduleSize, dark);
  // Pixel rows repeat at one row's distance and look most like the module row above, so a
  // window reaching back one module row finds what deflate can use (encodePng).
  const reach = options.moduleSize * (scanlines.length / pixels);
  return encodePng({ width: pixels, height: pixels, bitDepth: 1, ...header }, scanlines, reach);
}

interface BilevelFormat {
  readonly header: Pick<PngHeader, 'colorType' | 'palette' | 'transparency'>;
  /** The bit of a dark pixel; a light pixel has the other. */
  readonly dark: 0 | 1;
}

const FIRST_ENTRY_TRANSPARENT = Uint8Array.of(0);

function bilevelFormat(foreground: Rgb, background: Color): BilevelFormat {
  if (background === 'transparent') {
    // A palette even for black: grayscale's tRNS names a transparent sample value, and some
    // decoders (pngjs among them) zero such pixels to (0, 0, 0, 0) instead of keeping white.
    const { r, g, b } = foreground;
    return {
      header: { colorType: PNG_COLOR_TYPE.palette, palette: Uint8Array.of(255, 255, 255, r, g, b), transparency: FIRST_ENTRY_TRANSPARENT },
      dark: 1,
    };
  }
  const level = (color: Rgb) => (isGray(color) && (color.r === 0 || color.r === 255) ? color.r : undefined);
  const darkLevel = level(foreground);
  const lightLevel = level(background);
  if (darkLevel !== undefined && lightLevel !== undefined && darkLevel !== lightLevel) {
    // 1-bit grayscale holds exactly black (0) and white (1); one color on itself needs the palette.
    return { header: { colorType: PNG_COLOR_TYPE.gray }, dark: darkLevel === 255 ? 1 : 0 };
  }
  const palette = Uint8Array.of(background.r, background.g, background.b, foreground.r, foreground.g, foreground.b);
  return { header: { colorType: PNG_COLOR_TYPE.palette, palette }, dark: 1 };
}

/**
 * Scanlines of the 1-bit image, each with filter type 0 (PNG spec §9.2). Pixels are packed
 * leftmost in the high-order bit and rows padded to a whole byte (§7.2). Each matrix row is
 * packed once, `moduleSize` bits per module, then copied `moduleSize` times; deflate turns
 * the repeats into back-references.
 */
function bilevelScanlines(matrix: QrMatrix, moduleSize: number, dark: 0 | 1): Uint8Array {
  const { size, modules } = matrix;
  const width = (size + 2 * QUIET_ZONE_MODULES) * moduleSize;
  const stride = ((width + 7) >> 3) + 1;
  const out = new Uint8Array(stride * width);
  const moduleBits = (1 << moduleSize) - 1;
  const darkBits = dark ? moduleBits : 0;
  const lightBits = dark ? 0 : moduleBits;
  const lightByte = dark ? 0 : 0xff;

  // Quiet-zone rows above and below; with a zero light byte the buffer already holds them.
  const quietRows = QUIET_ZONE_MODULES * moduleSize;
  const bottom = (quietRows + size * moduleSize) * stride;
  if (lightByte !== 0) {
    out.fill(lightByte, 0, quietRows * stride);
    out.fill(lightByte, bottom);
    for (let offset = 0; offset < quietRows * stride; offset += stride) out[offset] = 0;
    for (let offset = bottom; offset < out.length; offset += stride) out[offset] = 0;
  }

  for (let y = 0; y < size; y++) {
    const start = (quietRows + y * moduleSize) * stride;
    const row = y * size;
    let at = start + 1;
    // Bits not yet written, oldest in the highest place: fewer than 8 between modules, so
    // appending up to 20 more stays well inside 32 bits.
    let pending = 0;
    let count = 0;
    for (let x = -QUIET_ZONE_MODULES; x < size + QUIET_ZONE_MODULES; x++) {
      pending = (pending << moduleSize) | (x >= 0 && x < size && modules[row + x] === 1 ? darkBits : lightBits);
      count += moduleSize;
      while (count >= 8) {
        count -= 8;
        out[at++] = pending >>> count;
      }
      pending &= (1 << count) - 1;
    }
    // The row's padding bits take the light value, as the quiet-zone rows' do.
    if (count > 0) out[at] = (pending << (8 - count)) | (lightByte >> count);
    for (let repeat = 1; repeat < moduleSize; repeat++) out.copyWithin(start + repeat * stride, start, start + stride);
  }
  return out;
}

function writeComposedPng(matrix: QrMatrix, options: WriterOptions): Uint8Array {
  // Loaded on first use: the native rasterizer is only needed for logos, and writePng stays
  // synchronous (resvg-js is CommonJS, so a require does it without an await).
  const { Resvg } = requireDependency('@resvg/resvg-js') as typeof import('@resvg/resvg-js');
  const svg = writeSvg(matrix, options);
  const rendered = new Resvg(Buffer.from(svg.buffer, svg.byteOffset, svg.byteLength), {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false },
  }).render();
  const { width, height } = rendered;
  const rgba = rendered.pixels;
  if (options.background === 'transparent') {
    return encodePng({ width, height, bitDepth: 8, colorType: PNG_COLOR_TYPE.rgba }, filterNone(straightAlpha(rgba), width * 4, height));
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

/**
 * resvg's pixels are premultiplied (tiny-skia), so a transparent pixel is (0, 0, 0, 0): black
 * once alpha is dropped. PNG stores straight alpha (PNG spec §12.3): partly covered pixels are
 * divided back, and uncovered ones become white, as in the 1-bit images above.
 */
function straightAlpha(premultiplied: Uint8Array): Uint8Array {
  const out = new Uint8Array(premultiplied);
  for (let i = 0; i < out.length; i += 4) {
    const alpha = out[i + 3]!;
    if (alpha === 255) continue;
    if (alpha === 0) {
      out[i] = out[i + 1] = out[i + 2] = 255;
      continue;
    }
    for (let c = i; c < i + 3; c++) out[c] = Math.min(255, Math.round((out[c]! * 255) / alpha));
  }
  return out;
}

/** Prefixes each row with filter type 0 (None). */
function filterNone(samples: Uint8Array, rowBytes: number, height: number): Uint8Array {
  const out = new Uint8Array((rowBytes + 1) * height);
  for (let row = 0; row < height; row++) {
    out.set(samples.subarray(row * rowBytes, (row + 1) * rowBytes), row * (rowBytes + 1) + 1);
  }
  return out;
}
