import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PNG } from 'pngjs';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/** ZXing-C++'s names of the symbols besides QR that the image routes draw. */
export type SymbolFormat = 'QRCode' | 'MicroQRCode' | 'rMQRCode' | 'DataMatrix';

let ready: Promise<unknown> | undefined;

/**
 * What ZXing-C++ (zxing-wasm, an independent decoder) reads from a PNG, laid over white:
 * the text in `Plain` mode (GS1's separators as \x1D) and the symbology identifier (`]d2`).
 * The wasm is read from node_modules, so the test never touches the network.
 */
export async function readSymbolPng(bytes: Uint8Array, format: SymbolFormat): Promise<{ text: string; symbologyIdentifier: string }[]> {
  if (!ready) {
    const require = createRequire(import.meta.url);
    const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
    ready = prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true }) as Promise<unknown>;
  }
  await ready;
  const png = PNG.sync.read(Buffer.from(bytes));
  const data = new Uint8ClampedArray(png.data.length);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = png.data[i + 3]! / 255;
    for (let c = 0; c < 3; c++) data[i + c] = Math.round(png.data[i + c]! * alpha + 255 * (1 - alpha));
    data[i + 3] = 255;
  }
  const image = { data, width: png.width, height: png.height, colorSpace: 'srgb' };
  const results = await readBarcodes(image as unknown as Parameters<typeof readBarcodes>[0], { formats: [format], textMode: 'Plain', tryHarder: true });
  return results.filter((result) => result.isValid).map(({ text, symbologyIdentifier }) => ({ text, symbologyIdentifier }));
}
