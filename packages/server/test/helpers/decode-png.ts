import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export interface DecodedPng {
  readonly width: number;
  readonly height: number;
  /** RGBA, 4 bytes per pixel. */
  readonly data: Uint8Array;
  /** The QR text found by jsqr (after laying the image over white), or null. */
  readonly text: string | null;
}

/** Decodes a PNG with pngjs and reads its QR code with jsqr, an independent decoder. */
export function decodePng(bytes: Uint8Array): DecodedPng {
  const png = PNG.sync.read(Buffer.from(bytes));
  const data = new Uint8Array(png.data);
  // A transparent background scans on a light surface (contract): composite over white first.
  const flat = new Uint8ClampedArray(data.length);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3]! / 255;
    for (let c = 0; c < 3; c++) flat[i + c] = Math.round(data[i + c]! * alpha + 255 * (1 - alpha));
    flat[i + 3] = 255;
  }
  const code = jsQR(flat, png.width, png.height);
  return { width: png.width, height: png.height, data, text: code ? code.data : null };
}
