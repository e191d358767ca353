import { ERROR_CORRECTION_LEVELS, type ErrorCorrection } from '@quietzone/core';
import jsQR, { type QRCode } from 'jsqr';
import { describe, expect, it } from 'vitest';
import { encodeQr, fitsQr, highestEccThatFits, type EncodeOptions } from '../../src/index';
import { utf8 } from '../support/decode-image';
import { readFormatInformation } from '../support/reference-format-information';
import { symbolDifference } from '../support/reference-symbol-difference';

// jsQR, a decoder we do not ship, reads back what encodeQr writes: every mode, every level,
// versions 1–40 (23 by zbar, see JSQR_VERSIONS), UTF-8 beyond the BMP, and the options.

/** Pixels per module: jsQR reads version 40 at 2 px in ~70 ms; more pixels only cost time. */
const PIXELS_PER_MODULE = 2;

/** ISO/IEC 18004 §6.3.8: at least 4 modules of light margin. */
const QUIET_ZONE = 4;

/** The symbol painted black on white with its quiet zone, as RGBA. */
function rasterize(matrix: { size: number; modules: Uint8Array }): { data: Uint8ClampedArray; side: number } {
  const side = (matrix.size + 2 * QUIET_ZONE) * PIXELS_PER_MODULE;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / PIXELS_PER_MODULE) - QUIET_ZONE;
      const column = Math.floor(x / PIXELS_PER_MODULE) - QUIET_ZONE;
      const inside = row >= 0 && row < matrix.size && column >= 0 && column < matrix.size;
      if (inside && matrix.modules[row * matrix.size + column] === 1) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { data, side };
}

function readBack(matrix: { size: number; modules: Uint8Array }): QRCode | null {
  const { data, side } = rasterize(matrix);
  return jsQR(data, side, side, { inversionAttempts: 'dontInvert' });
}

/** Encodes, reads back with jsQR and checks text, bytes and version; returns what jsQR saw. */
function expectReadsBack(content: string, options: EncodeOptions = {}): QRCode {
  const matrix = encodeQr(content, options);
  const decoded = readBack(matrix);
  expect(decoded, `jsQR found no code (version ${matrix.version}, ECC ${matrix.ecc}, mask ${matrix.mask})`).not.toBeNull();
  expect({ text: decoded!.data, bytes: Uint8Array.from(decoded!.binaryData), version: decoded!.version }).toEqual({
    text: content,
    bytes: utf8(content),
    version: matrix.version,
  });
  return decoded!;
}

const chunkTypes = (decoded: QRCode): string[] => decoded.chunks.map((chunk) => String(chunk.type));

/** Contents whose optimal segmentation is unambiguous: one mode only, or a digit run long enough to be worth a segment. */
const MODE_CASES = [
  { name: 'numeric only', content: '0123456789'.repeat(7) + '012', only: 'numeric' },
  { name: 'alphanumeric only', content: 'HELLO WORLD $%*+-./:', only: 'alphanumeric' },
  { name: 'byte only', content: 'hello, world! ~quietzone~', only: 'byte' },
  { name: 'UTF-8 beyond the BMP', content: 'Grüße aus 東京 🚀🎉 𝄞', only: 'byte' },
  { name: 'mixed: uppercase, a digit run, lowercase', content: 'ABC123456789012abc', includes: ['numeric', 'byte'] },
  {
    name: 'URL with long digit runs',
    content: 'https://shop.example.com/order/20240917000123456789?ean=4006381333931',
    includes: ['numeric', 'byte'],
  },
] as const;

describe('encodeQr read back by jsQR: every mode at every level', () => {
  const cases = MODE_CASES.flatMap((modeCase) => ERROR_CORRECTION_LEVELS.map((ecc) => ({ ...modeCase, ecc })));
  it.each(cases)('$name at $ecc', (modeCase) => {
    const decoded = expectReadsBack(modeCase.content, { ecc: modeCase.ecc });
    if ('only' in modeCase) expect(new Set(chunkTypes(decoded))).toEqual(new Set([modeCase.only]));
    else expect(chunkTypes(decoded)).toEqual(expect.arrayContaining([...modeCase.includes]));
  });
});

/** Contents by mode, each an endless pattern cut to `length` characters (code points). */
const CONTENT_KINDS: Record<string, (length: number) => string> = {
  numeric: (length) => cut('3141592653589793238462643383279502884197', length),
  alphanumeric: (length) => cut('QUIETZONE $%*+-./: HELLO ', length),
  byte: (length) => cut('the quick brown fox jumps over the lazy dog; ', length),
  mixed: (length) => cut('ABC123456789012abc https://qz.example/r/98765432101234 ', length),
  'UTF-8 beyond the BMP': (length) => cut('東京駅 🚀 Grüße 𝄞 ', length),
};

