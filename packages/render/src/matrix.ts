import qrcode from 'qrcode-generator';
import type { ErrorCorrection } from '@quietzone/core';
import { applyBestMask } from './internal/apply-best-mask';

/**
 * A QR symbol without its quiet zone: `size × size` modules, row-major, 1 = dark.
 * Writers take only this (STYLE.md: renderers never see domain objects).
 */
export interface QrMatrix {
  readonly size: number;
  readonly modules: Uint8Array;
}

const utf8 = new TextEncoder();

// qrcode-generator's byte mode reads this hook at encode time; its default maps each UTF-16
// unit to one byte, which corrupts anything outside Latin-1. Byte mode with UTF-8 is what
// every phone scanner decodes (ISO/IEC 18004 leaves the byte-mode charset to the reader).
qrcode.stringToBytes = (text: string) => Array.from(utf8.encode(text));

/** How {@link encodeQr} encodes; every field is optional. */
export interface EncodeOptions {
  /** Error-correction level; default M. */
  readonly ecc?: ErrorCorrection;
}

/** Encodes `content` as UTF-8 bytes at the smallest version (1–40) that fits at `ecc`. */
export function encodeQr(content: string, options: EncodeOptions = {}): QrMatrix {
  const ecc = options.ecc ?? 'M';
  const qr = qrcode(0, ecc);
  qr.addData(content, 'Byte');
  // The library scores its masks through getModuleCount/isDark, slowly; reporting 0 modules
  // while it builds makes every score equal, so it keeps mask 0 and applyBestMask chooses.
  const getModuleCount = qr.getModuleCount;
  qr.getModuleCount = () => 0;
  try {
    qr.make();
  } catch (thrown) {
    // The library throws bare strings ("code length overflow…"); give callers a real Error.
    throw new RangeError(`content does not fit in a QR code at ECC ${ecc}: ${String(thrown)}`);
  } finally {
    qr.getModuleCount = getModuleCount;
  }
  const size = qr.getModuleCount();
  const modules = new Uint8Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (qr.isDark(y, x)) modules[y * size + x] = 1;
    }
  }
  applyBestMask(modules, size, ecc);
  return { size, modules };
}

export function isDarkModule(matrix: QrMatrix, x: number, y: number): boolean {
  return matrix.modules[y * matrix.size + x] === 1;
}

/** Whether `content` fits in a QR symbol (version ≤ 40) at `ecc`, as {@link encodeQr} encodes it. */
export function fitsQr(content: string, ecc: ErrorCorrection): boolean {
  try {
    encodeQr(content, { ecc });
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}
