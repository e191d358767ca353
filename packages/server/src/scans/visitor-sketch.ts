import { createHash } from 'node:crypto';

/**
 * The distinct visitors of one code on one UTC day, as stored in scan_days.sketch: exact up to
 * EXACT_LIMIT visitors (the set of their hash prefixes), a HyperLogLog of 2^14 one-byte
 * registers beyond (standard error 1.04/√16384 ≈ 0.8 %, estimated with Ertl's improved
 * estimator, which needs neither bias tables nor a switch to linear counting). A set of visitor rows, one per visitor and day, cost ~13 µs of database CPU
 * per new visitor on embedded PGlite (measured); the sketch is one row per code and day,
 * read and rewritten once per flushed batch, whatever the number of visitors.
 *
 * A visitor is its hash (visitor-salts.ts: 22 base64url characters of an HMAC); the first
 * KEY_LENGTH characters (66 bits) identify it here. Any other string is hashed first.
 */
export class VisitorSketch {
  #exact: Set<string> | undefined;
  #registers: Uint8Array | undefined;

  private constructor(exact: Set<string> | undefined, registers: Uint8Array | undefined) {
    this.#exact = exact;
    this.#registers = registers;
  }

  static empty(): VisitorSketch {
    return new VisitorSketch(new Set(), undefined);
  }

  /** Reads a stored sketch; throws on text it did not write. */
  static parse(text: string): VisitorSketch {
    if (text.startsWith(EXACT_TAG)) {
      const body = text.slice(EXACT_TAG.length);
      if (body.length % KEY_LENGTH !== 0 || !/^[A-Za-z0-9_-]*$/.test(body)) throw new Error('visitor sketch: bad exact set');
      const keys = new Set<string>();
      for (let at = 0; at < body.length; at += KEY_LENGTH) keys.add(body.slice(at, at + KEY_LENGTH));
      return new VisitorSketch(keys, undefined);
    }
    if (text.startsWith(HLL_TAG)) {
      const body = text.slice(HLL_TAG.length);
      const registers = new Uint8Array(Buffer.from(body, 'base64'));
      // Node's decoder skips what it cannot read; only the exact text serialize() writes is accepted.
      if (registers.length !== REGISTERS || Buffer.from(registers).toString('base64') !== body) throw new Error('visitor sketch: bad registers');
      if (registers.some((value) => value > MAX_RANK)) throw new Error('visitor sketch: register out of range');
      return new VisitorSketch(undefined, registers);
    }
    throw new Error('visitor sketch: unknown format');
  }

  /** Whether the count is exact (at most EXACT_LIMIT visitors so far). */
  get exact(): boolean {
    return this.#exact !== undefined;
  }

  add(visitorHash: string): void {
    const key = visitorKey(visitorHash);
    if (this.#exact) {
      this.#exact.add(key);
      if (this.#exact.size > EXACT_LIMIT) this.#toRegisters();
    } else {
      addToRegisters(this.#registers!, key);
    }
  }

  /** Distinct visitors: exact while the set is kept, else the HyperLogLog estimate, rounded. */
  count(): number {
    if (this.#exact) return this.#exact.size;
    return Math.round(estimate(this.#registers!));
  }

  serialize(): string {
    if (this.#exact) return EXACT_TAG + [...this.#exact].join('');
    return HLL_TAG + Buffer.from(this.#registers!).toString('base64');
  }

  #toRegisters(): void {
    const registers = new Uint8Array(REGISTERS);
    for (const key of this.#exact!) addToRegisters(registers, key);
    this.#registers = registers;
    this.#exact = undefined;
  }
}

/** Visitors counted exactly; beyond, the sketch holds registers (about the same size: 22.5 KB vs 21.8 KB of text). */
export const EXACT_LIMIT = 2048;
const KEY_LENGTH = 11;
const INDEX_BITS = 14;
const REGISTERS = 1 << INDEX_BITS;
const EXACT_TAG = 'e1:';
const HLL_TAG = 'h1:';
/** Bits after the register index: a register holds 1 + their leading zeros, 1 … 53. */
const RANK_BITS = KEY_LENGTH * 6 - INDEX_BITS;
const MAX_RANK = RANK_BITS + 1;
/** The shape of visitorHash's output. */
const VISITOR_HASH = /^[A-Za-z0-9_-]{22}$/;

/** 66 bits of the visitor: a hash's own prefix, or (for any other string) of a SHA-256 of its UTF-16 code units. */
function visitorKey(visitorHash: string): string {
  if (VISITOR_HASH.test(visitorHash)) return visitorHash.slice(0, KEY_LENGTH);
  return createHash('sha256').update(Buffer.from(visitorHash, 'utf16le')).digest('base64url').slice(0, KEY_LENGTH);
}

function sextet(code: number): number {
  if (code >= 65 && code <= 90) return code - 65; // A-Z
  if (code >= 97 && code <= 122) return code - 71; // a-z
  if (code >= 48 && code <= 57) return code + 4; // 0-9
  return code === 45 ? 62 : 63; // - _
}

/** Register = the key's first 14 bits; value = 1 + leading zeros of its next 52 bits (at most 53). */
function addToRegisters(registers: Uint8Array, key: string): void {
  const first = sextet(key.charCodeAt(0));
  const second = sextet(key.charCodeAt(1));
  const third = sextet(key.charCodeAt(2));
  const index = (first << 8) | (second << 2) | (third >> 4);
  let rank = 1;
  // The low 4 bits of the third character, then 8 characters of 6 bits.
  let bits = third & 0b1111;
  let width = 4;
  for (let at = 3; ; ) {
    if (bits !== 0) {
      rank += width - (32 - Math.clz32(bits));
      break;
    }
    rank += width;
    if (at >= KEY_LENGTH) break;
    bits = sextet(key.charCodeAt(at++));
    width = 6;
  }
  if (rank > registers[index]!) registers[index] = rank;
}

/**
 * Ertl's improved raw estimator (O. Ertl, "New cardinality estimation algorithms for
 * HyperLogLog sketches", 2017, algorithm 6): unbiased from one visitor to billions without the
 * empirical bias correction that the classic estimator needs between linear counting and its
 * raw range (measured here: +2.3 % around 41,000 visitors with the classic switch at 2.5 m).
 */
function estimate(registers: Uint8Array): number {
  const m = REGISTERS;
  const histogram = new Array<number>(MAX_RANK + 1).fill(0);
  for (const value of registers) histogram[value]!++;
  let z = m * tau(1 - histogram[MAX_RANK]! / m);
  for (let k = MAX_RANK - 1; k >= 1; k--) z = 0.5 * (z + histogram[k]!);
  z += m * sigma(histogram[0]! / m);
  return (m * m) / (2 * Math.LN2 * z);
}

function sigma(x: number): number {
  if (x === 1) return Infinity;
  let y = 1;
  let z = x;
  for (;;) {
    x *= x;
    const previous = z;
    z += x * y;
    y += y;
    if (z === previous) return z;
  }
}

function tau(x: number): number {
  if (x === 0 || x === 1) return 0;
  let y = 1;
  let z = 1 - x;
  for (;;) {
    x = Math.sqrt(x);
    const previous = z;
    y *= 0.5;
    z -= (1 - x) ** 2 * y;
    if (z === previous) return z / 3;
  }
}
