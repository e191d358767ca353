import { Buffer } from 'node:buffer';
import type { ErrorCorrection } from '@quietzone/core';
import { BYTE_CAPACITY_V40 } from '@quietzone/render';

/**
 * Why content did not fit, with both lengths: "2,400 bytes; at ECC M a QR code holds at most
 * 2,331 bytes". The limit named is the byte-mode capacity: content that does not fit is always
 * longer than it (one byte segment of that many bytes always fits), so the numbers never
 * contradict each other.
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
