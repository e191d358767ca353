import type { Color, Rgb } from '@quietzone/core';
import type { QrMatrix } from '../matrix';
import { gradientColorAt, gradientGeometry, gradientPosition } from './gradient';
import { coverage } from './rasterize';
import { styledLayers } from './styled-layers';
import type { ResolvedStyle } from './style-options';
import { surroundCanvas, type Surround } from './surround';

/**
 * The styled symbol as 8-bit PNG scanlines (filter byte 0 first on each row): RGB, or RGBA on a
 * transparent background. Each layer's coverage is laid over the background in turn; gradient
 * colors are taken at each pixel's centre. Light pixels of a transparent code are white at
 * alpha 0, as in the plain images, and an edge pixel keeps the foreground's color at partial
 * alpha.
 */
export function styledScanlines(matrix: QrMatrix, style: ResolvedStyle, options: { readonly foreground: Rgb; readonly background: Color; readonly moduleSize: number; readonly quiet: number }): Uint8Array {
  const { moduleSize, quiet, background } = options;
  const pixels = (matrix.size + 2 * quiet) * moduleSize;
  const transparent = background === 'transparent';
  const channels = transparent ? 4 : 3;
  const rowBytes = pixels * channels + 1;
  // Premultiplied color and alpha per pixel, starting from the background.
  const red = new Float64Array(pixels * pixels);
  const green = new Float64Array(pixels * pixels);
  const blue = new Float64Array(pixels * pixels);
  const alpha = new Float64Array(pixels * pixels);
  if (!transparent) {
    red.fill(background.r);
    green.fill(background.g);
    blue.fill(background.b);
    alpha.fill(1);
  }
  const offset = quiet * moduleSize;
  for (const layer of styledLayers(matrix, style, options.foreground)) {
    const cover = coverage(layer.outline, pixels, pixels, moduleSize, offset);
    const paint = layer.paint;
    const geometry = paint.kind === 'gradient' ? gradientGeometry(paint.gradient, matrix.size) : undefined;
    for (let i = 0; i < cover.length; i++) {
      const share = cover[i]!;
      if (share === 0) continue;
      let color: Rgb;
      if (paint.kind === 'color') {
        color = paint.color;
      } else {
        // The pixel's centre in module units of the symbol.
        const x = ((i % pixels) + 0.5 - offset) / moduleSize;
        const y = (Math.floor(i / pixels) + 0.5 - offset) / moduleSize;
        color = gradientColorAt(paint.gradient.colors, gradientPosition(geometry!, x, y));
      }
      const keep = 1 - share;
      red[i] = color.r * share + red[i]! * keep;
      green[i] = color.g * share + green[i]! * keep;
      blue[i] = color.b * share + blue[i]! * keep;
      alpha[i] = share + alpha[i]! * keep;
    }
  }
  const scanlines = new Uint8Array(rowBytes * pixels);
  for (let y = 0; y < pixels; y++) {
    for (let x = 0; x < pixels; x++) {
      const i = y * pixels + x;
      const at = y * rowBytes + 1 + x * channels;
      const a = alpha[i]!;
      if (a === 0) {
        scanlines[at] = scanlines[at + 1] = scanlines[at + 2] = 255;
        continue;
      }
      scanlines[at] = Math.round(red[i]! / a);
      scanlines[at + 1] = Math.round(green[i]! / a);
      scanlines[at + 2] = Math.round(blue[i]! / a);
      if (transparent) scanlines[at + 3] = Math.round(a * 255);
    }
  }
  return scanlines;
}

/**
 * The symbol's scanlines (`side` modules square, quiet zone included, as {@link styledScanlines}
 * writes them) set into the grown image of `surround`: the background first, each layer's
 * coverage laid over it, then the symbol copied in whole, so nothing of a layer reaches the
 * quiet zone.
 */
export function surroundScanlines(
  surround: Surround,
  symbol: Uint8Array,
  options: { readonly side: number; readonly moduleSize: number; readonly background: Color },
): { width: number; height: number; scanlines: Uint8Array } {
  const { side, moduleSize, background } = options;
  const canvas = surroundCanvas(surround, side, side);
  const width = canvas.width * moduleSize;
  const height = canvas.height * moduleSize;
  const transparent = background === 'transparent';
  const channels = transparent ? 4 : 3;
  const rowBytes = width * channels + 1;
  const light = transparent ? [255, 255, 255, 0] : [background.r, background.g, background.b];
  const scanlines = new Uint8Array(rowBytes * height);
  const row = new Uint8Array(rowBytes);
  for (let x = 0; x < width; x++) row.set(light, 1 + x * channels);
  for (let y = 0; y < height; y++) scanlines.set(row, y * rowBytes);
  for (const layer of surround.layers) {
    const cover = coverage(layer.outline, width, height, moduleSize, 0);
    const { r, g, b } = layer.color;
    for (let i = 0; i < cover.length; i++) {
      const share = cover[i]!;
      if (share === 0) continue;
      const at = Math.floor(i / width) * rowBytes + 1 + (i % width) * channels;
      const keep = 1 - share;
      // Over a transparent pixel the edge keeps the layer's color at partial alpha.
      const under = transparent ? scanlines[at + 3]! / 255 : 1;
      const alpha = share + under * keep;
      const mix = (color: number, previous: number) => Math.round((color * share + previous * under * keep) / alpha);
      scanlines[at] = mix(r, scanlines[at]!);
      scanlines[at + 1] = mix(g, scanlines[at + 1]!);
      scanlines[at + 2] = mix(b, scanlines[at + 2]!);
      if (transparent) scanlines[at + 3] = Math.round(alpha * 255);
    }
  }
  const symbolRow = side * moduleSize * channels;
  const left = canvas.left * moduleSize * channels;
  for (let y = 0; y < side * moduleSize; y++) {
    const from = y * (symbolRow + 1) + 1;
    scanlines.set(symbol.subarray(from, from + symbolRow), (canvas.top * moduleSize + y) * rowBytes + 1 + left);
  }
  return { width, height, scanlines };
}
