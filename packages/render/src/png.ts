import { isGray, type Color, type Rgb } from '@quietzone/core';
import { encodePng, PNG_COLOR_TYPE, type PngHeader } from './internal/encode-png';
import { decodePng } from './internal/decode-png';
import { resampleRgba } from './internal/resample-rgba';
import { styledScanlines, surroundScanlines } from './styles/png-style';
import { gridOf, qrMatrixOnly, type ModuleGrid, type QrMatrix, type WriterMatrix } from './matrix';
import { quietZoneOf, writerOptionsOf, type LogoPlacement, type WriterInput, type WriterOptions } from './writer-options';

/**
 * The code as a PNG of exactly `(size + 8) × moduleSize` pixels, rasterized straight from the
 * matrix as a 1-bit image, which holds any two colors exactly:
 * - opaque black and white → grayscale;
 * - any other opaque pair → a two-entry palette;
 * - transparent background → a two-entry palette whose light entry is white with alpha 0
 *   (tRNS), the dark one opaque.
 * With a logo the image is 8-bit RGB(A) with the logo scaled into its area. Deterministic and
 * pure: the same matrix and options give the same bytes on every runtime.
 *
 * Transparent pixels are white, not the foreground color: a tool that drops the alpha channel
 * (JPEG conversion, many print RIPs and e-mail clients) then shows dark modules on white, the
 * light surface a transparent code is meant for (contract: transparent backgrounds are checked
 * against white), instead of a solid dark square.
 */
export function writePng(matrix: WriterMatrix, input: WriterInput): Uint8Array {
  const options = writerOptionsOf(matrix, input);
  if (!Number.isInteger(options.moduleSize)) throw new RangeError(`PNG needs a whole number of pixels per module, got ${options.moduleSize}`);
  const grid = gridOf(matrix);
  if (options.logo || options.style || options.surround) return writeComposedPng(qrMatrixOnly(matrix, 'a logo, a style or a frame'), options);
  const quiet = quietZoneOf(options, grid);
  const width = (grid.width + 2 * quiet) * options.moduleSize;
  const height = (grid.height + 2 * quiet) * options.moduleSize;
  const { header, dark } = bilevelFormat(options.foreground, options.background);
  const scanlines = bilevelScanlines(grid, options.moduleSize, quiet, dark);
  return encodePng({ width, height, bitDepth: 1, ...header, ...dpiOf(options) }, scanlines);
}

