import { FNC1, isEdifact, type TripletMode, writeTripletValues } from './text-values';

/**
 * Data codewords (ISO/IEC 16022 §5.2) for a sequence of units (bytes 0–255, or FNC1), in the
 * fewest codewords the six encodations allow. Where the standard's Annex P look-ahead guesses
 * a mode from the next few characters, this finds the cheapest path exactly, by dynamic
 * programming over (position, mode, values pending in the current codeword group): never
 * longer than the look-ahead, and it includes every switch the look-ahead could make.
 */
export interface DataCodewords {
  readonly codewords: Uint8Array;
  /**
   * Fewest data codewords the symbol must hold: a decoder reads EDIFACT three codewords at a
   * time and stops when fewer remain, so the last EDIFACT group needs three whole codewords.
   */
  readonly minimumCapacity: number;
  /**
   * Most data codewords the symbol may hold, when the stream leaves an unlatch implied by the
   * end of the symbol (§5.2.5.2, §5.2.8.2); otherwise Infinity.
   */
  readonly maximumCapacity: number;
}

const LATCH_C40 = 230;
const LATCH_BASE256 = 231;
const ASCII_FNC1 = 232;
const UPPER_SHIFT = 235;
const LATCH_X12 = 238;
const LATCH_TEXT = 239;
const LATCH_EDIFACT = 240;
const UNLATCH = 254;
const EDIFACT_UNLATCH = 31;

// Costs in twelfths of a codeword: a C40 value is 2/3 codeword (8), an EDIFACT character 6 bits (9).
const CW = 12;
const TRIPLET_VALUE = 8;
const EDIFACT_CHAR = 9;

// States per position: ASCII; C40, Text, X12 × values pending mod 3; EDIFACT × bits pending / 2; Base256.
const ASCII = 0;
const TRIPLET_BASE = [1, 4, 7] as const;
const TRIPLET_MODES: readonly TripletMode[] = ['c40', 'text', 'x12'];
const TRIPLET_LATCHES = [LATCH_C40, LATCH_TEXT, LATCH_X12] as const;
const EDIFACT = 10;
const BASE256 = 14;
const STATES = 15;

const enum Step {
  None,
  Ascii,
  DigitPair,
  Latch,
  Unlatch,
  Value,
  EnterBase256,
  Base256Byte,
  LeaveBase256,
}

const isDigit = (unit: number): boolean => unit >= 48 && unit <= 57;

/**
 * The cheapest encodings of `units` after the codewords `prefix`: the one that ends in ASCII,
 * and, when shorter, ones that end where the end of the symbol implies the return to ASCII.
 */