function cut(pattern: string, length: number): string {
  const characters = Array.from(pattern);
  return Array.from({ length }, (_, i) => characters[i % characters.length]!).join('');
}

/** ISO/IEC 18004 Table 7, version 40: 7089 digits at L is the most characters any symbol holds. */
const MOST_CHARACTERS = 7089;

/**
 * The longest content of a kind that still encodes at `version` (bisected on length; the
 * version never drops as content grows). Mask 0 is forced while searching: the mask does not
 * change the version, and scoring 8 masks would only cost time.
 */
function fullestContent(kind: (length: number) => string, version: number, ecc: ErrorCorrection): string {
  let low = 1;
  let high = MOST_CHARACTERS;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fitsAtVersion(kind(middle), version, ecc)) low = middle;
    else high = middle - 1;
  }
  return kind(low);
}

function fitsAtVersion(content: string, version: number, ecc: ErrorCorrection): boolean {
  try {
    return encodeQr(content, { ecc, mask: 0 }).version <= version;
  } catch {
    return false; // Over the version-40 capacity.
  }
}

/**
 * Versions jsQR reads. jsQR 1.4.0 puts version 23's alignment patterns at 6, 30, 54, 74, 102
 * instead of ISO/IEC 18004 Table E.1's 6, 30, 54, 78, 102, so it misreads data modules and
 * fails at low levels (node-qrcode's version-23 L symbol too; zbar reads both). Version 23 is
 * left out here by design and read by zbar in test/encoder-zbar.test.ts.
 */
const JSQR_VERSIONS = Array.from({ length: 40 }, (_, i) => i + 1).filter((version) => version !== 23);

const kindNames = Object.keys(CONTENT_KINDS);

describe('encodeQr read back by jsQR: versions 1–40 (23 by zbar)', () => {
  // Kinds cycle over 5 versions and levels over 4, so every kind meets every level.
  const cases = JSQR_VERSIONS.map((version) => ({
    version,
    ecc: ERROR_CORRECTION_LEVELS[version % 4]!,
    kind: kindNames[version % kindNames.length]!,
  }));

  it.each(cases)('version $version by content length ($kind, ECC $ecc)', ({ version, ecc, kind }) => {
    const content = fullestContent(CONTENT_KINDS[kind]!, version, ecc);
    expect(encodeQr(content, { ecc }).version).toBe(version);
    expectReadsBack(content, { ecc });
  });

  it.each(cases)('version $version by minVersion (the next kind, ECC $ecc)', ({ version, ecc, kind }) => {
    // The fullest content of a version half as large: much of the symbol is padding.
    const nextKind = kindNames[(kindNames.indexOf(kind) + 1) % kindNames.length]!;
    const content = fullestContent(CONTENT_KINDS[nextKind]!, Math.max(1, Math.floor(version / 2)), ecc);
    expect(encodeQr(content, { ecc, minVersion: version }).version).toBe(version);
    expectReadsBack(content, { ecc, minVersion: version });
  });
});

describe('encodeQr options, read back by jsQR', () => {
  it('defaults to ECC M and leaves the level alone without boostEcc', () => {
    expect(encodeQr('hello').ecc).toBe('M');
    expect(encodeQr('hello', { ecc: 'L' }).ecc).toBe('L');
  });

  /** Levels from least to most recovery (ISO/IEC 18004 Table 13). */
  const RECOVERY_ORDER: readonly ErrorCorrection[] = ['L', 'M', 'Q', 'H'];

  const BOOST_CASES: { content: string; ecc: ErrorCorrection }[] = [
    { content: 'hello', ecc: 'L' }, // version 1 holds 5 bytes even at H
    { content: 'https://qr.example.com/Ab3dE7x', ecc: 'M' },
    { content: 'Grüße 🚀 '.repeat(20), ecc: 'L' },
    { content: '0123456789'.repeat(30), ecc: 'Q' },
    { content: 'abcdefghijklmnopq', ecc: 'L' }, // 17 bytes: a full version 1 at L, nothing to gain
    { content: 'already the highest level', ecc: 'H' },
  ];

  it.each(BOOST_CASES)('boostEcc keeps the version and raises $ecc as far as it fits: $content', ({ content, ecc }) => {
    const plain = encodeQr(content, { ecc });
    const boosted = encodeQr(content, { ecc, boostEcc: true });
    // The highest level, from the one asked for up, at which the content still fits this version.
    const fitting = RECOVERY_ORDER.slice(RECOVERY_ORDER.indexOf(ecc)).filter(
      (level) => encodeQr(content, { ecc: level, minVersion: plain.version }).version === plain.version,
    );
    const expected = fitting[fitting.length - 1]!;
    expect({ version: boosted.version, ecc: boosted.ecc }).toEqual({ version: plain.version, ecc: expected });
    expect(readFormatInformation(boosted).ecc).toBe(expected);
    expect(symbolDifference(boosted, encodeQr(content, { ecc: expected, minVersion: plain.version }))).toBe('identical');
    expectReadsBack(content, { ecc, boostEcc: true });
  });

  it('boostEcc raises the level where there is room', () => {
    expect(encodeQr('hello', { ecc: 'L', boostEcc: true }).ecc).not.toBe('L');
  });

  it.each(['Grüße aus Köln', '東京駅 🚀🎉', 'café ABC123456789012 𝄞'])('eci: true announces UTF-8 (ECI 26) and reads back the same text: %s', (content) => {
    const plain = encodeQr(content);
    const withEci = encodeQr(content, { eci: true });
    expect(symbolDifference(withEci, plain)).not.toBe('identical');
    const decoded = expectReadsBack(content, { eci: true });
    const types = chunkTypes(decoded);
    expect(decoded.chunks).toContainEqual({ type: 'eci', assignmentNumber: 26 });
    // ISO/IEC 18004 §7.4.2: the designator comes before the data it applies to.
    expect(types.indexOf('eci')).toBeLessThan(types.indexOf('byte'));
    expect(chunkTypes(expectReadsBack(content))).not.toContain('eci');
  });
});