function dpiOf(options: WriterOptions): { dpi?: number } {
  return options.dpi === undefined ? {} : { dpi: options.dpi };
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
function bilevelScanlines(grid: ModuleGrid, moduleSize: number, quiet: number, dark: 0 | 1): Uint8Array {
  const { width: columns, height: rows, modules } = grid;
  const width = (columns + 2 * quiet) * moduleSize;
  const height = (rows + 2 * quiet) * moduleSize;
  const stride = ((width + 7) >> 3) + 1;
  const out = new Uint8Array(stride * height);
  // Bits are appended at most 24 at a time, so `pending` never passes 31 bits.
  const chunk = Math.min(moduleSize, 24);
  const chunkBits = (1 << chunk) - 1;
  const darkBits = dark ? chunkBits : 0;
  const lightBits = dark ? 0 : chunkBits;
  const lightByte = dark ? 0 : 0xff;

  // Quiet-zone rows above and below; with a zero light byte the buffer already holds them.
  const quietRows = quiet * moduleSize;
  const bottom = (quietRows + rows * moduleSize) * stride;
  if (lightByte !== 0) {
    out.fill(lightByte, 0, quietRows * stride);
    out.fill(lightByte, bottom);
    for (let offset = 0; offset < quietRows * stride; offset += stride) out[offset] = 0;
    for (let offset = bottom; offset < out.length; offset += stride) out[offset] = 0;
  }

  for (let y = 0; y < rows; y++) {
    const start = (quietRows + y * moduleSize) * stride;
    const row = y * columns;
    let at = start + 1;
    // Bits not yet written, oldest in the highest place: fewer than 8 between chunks.
    let pending = 0;
    let count = 0;
    for (let x = -quiet; x < columns + quiet; x++) {
      const bits = x >= 0 && x < columns && modules[row + x] === 1 ? darkBits : lightBits;
      for (let left = moduleSize; left > 0; left -= chunk) {
        const take = Math.min(left, chunk);
        pending = (pending << take) | (bits >>> (chunk - take));
        count += take;
        while (count >= 8) {
          count -= 8;
          out[at++] = pending >>> count;
        }
        pending &= (1 << count) - 1;
      }
    }
    // The row's padding bits take the light value, as the quiet-zone rows' do.
    if (count > 0) out[at] = (pending << (8 - count)) | (lightByte >> count);
    for (let repeat = 1; repeat < moduleSize; repeat++) out.copyWithin(start + repeat * stride, start, start + stride);
  }
  return out;
}

/**
 * The code with a logo as an 8-bit image: RGB, or RGBA on a transparent background. The
 * normalized logo is scaled into its area by area averaging and composited over the white
 * square behind it (contract, image rule 3), all in pure code, so every runtime writes the
 * same pixels. Light pixels of a transparent code are white at alpha 0, as in the 1-bit images.
 */
function writeComposedPng(matrix: QrMatrix, options: WriterOptions): Uint8Array {
  const { moduleSize, foreground, background, logo, style } = options;
  const quiet = quietZoneOf(options);
  const side = matrix.size + 2 * quiet;
  const pixels = side * moduleSize;
  const transparent = background === 'transparent';
  const channels = transparent ? 4 : 3;
  const rowBytes = pixels * channels + 1;
  const scanlines = style ? styledScanlines(matrix, style, { foreground, background, moduleSize, quiet }) : squareScanlines(matrix, options, quiet);
  if (logo) drawLogo(scanlines, logo, { moduleSize, quiet, rowBytes, channels, transparent });
  const colorType = transparent ? PNG_COLOR_TYPE.rgba : PNG_COLOR_TYPE.rgb;
  if (options.surround) {
    const framed = surroundScanlines(options.surround, scanlines, { side, moduleSize, background });
    return encodePng({ width: framed.width, height: framed.height, bitDepth: 8, colorType, ...dpiOf(options) }, framed.scanlines);
  }
  return encodePng({ width: pixels, height: pixels, bitDepth: 8, colorType, ...dpiOf(options) }, scanlines);
}

/** Square modules as 8-bit scanlines, RGB or RGBA as {@link writeComposedPng} writes them. */
function squareScanlines(matrix: QrMatrix, options: WriterOptions, quiet: number): Uint8Array {
  const { moduleSize, foreground, background } = options;
  const side = matrix.size + 2 * quiet;
  const pixels = side * moduleSize;
  const transparent = background === 'transparent';
  const channels = transparent ? 4 : 3;
  const rowBytes = pixels * channels + 1;
  const dark = [foreground.r, foreground.g, foreground.b, 255];
  const light = transparent ? [255, 255, 255, 0] : [background.r, background.g, background.b, 255];
  const scanlines = new Uint8Array(rowBytes * pixels);
  const moduleRow = new Uint8Array(rowBytes);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const inside = x >= quiet && y >= quiet && x < side - quiet && y < side - quiet;
      const isDark = inside && matrix.modules[(y - quiet) * matrix.size + x - quiet] === 1;
      const color = isDark ? dark : light;
      for (let p = 0; p < moduleSize; p++) for (let c = 0; c < channels; c++) moduleRow[1 + (x * moduleSize + p) * channels + c] = color[c]!;
    }
    for (let p = 0; p < moduleSize; p++) scanlines.set(moduleRow, (y * moduleSize + p) * rowBytes);
  }
  return scanlines;
}

/** The logo scaled into its cleared area over a white square (contract, image rule 3). */
function drawLogo(
  scanlines: Uint8Array,
  logo: LogoPlacement,
  { moduleSize, quiet, rowBytes, channels, transparent }: { moduleSize: number; quiet: number; rowBytes: number; channels: number; transparent: boolean },
): void {
  const areaPixels = logo.area.size * moduleSize;
  const left = (quiet + logo.area.x) * moduleSize;
  const top = (quiet + logo.area.y) * moduleSize;
  const image = decodePng(logo.png);
  const scaled = resampleRgba(image, areaPixels, areaPixels);
  for (let y = 0; y < areaPixels; y++) {
    for (let x = 0; x < areaPixels; x++) {
      const from = (y * areaPixels + x) * 4;
      const to = (top + y) * rowBytes + 1 + (left + x) * channels;
      // Premultiplied over white: color + (1 − alpha) × white.
      const uncovered = 255 - scaled[from + 3]!;
      for (let c = 0; c < 3; c++) scanlines[to + c] = Math.min(255, Math.round(scaled[from + c]! + uncovered));
      if (transparent) scanlines[to + 3] = 255;
    }
  }
}
