import { BLACK, ERROR_CORRECTION_LEVELS, WHITE, type ErrorCorrection } from '@quietzone/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeQr, writePng } from '../../src/index';
import { decodePng, utf8 } from '../support/decode-image';
import { DATA_MASKS } from '../support/reference-data-mask';
import { readFormatInformation, referenceFormatBits } from '../support/reference-format-information';
import { referenceFunctionModules, symbolSize, versionOfSize } from '../support/reference-function-modules';
import { qrcodeGeneratorSymbol } from '../support/reference-qrcode-generator';
import { referenceRemask } from '../support/reference-remask';
import { symbolDifference } from '../support/reference-symbol-difference';

// Our encoder against an independent one. qrcode-generator cannot be
// told a mask, so its symbol is re-masked by the test's own reference (ISO/IEC 18004 §7.8)
// to the mask under test, and our symbol forced to qrcode-generator's own mask must equal
// its symbol as it came. Contents are built only from characters that neither numeric nor
// alphanumeric mode can hold, so optimal segmentation has to produce exactly the one byte
// segment qrcode-generator writes.

/** ISO/IEC 18004:2015 Table 5: the alphanumeric-mode characters (the numeric ones included). */
const ALPHANUMERIC_CHARACTERS = new Set('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:');

/** ISO/IEC 18004:2015 Table 7: bytes a version-40 symbol holds in byte mode at each level. */
const V40_BYTE_CAPACITY: Readonly<Record<ErrorCorrection, number>> = { L: 2953, M: 2331, Q: 1663, H: 1273 };

/** The largest version, whose byte capacity the sizes below are scaled from. */
const MAX_VERSION = 40;

/**
 * Runs of the natural-version property: each encodes twice and builds a qrcode-generator
 * symbol, which costs up to ~100 ms at version 40 (it scores its 8 masks on nested arrays);
 * 100 runs take ~3 s here, with contents spread over all versions (see naturalCase).
 */
const NATURAL_VERSION_RUNS = 100;

/** Runs per version of the every-version property: 40 × 3 symbols, every version each run, ~2 s here. */
const RUNS_PER_VERSION = 3;

/** A code point UTF-8 encodes in `min`–`max`, outside the numeric/alphanumeric sets and the surrogates. */
function codePointBetween(min: number, max: number): fc.Arbitrary<string> {
  return fc
    .integer({ min, max })
    .filter((codePoint) => !(codePoint >= 0xd800 && codePoint <= 0xdfff))
    .map((codePoint) => String.fromCodePoint(codePoint))
    .filter((character) => !ALPHANUMERIC_CHARACTERS.has(character));
}

/**
 * One character of a byte-only content, by UTF-8 length: ASCII controls, lowercase and
 * punctuation (1 byte) most often, then accented Latin/Greek/Cyrillic (2), CJK and the rest
 * of the BMP (3), emoji and the other planes (4).
 */
const byteOnlyCharacter: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: codePointBetween(0x00, 0x7f) },
  { weight: 2, arbitrary: codePointBetween(0x80, 0x7ff) },
  { weight: 1, arbitrary: codePointBetween(0x800, 0xffff) },
  { weight: 1, arbitrary: codePointBetween(0x10000, 0x10ffff) },
);

/** A byte-only content of `minBytes`–`maxBytes` UTF-8 bytes (up to 3 fewer when the last character would not fit; at least one character). */
function byteOnlyContent(minBytes: number, maxBytes: number): fc.Arbitrary<string> {
  return fc
    .integer({ min: minBytes, max: maxBytes })
    .chain((bytes) => fc.array(byteOnlyCharacter, { minLength: bytes, maxLength: bytes }).map((characters) => keepBytes(characters, bytes)));
}

function keepBytes(characters: string[], bytes: number): string {
  let content = characters[0]!;
  for (const character of characters.slice(1)) {
    if (utf8(content + character).length > bytes) break;
    content += character;
  }
  return content;
}

/**
 * Bytes a version-`version` symbol roughly holds: the version-40 capacity scaled by the
 * module count, (17 + 4v)² / 177². Drawing a version first and then a length between its
 * rough capacity and the previous one's spreads contents over all 40 versions; lengths drawn
 * up to the version-40 capacity would leave versions 1–9 rare, and fast-check's bias towards
 * small integers would leave the high ones rare.
 */
function roughByteCapacity(version: number, ecc: ErrorCorrection): number {
  return Math.ceil(V40_BYTE_CAPACITY[ecc] * (symbolSize(version) / symbolSize(MAX_VERSION)) ** 2);
}

const dataModuleCounts = new Map<number, number>();

/** ISO/IEC 18004 Table 1 "data modules" of a version, counted on the reference function-module map. */
function dataModules(version: number): number {
  let count = dataModuleCounts.get(version);
  if (count === undefined) {
    count = referenceFunctionModules(version).reduce((sum, isFunction) => sum + (isFunction ? 0 : 1), 0);
    dataModuleCounts.set(version, count);
  }
  return count;
}

/**
 * Bytes a version-`version` symbol holds, estimated from its data modules: slightly more than
 * Table 7 at low versions (a larger share of EC codewords there), so some contents overflow
 * the version on purpose and both encoders must then go past it.
 */
function estimatedByteCapacity(version: number, ecc: ErrorCorrection): number {
  return Math.floor((V40_BYTE_CAPACITY[ecc] * dataModules(version)) / dataModules(MAX_VERSION));
}

const ecc = fc.constantFrom(...ERROR_CORRECTION_LEVELS);
const mask = fc.constantFrom(...DATA_MASKS);

