import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALPHANUMERIC, BYTE, NUMERIC, type SegmentMode } from '../../src/encoder/segment-mode';
import { segmentText, type Segment } from '../../src/encoder/segment-text';

const ALPHANUMERIC_SET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
const COUNT_BITS = [
  [10, 12, 14],
  [9, 11, 13],
  [8, 16, 16],
];

const DIGITS = ['0', '1', '7', '9'];
const ALPHANUMERIC_ONLY = ['A', 'Z', ' ', '$', ':', '-'];
const BYTE_ONLY = ['a', 'z', '~', '\n', 'é', '€', '東', '🙂'];

/** Characters of every kind: digits, the rest of the alphanumeric set, byte-only ASCII, 2-, 3- and 4-byte UTF-8. */
const character = fc.constantFrom(...DIGITS, ...ALPHANUMERIC_ONLY, ...BYTE_ONLY);

/** Runs of one kind long enough that a segment of their own can pay for its header (about 6–12 characters). */
const MAX_RUN = 14;
const run = fc
  .constantFrom(DIGITS, [...DIGITS, ...ALPHANUMERIC_ONLY], BYTE_ONLY)
  .chain((kind) => fc.array(fc.constantFrom(...kind), { minLength: 1, maxLength: MAX_RUN }));

/** Long enough for runs of every mode to pay for their headers, short enough for 3^n brute force. */
const MAX_BRUTE_FORCE_CHARACTERS = 8;

/** Long enough to cross the points where switching modes starts to pay off (a dozen or so characters). */
const MAX_CONTENT_CHARACTERS = 60;

/** Runs per content: enough for several mode changes. */
const MAX_RUNS = 6;

const group = fc.integer({ min: 0, max: 2 });
const content = fc.oneof(
  fc.array(character, { maxLength: MAX_CONTENT_CHARACTERS }).map((chars) => chars.join('')),
  fc.array(run, { maxLength: MAX_RUNS }).map((runs) => runs.flat().join('')),
);

const utf8 = new TextEncoder();

function canEncode(mode: SegmentMode, char: string): boolean {
  if (mode === NUMERIC) return /^[0-9]$/.test(char);
  if (mode === ALPHANUMERIC) return char.length === 1 && ALPHANUMERIC_SET.includes(char);
  return true;
}

/** Bits of a run of characters in one mode, header included (§7.4.3–7.4.5). */
function runBits(mode: SegmentMode, chars: readonly string[], group: number): number {
  const header = 4 + COUNT_BITS[mode]![group]!;
  const n = chars.length;
  if (mode === NUMERIC) return header + 10 * Math.floor(n / 3) + [0, 4, 7][n % 3]!;
  if (mode === ALPHANUMERIC) return header + 11 * Math.floor(n / 2) + 6 * (n % 2);
  return header + 8 * utf8.encode(chars.join('')).length;
}

/** Bits of one mode per character, each run of equal modes one segment. */
function assignmentBits(chars: readonly string[], modes: readonly SegmentMode[], group: number): number {
  let bits = 0;
  for (let start = 0; start < chars.length; ) {
    let end = start;
    while (end < chars.length && modes[end] === modes[start]) end++;
    bits += runBits(modes[start]!, chars.slice(start, end), group);
    start = end;
  }
  return bits;
}

function bruteForceMinimum(chars: readonly string[], group: number): number {
  let best = Infinity;
  const modes: SegmentMode[] = [];
  const visit = (i: number) => {
    if (i === chars.length) {
      best = Math.min(best, assignmentBits(chars, modes, group));
      return;
    }
    for (const mode of [NUMERIC, ALPHANUMERIC, BYTE] as const) {
      if (!canEncode(mode, chars[i]!)) continue;
      modes[i] = mode;
      visit(i + 1);
    }
  };
  visit(0);
  return chars.length === 0 ? 0 : best;
}

/**
 * The fewest bits of any split of the characters into runs, each in a mode that can carry
 * it: a shortest path over split points, independent of the encoder's per-character states.
 */
function bestSplitBits(chars: readonly string[], group: number): number {
  const best = [0];
  for (let end = 1; end <= chars.length; end++) {
    best[end] = Infinity;
    for (let start = 0; start < end; start++) {
      const piece = chars.slice(start, end);
      for (const mode of [NUMERIC, ALPHANUMERIC, BYTE] as const) {
        if (piece.every((char) => canEncode(mode, char))) best[end] = Math.min(best[end]!, best[start]! + runBits(mode, piece, group));
      }
    }
  }
  return best[chars.length]!;
}

function segmentBits(text: string, segments: readonly Segment[], g: number): number {
  return segments.reduce((sum, s) => sum + runBits(s.mode, Array.from(text.slice(s.start, s.end)), g), 0);
}

describe('segmentText (properties)', () => {
  it('returns segments that reassemble the content, each in a mode that can carry it, with true counts and bits', () => {
    fc.assert(
      fc.property(content, group, (text, g) => {
        const { segments, bits, hasByteSegment } = segmentText(text, g);
        expect(segments.map((s) => text.slice(s.start, s.end)).join('')).toBe(text);
        for (const [i, s] of segments.entries()) {
          const chars = Array.from(text.slice(s.start, s.end));
          expect(chars.length).toBeGreaterThan(0);
          expect(chars.every((char) => canEncode(s.mode, char))).toBe(true);
          expect(s.count).toBe(s.mode === BYTE ? utf8.encode(chars.join('')).length : chars.length);
          if (i > 0) expect(s.mode).not.toBe(segments[i - 1]!.mode);
        }
        expect(bits).toBe(segmentBits(text, segments, g));
        expect(hasByteSegment).toBe(segments.some((s) => s.mode === BYTE));
      }),
    );
  });

  it('never needs more bits than one segment in byte, alphanumeric or numeric mode', () => {
    fc.assert(
      fc.property(content, group, (text, g) => {
        const chars = Array.from(text);
        const { bits } = segmentText(text, g);
        for (const mode of [NUMERIC, ALPHANUMERIC, BYTE] as const) {
          if (chars.length > 0 && chars.every((char) => canEncode(mode, char))) {
            expect(bits).toBeLessThanOrEqual(runBits(mode, chars, g));
          }
        }
      }),
    );
  });

  it('needs exactly the fewest bits of any assignment of modes to characters (brute force)', () => {
    fc.assert(
      fc.property(fc.array(character, { maxLength: MAX_BRUTE_FORCE_CHARACTERS }), group, (chars, g) => {
        expect(segmentText(chars.join(''), g).bits).toBe(bruteForceMinimum(chars, g));
      }),
    );
  });

  it('needs exactly the fewest bits of any split into runs, for longer content', () => {
    fc.assert(
      fc.property(content, group, (text, g) => {
        expect(segmentText(text, g).bits).toBe(bestSplitBits(Array.from(text), g));
      }),
    );
  });

  it('counts lone surrogates as U+FFFD, as TextEncoder writes them', () => {
    const units = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', 'a', '東');
    fc.assert(
      fc.property(fc.array(units, { maxLength: MAX_BRUTE_FORCE_CHARACTERS }), (parts) => {
        const text = parts.join('');
        const { segments } = segmentText(text, 0);
        expect(segments.reduce((sum, s) => sum + s.count, 0)).toBe(utf8.encode(text).length);
      }),
    );
  });
});
