import { adler32 } from './adler32';
import { DISTANCE_BASE, DISTANCE_EXTRA, LENGTH_BASE, LENGTH_EXTRA } from './deflate-tables';
import { FIXED_LITERAL_LENGTHS } from './huffman';

const MAX_BITS = 15;
const END_OF_BLOCK = 256;
/** Order in which code-length code lengths are read (RFC 1951 §3.2.7). */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** Thrown for a stream that is not valid deflate or zlib data (damaged, truncated, not zlib at all). */
function corrupt(reason: string): TypeError {
  return new TypeError(`invalid deflate data: ${reason}`);
}

/**
 * A canonical Huffman code as counts of codes per length and symbols in code order: decoded
 * one bit at a time, which needs no lookup table built per block (the inputs are logos of
 * a few hundred kilobytes at most, where building tables costs about what it saves).
 */
interface HuffmanCode {
  readonly counts: Uint16Array;
  readonly symbols: Uint16Array;
}

/**
 * The code of `lengths`; throws if it is over-subscribed, or incomplete where a complete code
 * is required (a stream with a single distance or literal code may leave the code incomplete).
 */
function huffmanCode(lengths: Uint8Array, what: string, allowIncomplete: boolean): HuffmanCode {
  const counts = new Uint16Array(MAX_BITS + 1);
  for (const length of lengths) counts[length]!++;
  const used = lengths.length - counts[0]!;
  let left = 1;
  for (let length = 1; length <= MAX_BITS; length++) {
    left = (left << 1) - counts[length]!;
    if (left < 0) throw corrupt(`over-subscribed ${what} code`);
  }
  if (left > 0 && !(allowIncomplete && used <= 1)) throw corrupt(`incomplete ${what} code`);
  const offsets = new Uint16Array(MAX_BITS + 2);
  for (let length = 1; length <= MAX_BITS; length++) offsets[length + 1] = offsets[length]! + counts[length]!;
  const symbols = new Uint16Array(used);
  for (let symbol = 0; symbol < lengths.length; symbol++) if (lengths[symbol]) symbols[offsets[lengths[symbol]!]!++] = symbol;
  counts[0] = 0;
  return { counts, symbols };
}

let fixedCodes: { literal: HuffmanCode; distance: HuffmanCode } | undefined;

/** Reads a deflate stream bit by bit (least significant first) and writes what it holds, up to a limit. */
class Inflater {
  private at: number;
  private bits = 0;
  private bitCount = 0;
  out: Uint8Array;
  size = 0;

  constructor(
    private readonly input: Uint8Array,
    start: number,
    private readonly maxBytes: number,
    expectedBytes: number,
  ) {
    this.at = start;
    this.out = new Uint8Array(Math.min(maxBytes, Math.max(expectedBytes, 1024)));
  }

  /** The byte after the last one read (whole bytes only: the bits left over are dropped). */
  get end(): number {
    return this.at;
  }

  private need(count: number): number {
    while (this.bitCount < count) {
      if (this.at >= this.input.length) throw corrupt('the stream ends early');
      this.bits |= this.input[this.at++]! << this.bitCount;
      this.bitCount += 8;
    }
    const value = this.bits & ((1 << count) - 1);
    this.bits >>>= count;
    this.bitCount -= count;
    return value;
  }

  private decode(code: HuffmanCode): number {
    let value = 0;
    let first = 0;
    let index = 0;
    for (let length = 1; length <= MAX_BITS; length++) {
      value |= this.need(1);
      const count = code.counts[length]!;
      if (value - first < count) return code.symbols[index + value - first]!;
      index += count;
      first = (first + count) << 1;
      value <<= 1;
    }
    throw corrupt('a code that is in no Huffman table');
  }

  /** Room for `count` more bytes, refusing to grow past the limit. */
  private reserve(count: number): void {
    const needed = this.size + count;
    if (needed > this.maxBytes) throw new RangeError(`deflate data inflates to more than ${this.maxBytes} bytes`);
    if (needed <= this.out.length) return;
    const grown = new Uint8Array(Math.min(this.maxBytes, Math.max(needed, this.out.length * 2)));
    grown.set(this.out.subarray(0, this.size));
    this.out = grown;
  }

  /** Every block, up to and including the last. */
  inflate(): void {
    let last = 0;
    while (!last) {
      last = this.need(1);
      const type = this.need(2);
      if (type === 0) this.stored();
      else if (type === 1) {
        fixedCodes ??= {
          literal: huffmanCode(FIXED_LITERAL_LENGTHS, 'literal/length', false),
          // 32 five-bit codes, complete; symbols 30 and 31 are refused when they are read.
          distance: huffmanCode(new Uint8Array(32).fill(5), 'distance', false),
        };
        this.codes(fixedCodes.literal, fixedCodes.distance);
      } else if (type === 2) this.dynamic();
      else throw corrupt('block type 3 is reserved');
    }
    this.bits = 0;
    this.bitCount = 0;
  }

  private stored(): void {
    this.bits = 0;
    this.bitCount = 0;
    const { input } = this;
    if (this.at + 4 > input.length) throw corrupt('the stream ends early');
    const length = input[this.at]! | (input[this.at + 1]! << 8);
    const complement = input[this.at + 2]! | (input[this.at + 3]! << 8);
    if ((length ^ 0xffff) !== complement) throw corrupt('a stored block length does not match its complement');
    this.at += 4;
    if (this.at + length > input.length) throw corrupt('the stream ends early');
    this.reserve(length);
    this.out.set(input.subarray(this.at, this.at + length), this.size);
    this.size += length;
    this.at += length;
  }

