import { Buffer } from 'node:buffer';
import type { ErrorCorrection } from '@quietzone/core';
import { BYTE_CAPACITY_V40, fitsQr } from '@quietzone/render';

/**
 * Whether `content` fits in a QR symbol at `ecc` (render's `fitsQr`), answered without encoding
 * for all but long content: every content of at most `BYTE_CAPACITY_V40[ecc]` UTF-8 bytes fits,
 * as one byte-mode segment of a version-40 symbol (ISO/IEC 18004 Table 7), and an optimal
 * segmentation is never longer. The image routes ask on every request, cached or not, so a
 * short link must not pay for an encode; longer content may still fit (digits pack tighter in
 * numeric mode), which only the encoder can tell.
 */
export function contentFits(content: string, ecc: ErrorCorrection): boolean {
  return utf8Bytes(content) <= BYTE_CAPACITY_V40[ecc] || fitsQr(content, ecc);
}

/**
 * Why content did not fit, with both lengths: "2,400 bytes; at ECC M a QR code holds at most
 * 2,331 bytes". The limit named is the byte-mode capacity: content that does not fit is always
 * longer than it (see {@link contentFits}), so the two numbers never contradict each other.
 * `even` words it for the last resort, ECC L.
 */
export function capacityMessage(content: string, ecc: ErrorCorrection, options: { readonly even?: boolean } = {}): string {
  const at = options.even ? 'even at' : 'at';
  return `${groupDigits(utf8Bytes(content))} bytes; ${at} ECC ${ecc} a QR code holds at most ${groupDigits(BYTE_CAPACITY_V40[ecc])} bytes`;
}

function utf8Bytes(content: string): number {
  return Buffer.byteLength(content, 'utf8');
}

const DIGIT_GROUPS = new Intl.NumberFormat('en-US');

function groupDigits(value: number): string {
  return DIGIT_GROUPS.format(value);
}