/** Contents of any version: a version hint first, then up to roughly that version's capacity. */
const naturalCase = fc
  .record({ ecc, mask, versionHint: fc.integer({ min: 1, max: MAX_VERSION }) })
  .chain(({ ecc, mask, versionHint }) =>
    byteOnlyContent(versionHint === 1 ? 1 : roughByteCapacity(versionHint - 1, ecc) + 1, roughByteCapacity(versionHint, ecc)).map(
      (content) => ({ ecc, mask, content }),
    ),
  );

/** qrcode-generator's symbol, or undefined when the content does not fit (it throws a string). */
function oracleSymbol(content: string, level: ErrorCorrection, version = 0): { size: number; modules: Uint8Array } | undefined {
  try {
    return qrcodeGeneratorSymbol(content, level, version);
  } catch (thrown) {
    if (typeof thrown === 'string' && thrown.startsWith('code length overflow')) return undefined;
    throw thrown;
  }
}

/** Our symbol under `mask` equals theirs re-masked to it; forced to their own mask, theirs as it is. */
function expectSameSymbol(
  content: string,
  level: ErrorCorrection,
  forcedMask: number,
  theirs: { size: number; modules: Uint8Array },
  minVersion?: number,
): void {
  const version = versionOfSize(theirs.size);
  const theirMask = readFormatInformation(theirs).mask;
  const ours = encodeQr(content, { ecc: level, mask: forcedMask, ...(minVersion ? { minVersion } : {}) });
  expect({ version: ours.version, ecc: ours.ecc, mask: ours.mask, size: ours.size }).toEqual({
    version,
    ecc: level,
    mask: forcedMask,
    size: theirs.size,
  });
  expect(symbolDifference(ours, { size: theirs.size, modules: referenceRemask(theirs, forcedMask) })).toBe('identical');
  const oursAtTheirMask = encodeQr(content, { ecc: level, mask: theirMask, ...(minVersion ? { minVersion } : {}) });
  expect(symbolDifference(oursAtTheirMask, theirs)).toBe('identical');
}

describe('encodeQr against qrcode-generator (one byte segment, any level, forced mask)', () => {
  it('equals qrcode-generator module for module at the smallest version that fits', () => {
    fc.assert(
      fc.property(naturalCase, ({ ecc, mask, content }) => {
        const theirs = oracleSymbol(content, ecc);
        if (!theirs) {
          // Over the version-40 capacity for qrcode-generator: ours must refuse it too.
          expect(() => encodeQr(content, { ecc, mask })).toThrow(RangeError);
          return;
        }
        expectSameSymbol(content, ecc, mask, theirs);
      }),
      { numRuns: NATURAL_VERSION_RUNS },
    );
    // Up to version 40 through a slow oracle: seconds on a busy shared machine.
  }, 60_000);

  // Every version every run: minVersion on our side, a fixed type number on theirs.
  it.each(Array.from({ length: MAX_VERSION }, (_, i) => i + 1))('equals qrcode-generator at version %i (minVersion)', (version) => {
    const versionCase = fc
      .record({ ecc, mask })
      .chain(({ ecc, mask }) => byteOnlyContent(1, estimatedByteCapacity(version, ecc)).map((content) => ({ ecc, mask, content })));
    fc.assert(
      fc.property(versionCase, ({ ecc, mask, content }) => {
        const theirs = oracleSymbol(content, ecc, version);
        if (!theirs) {
          // Does not fit this version: minVersion is a floor, so ours goes past it.
          expect(encodeQr(content, { ecc, mask, minVersion: version }).version).toBeGreaterThan(version);
          return;
        }
        expectSameSymbol(content, ecc, mask, theirs, version);
      }),
      { numRuns: RUNS_PER_VERSION },
    );
  });
});

describe('the reference the oracle tests rely on', () => {
  it('computes the format information of the worked example in ISO/IEC 18004 §7.9.1 (M, mask 101)', () => {
    expect(referenceFormatBits('M', 5).join('')).toBe('100000011001110');
  });

  it('leaves exactly the data modules of ISO/IEC 18004 Table 1 outside its function-module map', () => {
    // Table 1: total codewords per version, and the remainder bits that pad the last column pair.
    const CODEWORDS = [
      26, 44, 70, 100, 134, 172, 196, 242, 292, 346, 404, 466, 532, 581, 655, 733, 815, 901, 991, 1085,
      1156, 1258, 1364, 1474, 1588, 1706, 1828, 1921, 2051, 2185, 2323, 2465, 2611, 2761, 2876, 3034, 3196, 3362, 3532, 3706,
    ];
    const remainderBits = (version: number) =>
      version >= 2 && version <= 6 ? 7 : version >= 14 && version <= 20 ? 3 : version >= 21 && version <= 27 ? 4 : version >= 28 && version <= 34 ? 3 : 0;
    for (let version = 1; version <= MAX_VERSION; version++) {
      expect({ version, dataModules: dataModules(version) }).toEqual({ version, dataModules: 8 * CODEWORDS[version - 1]! + remainderBits(version) });
    }
  });

  it('re-masks qrcode-generator symbols into symbols jsqr reads, naming the new mask', () => {
    // Small, mid and large layouts: no alignment pattern, version information from 7, the odd step of 32.
    for (const [version, level] of [[1, 'L'], [7, 'M'], [14, 'Q'], [32, 'H']] as const) {
      const content = 'é🚀'.repeat(version); // 6 bytes per version: fits each of these at its level
      const theirs = qrcodeGeneratorSymbol(content, level, version);
      for (const target of DATA_MASKS) {
        const modules = referenceRemask(theirs, target);
        expect(readFormatInformation({ size: theirs.size, modules })).toEqual({ ecc: level, mask: target });
        const png = writePng({ size: theirs.size, modules }, { moduleSize: 2, foreground: BLACK, background: WHITE, defaultColors: true, page: 'square' });
        expect(decodePng(png)).toEqual(utf8(content));
      }
    }
  });
});