  private dynamic(): void {
    const literalCount = this.need(5) + 257;
    const distanceCount = this.need(5) + 1;
    const codeLengthCount = this.need(4) + 4;
    if (literalCount > 286 || distanceCount > 30) throw corrupt('too many length or distance codes');
    const codeLengthLengths = new Uint8Array(19);
    for (let i = 0; i < codeLengthCount; i++) codeLengthLengths[CODE_LENGTH_ORDER[i]!] = this.need(3);
    const codeLengthCode = huffmanCode(codeLengthLengths, 'code-length', false);
    const lengths = new Uint8Array(literalCount + distanceCount);
    let i = 0;
    while (i < lengths.length) {
      const symbol = this.decode(codeLengthCode);
      if (symbol < 16) {
        lengths[i++] = symbol;
        continue;
      }
      let repeated = 0;
      let times: number;
      if (symbol === 16) {
        if (i === 0) throw corrupt('a repeated code length with none before it');
        repeated = lengths[i - 1]!;
        times = 3 + this.need(2);
      } else times = symbol === 17 ? 3 + this.need(3) : 11 + this.need(7);
      if (i + times > lengths.length) throw corrupt('code lengths run past their count');
      lengths.fill(repeated, i, i + times);
      i += times;
    }
    if (lengths[END_OF_BLOCK] === 0) throw corrupt('no code for the end of the block');
    this.codes(
      huffmanCode(lengths.subarray(0, literalCount), 'literal/length', true),
      huffmanCode(lengths.subarray(literalCount), 'distance', true),
    );
  }

  private codes(literal: HuffmanCode, distance: HuffmanCode): void {
    for (;;) {
      const symbol = this.decode(literal);
      if (symbol < 256) {
        if (this.size >= this.out.length) this.reserve(1);
        this.out[this.size++] = symbol;
        continue;
      }
      if (symbol === END_OF_BLOCK) return;
      const lengthCode = symbol - 257;
      if (lengthCode >= 29) throw corrupt(`invalid length symbol ${symbol}`);
      const length = LENGTH_BASE[lengthCode]! + this.need(LENGTH_EXTRA[lengthCode]!);
      const distanceCode = this.decode(distance);
      if (distanceCode >= 30) throw corrupt(`invalid distance symbol ${distanceCode}`);
      const back = DISTANCE_BASE[distanceCode]! + this.need(DISTANCE_EXTRA[distanceCode]!);
      if (back > this.size) throw corrupt('a distance reaches back before the start of the data');
      this.reserve(length);
      const { out } = this;
      let from = this.size - back;
      // Byte by byte: a match may overlap the bytes it writes (a run).
      for (let k = 0; k < length; k++) out[this.size++] = out[from++]!;
    }
  }
}

/** Options of {@link zlibInflate}. */
export interface InflateLimits {
  /** The most bytes the data may inflate to; more is refused with a `RangeError` before it is written. */
  readonly maxBytes: number;
  /** The size the caller expects (a PNG's rows): the output buffer is made this large at once. */
  readonly expectedBytes?: number;
}

/**
 * Inflates a zlib stream (RFC 1950 around RFC 1951: stored, fixed and dynamic Huffman blocks)
 * in pure code, so a browser or a Worker reads a PNG without a runtime's zlib. The Adler-32 is
 * checked. Always size-limited: a small stream can claim gigabytes (a "zlib bomb"), so the
 * caller says how much it will accept. Throws a `TypeError` naming what is wrong with damaged
 * or truncated data, a `RangeError` past the limit.
 */
export function zlibInflate(data: Uint8Array, limits: InflateLimits): Uint8Array {
  if (data.length < 2) throw corrupt('the stream ends early');
  const method = data[0]!;
  const flags = data[1]!;
  if ((method & 0x0f) !== 8 || method >> 4 > 7) throw corrupt('the zlib header names no deflate method');
  if (((method << 8) | flags) % 31 !== 0) throw corrupt('the zlib header fails its check');
  if (flags & 0x20) throw corrupt('the zlib stream needs a preset dictionary');
  const inflater = new Inflater(data, 2, limits.maxBytes, limits.expectedBytes ?? 0);
  inflater.inflate();
  const at = inflater.end;
  if (at + 4 > data.length) throw corrupt('the stream ends before its Adler-32');
  const out = inflater.out.subarray(0, inflater.size);
  const expected = ((data[at]! << 24) | (data[at + 1]! << 16) | (data[at + 2]! << 8) | data[at + 3]!) >>> 0;
  if (adler32(out) !== expected) throw corrupt('the Adler-32 does not match the inflated data');
  return out;
}

/** Inflates raw deflate data (RFC 1951, as in a ZIP entry), size-limited as {@link zlibInflate}. */
export function inflateRaw(data: Uint8Array, limits: InflateLimits): Uint8Array {
  const inflater = new Inflater(data, 0, limits.maxBytes, limits.expectedBytes ?? 0);
  inflater.inflate();
  return inflater.out.subarray(0, inflater.size);
}
