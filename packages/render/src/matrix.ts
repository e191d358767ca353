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

/** Levels from most to least recovery: the order in which the highest level that fits is sought. */
const LEVELS_BY_RECOVERY: readonly ErrorCorrection[] = ['H', 'Q', 'M', 'L'];

/** The highest error-correction level at which `content` fits, or `undefined` when none does. */
export function highestEccThatFits(content: string): ErrorCorrection | undefined {
  return LEVELS_BY_RECOVERY.find((ecc) => fitsQr(content, ecc));
}

/**
 * Bytes a version-40 symbol holds in byte mode (ISO/IEC 18004 Table 7): the most any content
 * of that many UTF-8 bytes can need, so "N bytes; at most M" is the honest limit to name.
 */
export const BYTE_CAPACITY_V40: Readonly<Record<ErrorCorrection, number>> = Object.freeze({ L: 2953, M: 2331, Q: 1663, H: 1273 });
