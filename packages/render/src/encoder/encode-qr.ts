import { canonicalSpelling, type AnyCase, type ErrorCorrection } from '@quietzone/core';
import type { QrMatrix } from '../qr-matrix';
import { chooseVersion } from './choose-version';
import { writeDataCodewords } from './data-codewords';
import { MASK_COUNT } from './data-mask';
import { blockStructure, ECC_INDEX, ECC_LEVELS } from './error-correction-blocks';
import { interleaveCodewords } from './interleave-codewords';
import { maskSymbol } from './mask-symbol';
import { unpackRows } from './packed-lines';
import { placeCodewords } from './place-codewords';
import { MAX_CONTENT_UNITS, segmentText } from './segment-text';
import { selectMask } from './select-mask';
import { symbolTemplate } from './symbol-template';

/** How {@link encodeQr} encodes; every field is optional. */
export interface EncodeOptions {
  /** Error-correction level, any case (`h` is H); default M. */
  readonly ecc?: AnyCase<ErrorCorrection>;
  /** Data mask 0–7 to use instead of the one of lowest penalty (ISO/IEC 18004 §7.8). */
  readonly mask?: number;
  /** Smallest version (1–40) to use; default 1. Larger content still takes a larger version. */
  readonly minVersion?: number;
  /**
   * Raise the level as far as the data still fits in the version chosen for `ecc` (more
   * recovery in the same symbol size, as segno and Nayuki's library offer); default false.
   */
  readonly boostEcc?: boolean;
  /**
   * Begin with ECI designator 000026 (UTF-8, §7.4.2) when some segment is in byte mode;
   * default false, since scanners read byte mode as UTF-8 anyway and the header costs 12 bits.
   */
  readonly eci?: boolean;
}

/** A symbol with what it was encoded as. */
export type EncodedQr = QrMatrix & {
  readonly version: number;
  readonly ecc: ErrorCorrection;
  readonly mask: number;
};

// Scratch buffers for one encode at a time, sized for version 40; nothing in them outlives a call.
const dataScratch = new Uint8Array(2956); // data codewords of 40-L (Table 7)
const codewordScratch = new Uint8Array(3706); // codewords of version 40 (Table 1)
const rowScratch = new Int32Array(177 * 6); // version 40: 177 rows of 6 words
const maskedScratch = new Int32Array(177 * 6);

/**
 * Encodes `content` (any string; byte mode carries it as UTF-8) as a QR symbol (ISO/IEC
 * 18004) at the smallest version from `minVersion` on that holds it at level `ecc`, in the
 * optimal mix of numeric, alphanumeric and byte segments, masked with the mask of lowest
 * penalty unless one is given. The same input always gives the same symbol.
 *
 * Throws a TypeError or RangeError for invalid options, and a RangeError when the content
 * does not fit even in version 40.
 */
export function encodeQr(content: string, options: EncodeOptions = {}): EncodedQr {
  if (typeof content !== 'string') throw new TypeError(`content must be a string, got ${typeof content}`);
  if (options === null || typeof options !== 'object') throw new TypeError('options must be an object');
  const { ecc: asked = 'M', mask, minVersion = 1, boostEcc = false, eci = false } = options;
  if (typeof asked !== 'string') throw new TypeError(`ecc must be a string, got ${typeof asked}`);
  const ecc = canonicalSpelling(ECC_LEVELS, asked);
  if (ecc === undefined) throw new RangeError(`ecc must be one of L, M, Q, H, got ${asked}`);
  const eccIndex = ECC_INDEX[ecc];
  if (mask !== undefined) checkInteger('mask', mask, 0, MASK_COUNT - 1);
  checkInteger('minVersion', minVersion, 1, 40);
  if (typeof boostEcc !== 'boolean') throw new TypeError(`boostEcc must be a boolean, got ${typeof boostEcc}`);
  if (typeof eci !== 'boolean') throw new TypeError(`eci must be a boolean, got ${typeof eci}`);

  const choice = chooseVersion(content, eccIndex, minVersion, eci);
  if (!choice) {
    const capacity = blockStructure(40, eccIndex).dataCodewords * 8;
    const needs = content.length > MAX_CONTENT_UNITS ? `more than ${capacity}` : String(segmentText(content, 2).bits);
    throw new RangeError(`content does not fit in a QR code at ECC ${ecc}: it needs ${needs} data bits, version 40 holds ${capacity}`);
  }
  const { version } = choice;
  let level = eccIndex;
  if (boostEcc) {
    while (level < 3 && choice.bits <= blockStructure(version, level + 1).dataCodewords * 8) level++;
  }
  const structure = blockStructure(version, level);
  writeDataCodewords(content, choice.segments, version, choice.eci, structure.dataCodewords, dataScratch);
  interleaveCodewords(dataScratch, structure, codewordScratch);

  const template = symbolTemplate(version);
  placeCodewords(template, codewordScratch, structure.totalCodewords, rowScratch);
  const chosen = mask ?? selectMask(template, level, rowScratch);
  maskSymbol(template, level, chosen, rowScratch, maskedScratch);
  return { size: template.size, modules: unpackRows(maskedScratch, template.size), version, ecc: ECC_LEVELS[level]!, mask: chosen };
}

function checkInteger(name: string, value: unknown, min: number, max: number): void {
  if (typeof value !== 'number') throw new TypeError(`${name} must be a number, got ${typeof value}`);
  if (!Number.isInteger(value) || value < min || value > max) throw new RangeError(`${name} must be an integer from ${min} to ${max}, got ${value}`);
}
