import type { RenderOptions } from '../render-options';
import jsQR from 'jsqr';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import type { OpaqueImage } from './capture-conditions';

/** ZXing-C++'s names for the symbols `renderQr` draws. */
const ZXING_FORMATS = { qr: 'QRCode', microqr: 'MicroQRCode', rmqr: 'rMQRCode', datamatrix: 'DataMatrix' } as const;

export type ScannedSymbol = keyof typeof ZXING_FORMATS;

/**
 * Where ZXing-C++'s WebAssembly comes from: its bytes (`zxing-wasm/reader/zxing_reader.wasm`),
 * or, when not given, zxing-wasm's own default (fetched from the jsDelivr CDN on first use).
 */
export interface ScanCheckEngine {
  readonly zxingWasm?: ArrayBuffer | Uint8Array;
  /**
   * What draws the design; default `renderQr` of the main entry. `renderQr` from
   * `@quietzone/render/frames` checks a framed design (its options with a `frame`).
   */
  readonly render?: (content: string, options: RenderOptions) => Promise<Uint8Array>;
}

/** Loads ZXing-C++ once per distinct wasm binary; zxing-wasm keeps the module between calls. */
export async function prepareZxing(engine: ScanCheckEngine): Promise<void> {
  const { zxingWasm } = engine;
  if (zxingWasm === undefined) {
    await prepareZXingModule({ fireImmediately: true });
    return;
  }
  const wasmBinary = zxingWasm instanceof Uint8Array ? zxingWasm.buffer.slice(zxingWasm.byteOffset, zxingWasm.byteOffset + zxingWasm.byteLength) : zxingWasm;
  await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true, equalityFn: (a, b) => byteLength(a) === byteLength(b) });
}

function byteLength(overrides: unknown): number | undefined {
  return ((overrides as { wasmBinary?: ArrayBuffer }).wasmBinary)?.byteLength;
}

/**
 * Whether ZXing-C++ reads exactly `content` from the image. No inverted or rotated attempts:
 * the design is drawn dark on light and upright, as the scanner will see it.
 */
export async function zxingReads(image: OpaqueImage, symbol: ScannedSymbol, content: string): Promise<boolean> {
  const results = await readBarcodes({ data: image.data, width: image.width, height: image.height, colorSpace: 'srgb' } as unknown as Parameters<typeof readBarcodes>[0], {
    formats: [ZXING_FORMATS[symbol]],
    textMode: 'Plain',
    tryHarder: true,
    tryInvert: false,
    tryRotate: false,
    maxNumberOfSymbols: 1,
  });
  return results.some((result) => result.isValid && result.text === content);
}

/** Whether jsQR (QR only, dark on light) reads exactly `content` from the image. */
export function jsqrReads(image: OpaqueImage, content: string): boolean {
  const result = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
  if (!result) return false;
  return result.data === content || new TextDecoder().decode(Uint8Array.from(result.binaryData)) === content;
}
