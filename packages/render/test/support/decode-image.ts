import { Resvg } from '@resvg/resvg-js';
import type { Rgb } from '@quietzone/core';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** RGBA pixels of a PNG, decoded by pngjs (an independent decoder, not our writer). */
export interface Raster {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

export function readPng(bytes: Uint8Array): Raster {
  const image = PNG.sync.read(Buffer.from(bytes));
  return { width: image.width, height: image.height, data: image.data };
}

/** Rasterizes an SVG with resvg at its own size (its width/height attributes). */
export function rasterizeSvg(bytes: Uint8Array): Raster {
  const rendered = new Resvg(Buffer.from(bytes), { font: { loadSystemFonts: false } }).render();
  return { width: rendered.width, height: rendered.height, data: rendered.pixels };
}

/** Composites over white, as a transparent code is meant to be placed on a light surface. */
export function overWhite(raster: Raster): Raster {
  const data = new Uint8Array(raster.data.length);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = raster.data[i + 3]!;
    for (let c = 0; c < 3; c++) {
      data[i + c] = Math.round((raster.data[i + c]! * alpha + 255 * (255 - alpha)) / 255);
    }
    data[i + 3] = 255;
  }
  return { ...raster, data };
}

/** The bytes a QR decoder (jsqr) reads from the raster, or undefined when it finds no code. */
export function decodeRaster(raster: Raster, { inverted = false } = {}): Uint8Array | undefined {
  const clamped = new Uint8ClampedArray(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength);
  // Light-on-dark codes only when asked: everything else must read as dark modules on light.
  const result = jsQR(clamped, raster.width, raster.height, { inversionAttempts: inverted ? 'attemptBoth' : 'dontInvert' });
  return result ? Uint8Array.from(result.binaryData) : undefined;
}

export function decodePng(bytes: Uint8Array, options: { inverted?: boolean } = {}): Uint8Array | undefined {
  return decodeRaster(overWhite(readPng(bytes)), options);
}

export function decodeSvg(bytes: Uint8Array): Uint8Array | undefined {
  return decodeRaster(overWhite(rasterizeSvg(bytes)));
}

/** WCAG 2 relative luminance, written out here so the tests do not lean on core's version. */
export function relativeLuminance(color: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const utf8 = (text: string) => new TextEncoder().encode(text);
