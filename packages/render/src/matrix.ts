import type { ErrorCorrection } from '@quietzone/core';
import { encodeQr } from './encoder/encode-qr';

export type { EncodeOptions, EncodedQr } from './encoder/encode-qr';
// Where encodeQr was defined before the encoder got its own folder; modules and tests import it from here.
export { encodeQr };

/**
 * A QR symbol without its quiet zone: `size × size` modules, row-major, 1 = dark.
 * Writers take only this (STYLE.md: renderers never see domain objects).
 */
export interface QrMatrix {
  readonly size: number;
  readonly modules: Uint8Array;
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