/** ISO/IEC 18004:2015 Table 7, version 40: characters each mode holds at each level. */
const V40_CAPACITY: Record<'numeric' | 'alphanumeric' | 'byte', Record<ErrorCorrection, number>> = {
  numeric: { L: 7089, M: 5596, Q: 3993, H: 3057 },
  alphanumeric: { L: 4296, M: 3391, Q: 2420, H: 1852 },
  byte: { L: 2953, M: 2331, Q: 1663, H: 1273 },
};

const BOUNDARY_KINDS = {
  numeric: CONTENT_KINDS.numeric!,
  alphanumeric: CONTENT_KINDS.alphanumeric!,
  byte: (length: number) => cut('abcdefghijklmnopqrstuvwxyz', length),
};

describe('fitsQr and encodeQr agree at the version-40 capacity', () => {
  const cases = (Object.keys(V40_CAPACITY) as (keyof typeof V40_CAPACITY)[]).flatMap((mode) =>
    ERROR_CORRECTION_LEVELS.map((ecc) => ({ mode, ecc, capacity: V40_CAPACITY[mode][ecc] })),
  );

  it.each(cases)('$mode at $ecc: $capacity characters fit and read back, one more does not fit', ({ mode, ecc, capacity }) => {
    const full = BOUNDARY_KINDS[mode](capacity);
    const over = BOUNDARY_KINDS[mode](capacity + 1);
    expect(fitsQr(full, ecc)).toBe(true);
    expect(encodeQr(full, { ecc }).version).toBe(40);
    expectReadsBack(full, { ecc });
    expect(fitsQr(over, ecc)).toBe(false);
    expect(() => encodeQr(over, { ecc })).toThrow(RangeError);
  });

  it('counts UTF-8 bytes, not characters: 1165 × "é" (2330 bytes) fits at M, 1166 (2332) does not', () => {
    expect(fitsQr('é'.repeat(1165), 'M')).toBe(true);
    expect(fitsQr('é'.repeat(1166), 'M')).toBe(false);
    expect(() => encodeQr('é'.repeat(1166), { ecc: 'M' })).toThrow(RangeError);
  });

  it('highestEccThatFits is the most recovery that fits, in the order H, Q, M, L', () => {
    const lowercase = BOUNDARY_KINDS.byte;
    const expectations: [number, ErrorCorrection | undefined][] = [
      [1, 'H'],
      [1273, 'H'],
      [1274, 'Q'],
      [1663, 'Q'],
      [1664, 'M'],
      [2331, 'M'],
      [2332, 'L'],
      [2953, 'L'],
      [2954, undefined],
    ];
    for (const [length, level] of expectations) {
      const content = lowercase(length);
      expect({ length, level: highestEccThatFits(content) }).toEqual({ length, level });
      // Consistent with fitsQr: the level fits and every level with more recovery does not.
      const higher = level ? ['H', 'Q', 'M', 'L'].slice(0, ['H', 'Q', 'M', 'L'].indexOf(level)) : ['H', 'Q', 'M', 'L'];
      for (const ecc of higher as ErrorCorrection[]) expect({ length, ecc, fits: fitsQr(content, ecc) }).toEqual({ length, ecc, fits: false });
      if (level) expect(fitsQr(content, level)).toBe(true);
    }
  });
});
