import type { Rgb } from '@quietzone/core';
import type { Raster } from './decode-image';

/**
 * A tiny painter for the fills our PDF and EPS writers emit in module units, so a unit test
 * can hand the drawn picture to jsqr without pdftoppm or ghostscript. Coordinates are
 * PDF/PostScript user space: the origin is the bottom-left corner and y grows upwards.
 */
export interface PrintCanvas {
  readonly side: number;
  /** side × side colors, row 0 at the top. Unpainted modules are white paper. */
  readonly pixels: Rgb[];
}

export function createPrintCanvas(side: number): PrintCanvas {
  return { side, pixels: Array.from({ length: side * side }, () => ({ r: 255, g: 255, b: 255 })) };
}

export function fillRect(canvas: PrintCanvas, x: number, y: number, width: number, height: number, color: Rgb): void {
  for (let row = y; row < y + height; row++) {
    for (let column = x; column < x + width; column++) {
      if (row < 0 || row >= canvas.side || column < 0 || column >= canvas.side) {
        throw new RangeError(`fill outside the page at (${column}, ${row})`);
      }
      canvas.pixels[(canvas.side - 1 - row) * canvas.side + column] = color;
    }
  }
}

/** DeviceGray operand (0 black … 1 white) as sRGB. */
export function grayToRgb(gray: number): Rgb {
  const value = Math.round(gray * 255);
  return { r: value, g: value, b: value };
}

/** DeviceCMYK operands (0–1) as sRGB by the naive formula (PDF 32000-1 §10.3.5). */
export function cmykToRgb(c: number, m: number, y: number, k: number): Rgb {
  const channel = (ink: number) => Math.round(255 * (1 - Math.min(1, ink + k)));
  return { r: channel(c), g: channel(m), b: channel(y) };
}

export function canvasToRaster(canvas: PrintCanvas, pixelsPerModule: number): Raster {
  const width = canvas.side * pixelsPerModule;
  const data = new Uint8Array(width * width * 4);
  for (let py = 0; py < width; py++) {
    for (let px = 0; px < width; px++) {
      const color = canvas.pixels[Math.floor(py / pixelsPerModule) * canvas.side + Math.floor(px / pixelsPerModule)]!;
      const i = (py * width + px) * 4;
      data[i] = color.r;
      data[i + 1] = color.g;
      data[i + 2] = color.b;
      data[i + 3] = 255;
    }
  }
  return { width, height: width, data };
}

/**
 * The painted symbol read back module by module (dark = below mid-gray), quiet zone excluded,
 * row 0 at the top: comparable with `QrMatrix.modules`. jsqr also reads mirrored symbols, so
 * orientation is checked here, not by decoding.
 */
export function paintedModules(canvas: PrintCanvas, quietZone: number): Uint8Array {
  const size = canvas.side - 2 * quietZone;
  const modules = new Uint8Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const { r, g, b } = canvas.pixels[(y + quietZone) * canvas.side + x + quietZone]!;
      if (r + g + b < (3 * 255) / 2) modules[y * size + x] = 1;
    }
  }
  return modules;
}

/** True when no module of the quiet zone is darker than mid-gray. */
export function quietZoneIsLight(canvas: PrintCanvas, quietZone: number): boolean {
  return canvas.pixels.every((pixel, i) => {
    const x = i % canvas.side;
    const y = Math.floor(i / canvas.side);
    const inSymbol = x >= quietZone && y >= quietZone && x < canvas.side - quietZone && y < canvas.side - quietZone;
    return inSymbol || pixel.r + pixel.g + pixel.b >= (3 * 255) / 2;
  });
}
