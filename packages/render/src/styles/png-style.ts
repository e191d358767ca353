import type { Color, Rgb } from '@quietzone/core';
import type { QrMatrix } from '../matrix';
import { gradientColorAt, gradientGeometry, gradientPosition } from './gradient';
import { coverage } from './rasterize';
import { styledLayers } from './styled-layers';
import type { ResolvedStyle } from './style-options';

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