export function encodeCodewords(units: readonly number[], prefix: readonly number[] = []): DataCodewords[] {
  const n = units.length;
  const size = (n + 1) * STATES;
  const cost = new Float64Array(size).fill(Infinity);
  const from = new Int32Array(size).fill(-1);
  const step = new Uint8Array(size);
  // Where the Base256 segment a state belongs to began (its length field depends on it).
  const base256Start = new Int32Array(size);

  const relax = (to: number, value: number, previous: number, how: Step, onTie = false): void => {
    if (value < cost[to]! || (onTie && value === cost[to]!)) {
      cost[to] = value;
      from[to] = previous;
      step[to] = how;
    }
  };
  cost[ASCII] = 0;

  for (let i = 0; i <= n; i++) {
    const at = i * STATES;
    // Back to ASCII first, so that latches below start from the cheapest ASCII state.
    for (let m = 0; m < 3; m++) {
      const s = at + TRIPLET_BASE[m]!;
      // At the end, a tie goes to the triplet path: a symbol it fills exactly implies its unlatch.
      if (cost[s]! < Infinity) relax(at + ASCII, cost[s]! + CW, s, Step.Unlatch, i === n);
    }
    for (let pending = 0; pending < 4; pending++) {
      const s = at + EDIFACT + pending;
      if (cost[s]! === Infinity) continue;
      const bitsAfterUnlatch = (2 * pending + 6) % 8;
      const padBits = (8 - bitsAfterUnlatch) % 8;
      relax(at + ASCII, cost[s]! + EDIFACT_CHAR + (padBits * 3) / 2, s, Step.Unlatch);
    }
    if (cost[at + BASE256]! < Infinity) relax(at + ASCII, cost[at + BASE256]!, at + BASE256, Step.LeaveBase256);

    const ascii = cost[at + ASCII]!;
    for (let m = 0; m < 3; m++) relax(at + TRIPLET_BASE[m]!, ascii + CW, at + ASCII, Step.Latch);
    relax(at + EDIFACT, ascii + CW, at + ASCII, Step.Latch);
    if (ascii + 2 * CW < cost[at + BASE256]!) {
      relax(at + BASE256, ascii + 2 * CW, at + ASCII, Step.EnterBase256);
      base256Start[at + BASE256] = i;
    }
    if (i === n) break;

    const unit = units[i]!;
    const next = at + STATES;
    if (isDigit(unit) && i + 1 < n && isDigit(units[i + 1]!)) {
      relax(next + STATES + ASCII, ascii + CW, at + ASCII, Step.DigitPair);
    }
    relax(next + ASCII, ascii + (unit >= 128 ? 2 * CW : CW), at + ASCII, Step.Ascii);
    for (let m = 0; m < 3; m++) {
      const values = writeTripletValues(TRIPLET_MODES[m]!, unit, null);
      if (values === 0) continue;
      for (let pending = 0; pending < 3; pending++) {
        const s = at + TRIPLET_BASE[m]! + pending;
        if (cost[s]! === Infinity) continue;
        relax(next + TRIPLET_BASE[m]! + ((pending + values) % 3), cost[s]! + values * TRIPLET_VALUE, s, Step.Value);
      }
    }
    if (isEdifact(unit)) {
      for (let pending = 0; pending < 4; pending++) {
        const s = at + EDIFACT + pending;
        if (cost[s]! < Infinity) relax(next + EDIFACT + ((pending + 3) % 4), cost[s]! + EDIFACT_CHAR, s, Step.Value);
      }
    }
    if (unit !== FNC1 && cost[at + BASE256]! < Infinity) {
      const start = base256Start[at + BASE256]!;
      // The length field grows to two codewords past 249 bytes (§5.2.9).
      const extra = i + 1 - start === 250 ? CW : 0;
      if (cost[at + BASE256]! + CW + extra < cost[next + BASE256]!) {
        relax(next + BASE256, cost[at + BASE256]! + CW + extra, at + BASE256, Step.Base256Byte);
        base256Start[next + BASE256] = start;
      }
    }
  }

  const pathTo = (end: number): number[] => {
    const path: number[] = [];
    for (let s = end; s >= 0; s = from[s]!) path.push(s);
    return path.reverse();
  };
  const main = writePath(units, pathTo(n * STATES + ASCII), step, prefix);
  const candidates: DataCodewords[] = [
    { codewords: Uint8Array.from(main.codewords), minimumCapacity: main.minimumCapacity, maximumCapacity: Infinity },
  ];
  // C40/Text/X12 that fills the symbol exactly leaves its unlatch implied (§5.2.5.2).
  if (main.unlatchAtEnd) {
    const length = main.codewords.length - 1;
    if (main.minimumCapacity <= length) {
      candidates.push({ codewords: Uint8Array.from(main.codewords.slice(0, length)), minimumCapacity: length, maximumCapacity: length });
    }
  }
  // EDIFACT ending on a whole group with at most two codewords left in the symbol returns to
  // ASCII without an unlatch (§5.2.8.2); those two codewords may carry the last characters.
  for (let j = Math.max(0, n - 4); j <= n; j++) {
    const state = j * STATES + EDIFACT;
    if (cost[state] === Infinity) continue;
    const tail = asciiTail(units, j);
    if (tail === undefined || tail.length > 2) continue;
    const written = writePath(units, pathTo(state), step, prefix);
    const groupsEnd = written.codewords.length;
    candidates.push({
      codewords: Uint8Array.from([...written.codewords, ...tail]),
      minimumCapacity: Math.max(written.minimumCapacity, groupsEnd + tail.length),
      maximumCapacity: groupsEnd + 2,
    });
  }
  return candidates;
}

/** ASCII codewords for `units[from…]` (digit pairs where possible), if no FNC1 or byte above 127 is among them. */
function asciiTail(units: readonly number[], from: number): number[] | undefined {
  const out: number[] = [];
  for (let i = from; i < units.length; i++) {
    const unit = units[i]!;
    if (unit < 0 || unit >= 128) return undefined;
    if (isDigit(unit) && i + 1 < units.length && isDigit(units[i + 1]!)) {
      out.push(130 + (unit - 48) * 10 + (units[i + 1]! - 48));
      i++;
    } else out.push(unit + 1);
  }
  return out;
}

