import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes, type ReadResult } from 'zxing-wasm/reader';

/** A symbol as any of our encoders returns it: `height` rows of `width` modules, 1 = dark. */
export interface ModuleGrid {
  readonly width: number;
  readonly height: number;
  readonly modules: Uint8Array;
}

export type SymbolFormat = 'QRCode' | 'DataMatrix' | 'MicroQRCode' | 'rMQRCode';

let ready: Promise<unknown> | undefined;

/** ZXing-C++ (zxing-wasm) with its wasm read from node_modules: the tests never touch the network. */
export function prepareReader(): Promise<unknown> {
  if (!ready) {
    const require = createRequire(import.meta.url);
    const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
    ready = prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true }) as Promise<unknown>;
  }
  return ready;
}

/** Pixels of the grid at `scale` pixels a module inside a light quiet zone of `quietZone` modules. */
export function gridImage(grid: ModuleGrid, quietZone: number, scale = 4): { data: Uint8ClampedArray; width: number; height: number; colorSpace: 'srgb' } {
  const width = (grid.width + 2 * quietZone) * scale;
  const height = (grid.height + 2 * quietZone) * scale;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      if (!grid.modules[y * grid.width + x]) continue;
      for (let dy = 0; dy < scale; dy++) {
        const row = ((y + quietZone) * scale + dy) * width;
        for (let dx = 0; dx < scale; dx++) {
          const i = (row + (x + quietZone) * scale + dx) * 4;
          data[i] = data[i + 1] = data[i + 2] = 0;
        }
      }
    }
  }
  return { data, width, height, colorSpace: 'srgb' };
}

/** What ZXing-C++ reads from the grid drawn with its quiet zone; text in `Plain` mode (GS as \x1D). */
export async function decodeGrid(grid: ModuleGrid, format: SymbolFormat, quietZone: number): Promise<ReadResult[]> {
  await prepareReader();
  return readBarcodes(gridImage(grid, quietZone) as unknown as Parameters<typeof readBarcodes>[0], {
    formats: [format],
    textMode: 'Plain',
    tryHarder: true,
    maxNumberOfSymbols: 1,
  });
}

/** What ZXing-C++ reads from an RGBA raster (a writer's PNG or SVG, rasterized). */
export async function readRaster(
  raster: { readonly width: number; readonly height: number; readonly data: Uint8Array },
  format: SymbolFormat,
): Promise<ReadResult[]> {
  await prepareReader();
  const image = { data: new Uint8ClampedArray(raster.data), width: raster.width, height: raster.height, colorSpace: 'srgb' };
  return readBarcodes(image as unknown as Parameters<typeof readBarcodes>[0], { formats: [format], textMode: 'Plain', tryHarder: true });
}