function writePath(
  units: readonly number[],
  path: readonly number[],
  step: Uint8Array,
  prefix: readonly number[],
): { codewords: number[]; unlatchAtEnd: boolean; minimumCapacity: number } {
  const out: number[] = [...prefix];
  let triplet: number[] = [];
  let edifactBits = 0;
  let edifactCount = 0;
  let edifactSegmentStart = 0;
  let minimumCapacity = 0;
  let base256LengthAt = -1;
  let lastUnlatchIsTriplet = false;

  const flushEdifact = (): void => {
    // Whole codewords; the unused low bits of the last one are zero.
    while (edifactCount >= 8) {
      out.push((edifactBits >>> (edifactCount - 8)) & 0xff);
      edifactCount -= 8;
    }
  };

  for (let k = 1; k < path.length; k++) {
    const state = path[k]!;
    const previous = path[k - 1]!;
    const i = Math.floor(previous / STATES);
    const mode = state % STATES;
    const previousMode = previous % STATES;
    const unit = units[i]!;
    lastUnlatchIsTriplet = false;
    switch (step[state] as Step) {
      case Step.Ascii:
        if (unit === FNC1) out.push(ASCII_FNC1);
        else if (unit >= 128) out.push(UPPER_SHIFT, unit - 127);
        else out.push(unit + 1);
        break;
      case Step.DigitPair:
        out.push(130 + (unit - 48) * 10 + (units[i + 1]! - 48));
        break;
      case Step.Latch:
        if (mode === EDIFACT) {
          out.push(LATCH_EDIFACT);
          edifactBits = 0;
          edifactCount = 0;
          edifactSegmentStart = out.length;
        } else {
          out.push(TRIPLET_LATCHES[(mode - 1) / 3]!);
          triplet = [];
        }
        break;
      case Step.Value:
        if (previousMode >= EDIFACT) {
          edifactBits = ((edifactBits << 6) | (unit & 0x3f)) & 0xffffff;
          edifactCount += 6;
          flushEdifact();
        } else {
          writeTripletValues(TRIPLET_MODES[(previousMode - 1 - ((previousMode - 1) % 3)) / 3]!, unit, triplet);
          while (triplet.length >= 3) {
            const packed = 1600 * triplet[0]! + 40 * triplet[1]! + triplet[2]! + 1;
            out.push(packed >>> 8, packed & 0xff);
            triplet = triplet.slice(3);
          }
        }
        break;
      case Step.Unlatch:
        if (previousMode >= EDIFACT && previousMode < BASE256) {
          edifactBits = ((edifactBits << 6) | EDIFACT_UNLATCH) & 0xffffff;
          edifactCount += 6;
          flushEdifact();
          if (edifactCount > 0) {
            out.push((edifactBits << (8 - edifactCount)) & 0xff);
            edifactCount = 0;
          }
          const segmentLength = out.length - edifactSegmentStart;
          const lastGroupStart = edifactSegmentStart + 3 * Math.floor((segmentLength - 1) / 3);
          minimumCapacity = Math.max(minimumCapacity, lastGroupStart + 3);
        } else {
          out.push(UNLATCH);
          lastUnlatchIsTriplet = true;
        }
        break;
      case Step.EnterBase256:
        out.push(LATCH_BASE256);
        base256LengthAt = out.length;
        break;
      case Step.Base256Byte:
        out.push(unit);
        break;
      case Step.LeaveBase256: {
        const length = out.length - base256LengthAt;
        const field = length <= 249 ? [length] : [Math.floor(length / 250) + 249, length % 250];
        out.splice(base256LengthAt, 0, ...field);
        // The 255-state randomizing of §5.2.9.2, by each codeword's 1-based position.
        for (let p = base256LengthAt; p < out.length; p++) out[p] = randomize255(out[p]!, p + 1);
        break;
      }
      case Step.None:
        break;
    }
  }
  return { codewords: out, unlatchAtEnd: lastUnlatchIsTriplet, minimumCapacity };
}

function randomize255(value: number, position: number): number {
  const randomized = value + (((149 * position) % 255) + 1);
  return randomized <= 255 ? randomized : randomized - 256;
}
