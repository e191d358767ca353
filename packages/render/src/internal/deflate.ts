import { adler32 } from './adler32';
import { BitWriter } from './bit-writer';
import { FIXED_DISTANCE_LENGTHS, FIXED_LITERAL_LENGTHS, canonicalCodes, limitedCodeLengths } from './huffman';
import { DISTANCE_BASE, DISTANCE_EXTRA, LENGTH_BASE, LENGTH_EXTRA, distanceSymbol, lengthSymbol } from './deflate-tables';

const MIN_MATCH = 3;
const MAX_MATCH = 258;
const WINDOW = 32768;
const HASH_BITS = 14;
const END_OF_BLOCK = 256;
/** Stored blocks hold at most 65,535 bytes each (RFC 1951 §3.2.4). */
const STORED_BLOCK = 65535;
/** Order in which code-length code lengths are written (RFC 1951 §3.2.7). */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/**
 * Last position + `hashBase` of each 3-byte hash, kept between calls: raising `hashBase` past
 * every position of the previous input empties it without a clear, so a call allocates no
 * table (the cost that made a general-purpose deflate slow on small PNGs).
 */
let head: Int32Array | undefined;
let hashBase = 1;

/**
 * A zlib stream (RFC 1950 around RFC 1951 deflate) of `data`, written by our own pure encoder
 * so every runtime (Node, browsers, Deno, Bun, workerd) writes the same bytes; a runtime's
 * zlib would tie them to its version. Tuned for what render deflates: PNG scanlines of QR
 * codes, whose rows repeat the row above (every module is several pixels tall) and whose
 * rows are runs of one byte, plus PDF content streams. `rowStride` (the scanline length with
 * its filter byte) makes "same as the row above" a match tried at every position. One block,
 * the smallest of dynamic Huffman, fixed Huffman and stored.
 */
export function zlibDeflate(data: Uint8Array, rowStride = 0): Uint8Array {
  const symbols = findMatches(data, rowStride > 0 && rowStride <= WINDOW ? rowStride : 0);
  const body = encodeBlocks(data, symbols);
  const out = new Uint8Array(body.length + 6);
  // CMF 0x78: deflate with a 32 KB window; FLG 0x9c: default level, and CMF·256+FLG divisible by 31.
  out[0] = 0x78;
  out[1] = 0x9c;
  out.set(body, 2);
  const check = adler32(data);
  out[out.length - 4] = check >>> 24;
  out[out.length - 3] = (check >>> 16) & 0xff;
  out[out.length - 2] = (check >>> 8) & 0xff;
  out[out.length - 1] = check & 0xff;
  return out;
}

/** Literals (< 256) and matches (`length << 16 | distance`), with their symbol frequencies. */
interface Symbols {
  readonly items: Uint32Array;
  readonly count: number;
  readonly literalFrequencies: Uint32Array;
  readonly distanceFrequencies: Uint32Array;
}

function matchLength(data: Uint8Array, at: number, from: number, limit: number): number {
  let length = 0;
  while (length < limit && data[at + length] === data[from + length]) length++;
  return length;
}

/**
 * Earlier positions with the same next three bytes tried per position, for data without rows
 * (PDF content). Image rows skip the search: on QR scanlines its short far matches cost more
 * bits than the literals they replace (a link at 4 px: 188 bytes without, 246 with 8 tries).
 */
const CHAIN_DEPTH = 8;
/** A match found by the search shorter than this stays literals (costs more than it saves). */
const SEARCH_MINIMUM = 4;
/** A match this long is taken without looking one position ahead for a longer one. */
const LAZY_LIMIT = 32;

let previousBuffer = new Int32Array(0);
let itemBuffer = new Uint32Array(0);

interface Match {
  length: number;
  distance: number;
}

/** What a search may look at besides the bytes: the hash chain and the row distances. */
interface SearchContext {
  readonly data: Uint8Array;
  readonly previous: Int32Array;
  readonly rowStride: number;
  /** Distance to the same place in the last row that differed from its own row above; 0 if none. */
  moduleDistance: number;
  /** Where the rows that repeat the row above, from the current one on, end (0: the current row differs). */
  repeatsEnd: number;
  readonly chainDepth: number;
}

/** The longest match at `i` among the row above, the module row above, the run and the hash chain. */
function longestMatch(context: SearchContext, i: number, found: Match): void {
  const { data, rowStride, moduleDistance } = context;
  const limit = Math.min(MAX_MATCH, data.length - i);
  found.length = 0;
  found.distance = 0;
  if (limit < MIN_MATCH) return;
  if (rowStride && i >= rowStride) {
    // Bytes in rows known to repeat the row above match without being compared again.
    const known = Math.min(limit, Math.max(0, context.repeatsEnd - i));
    found.length = known + matchLength(data, i + known, i + known - rowStride, limit - known);
    found.distance = rowStride;
  }
  // Each candidate is compared only if it matches at the byte that would make it longer.
  if (found.length < limit && moduleDistance && data[i + found.length] === data[i + found.length - moduleDistance]) {
    const length = matchLength(data, i, i - moduleDistance, limit);
    if (length > found.length) {
      found.length = length;
      found.distance = moduleDistance;
    }
  }
  if (found.length < limit && i > 0 && data[i + found.length] === data[i + found.length - 1]) {
    const length = matchLength(data, i, i - 1, limit);
    if (length > found.length) {
      found.length = length;
      found.distance = 1;
    }
  }
  let candidate = context.chainDepth ? context.previous[i]! : -1;
  for (let depth = 0; depth < context.chainDepth && candidate >= 0 && found.length < limit; depth++) {
    const distance = i - candidate;
    if (distance > WINDOW) break;
    if (data[candidate + found.length] === data[i + found.length]) {
      const length = matchLength(data, i, candidate, limit);
      if (length > found.length && length >= SEARCH_MINIMUM) {
        found.length = length;
        found.distance = distance;
      }
    }
    candidate = context.previous[candidate]!;
  }
  if (found.length < MIN_MATCH) found.length = 0;
}

/**
 * Links every position to the last earlier one with the same next three bytes (`previous`,
 * -1 for none), through `head`; only for data searched by hash.
 */
function chainPositions(data: Uint8Array, previous: Int32Array): void {
  if (!head || hashBase + data.length + 1 >= 0x7fffffff) {
    head = new Int32Array(1 << HASH_BITS);
    hashBase = 1;
  }
  const table = head;
  const base = hashBase;
  hashBase += data.length + 1;
  for (let p = 0; p + 2 < data.length; p++) {
    const hash = (((data[p]! << 16) | (data[p + 1]! << 8) | data[p + 2]!) * 0x9e3779b1) >>> (32 - HASH_BITS);
    previous[p] = table[hash]! - base;
    table[hash] = p + base;
  }
  for (let p = Math.max(0, data.length - 2); p < data.length; p++) previous[p] = -1;
}

/**
 * LZ77 with one step of lazy evaluation: at each position the longest of the match one row
 * up, the match one module row up (the last row that differed from the row above it), the run
 * of the byte before, and for data without rows a few earlier positions with the same next
 * three bytes; a match is put off when the next position has a longer one.
 */
function findMatches(data: Uint8Array, rowStride: number): Symbols {
  const n = data.length;
  if (itemBuffer.length < n + 1) itemBuffer = new Uint32Array(Math.max(n + 1, itemBuffer.length * 2));
  const items = itemBuffer;
  const literalFrequencies = new Uint32Array(286);
  const distanceFrequencies = new Uint32Array(30);
  const chainDepth = rowStride ? 0 : CHAIN_DEPTH;
  if (chainDepth) {
    if (previousBuffer.length < n) previousBuffer = new Int32Array(Math.max(n, previousBuffer.length * 2));
    chainPositions(data, previousBuffer);
  }
  const context: SearchContext = { data, previous: previousBuffer, rowStride, moduleDistance: 0, repeatsEnd: 0, chainDepth };
  const rows = rowStride ? Math.ceil(n / rowStride) : 0;
  const repeats = new Uint8Array(rows);
  const words = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let r = 1; r < rows; r++) repeats[r] = rowEquals(data, words, r * rowStride, rowStride) ? 1 : 0;
  let here: Match = { length: 0, distance: 0 };
  let next: Match = { length: 0, distance: 0 };
  // Whether `here` already holds the search at `i` (made as the look-ahead of the position before).
  let searched = false;
  let row = 0;
  let rowStart = 0;
  let lastDistinctStart = -1;
  let count = 0;
  let i = 0;
  while (i < n) {
    while (rowStride && i >= rowStart + rowStride) {
      if (!repeats[row]) lastDistinctStart = rowStart;
      row++;
      rowStart += rowStride;
      const distance = rowStart - lastDistinctStart;
      context.moduleDistance = lastDistinctStart >= 0 && distance > rowStride && distance <= WINDOW ? distance : 0;
      let end = row;
      while (end < rows && repeats[end]) end++;
      context.repeatsEnd = end > row ? Math.min(n, end * rowStride) : 0;
    }
    if (!searched) longestMatch(context, i, here);
    searched = false;
    if (here.length === 0) {
      items[count++] = data[i]!;
      literalFrequencies[data[i]!]!++;
      i++;
      continue;
    }
    // The look-ahead stays in the row: the row distances above are those of this row.
    if (here.length < LAZY_LIMIT && i + 1 < n && (!rowStride || i + 1 < rowStart + rowStride)) {
      longestMatch(context, i + 1, next);
      if (next.length > here.length) {
        items[count++] = data[i]!;
        literalFrequencies[data[i]!]!++;
        i++;
        [here, next] = [next, here];
        searched = true;
        continue;
      }
    }
    items[count++] = (here.length << 16) | here.distance;
    literalFrequencies[lengthSymbol(here.length)]!++;
    distanceFrequencies[distanceSymbol(here.distance)]!++;
    i += here.length;
  }
  literalFrequencies[END_OF_BLOCK] = 1;
  return { items, count, literalFrequencies, distanceFrequencies };
}

/** Whether the row starting at `start` repeats the row above it. */
function rowEquals(data: Uint8Array, words: DataView, start: number, stride: number): boolean {
  const end = Math.min(start + stride, data.length);
  let p = start;
  // Four bytes at a time while whole words fit, then byte by byte.
  for (; p + 4 <= end; p += 4) if (words.getInt32(p) !== words.getInt32(p - stride)) return false;
  for (; p < end; p++) if (data[p] !== data[p - stride]) return false;
  return true;
}

/** Code lengths as written in a dynamic header: runs folded into symbols 16, 17 and 18. */
interface RunLengthCodes {
  readonly symbols: number[];
  readonly extras: number[];
  readonly frequencies: Uint32Array;
}

function runLengthEncode(lengths: Uint8Array): RunLengthCodes {
  const symbols: number[] = [];
  const extras: number[] = [];
  const frequencies = new Uint32Array(19);
  const push = (symbol: number, extra: number) => {
    symbols.push(symbol);
    extras.push(extra);
    frequencies[symbol]!++;
  };
  let i = 0;
  while (i < lengths.length) {
    const length = lengths[i]!;
    let run = 1;
    while (i + run < lengths.length && lengths[i + run] === length) run++;
    i += run;
    if (length === 0) {
      while (run >= 11) {
        const take = Math.min(run, 138);
        push(18, take - 11);
        run -= take;
      }
      if (run >= 3) {
        push(17, run - 3);
        run = 0;
      }
    } else {
      push(length, 0);
      run--;
      while (run >= 3) {
        const take = Math.min(run, 6);
        push(16, take - 3);
        run -= take;
      }
    }
    for (; run > 0; run--) push(length, 0);
  }
  return { symbols, extras, frequencies };
}

/** Lengths of the used part of a code (at least `minimum` entries, trailing zeros dropped). */
function usedLength(lengths: Uint8Array, minimum: number): number {
  let used = lengths.length;
  while (used > minimum && lengths[used - 1] === 0) used--;
  return used;
}

function bodyBits(symbols: Symbols, literalLengths: Uint8Array, distanceLengths: Uint8Array): number {
  let bits = 0;
  for (let s = 0; s < 286; s++) bits += symbols.literalFrequencies[s]! * (literalLengths[s]! + (s > 256 ? LENGTH_EXTRA[s - 257]! : 0));
  for (let s = 0; s < 30; s++) bits += symbols.distanceFrequencies[s]! * (distanceLengths[s]! + DISTANCE_EXTRA[s]!);
  return bits;
}

function encodeBlocks(data: Uint8Array, symbols: Symbols): Uint8Array {
  const literalLengths = limitedCodeLengths(symbols.literalFrequencies, 15);
  const distanceLengths = limitedCodeLengths(symbols.distanceFrequencies, 15);
  // A block without matches still describes a distance code: two unused one-bit codes keep it complete.
  if (distanceLengths.every((length) => length === 0)) distanceLengths.fill(1, 0, 2);
  const literalCount = usedLength(literalLengths, 257);
  const distanceCount = usedLength(distanceLengths, 1);
  const joined = new Uint8Array(literalCount + distanceCount);
  joined.set(literalLengths.subarray(0, literalCount));
  joined.set(distanceLengths.subarray(0, distanceCount), literalCount);
  const runs = runLengthEncode(joined);
  const codeLengthLengths = limitedCodeLengths(runs.frequencies, 7);
  let codeLengthCount = 19;
  while (codeLengthCount > 4 && codeLengthLengths[CODE_LENGTH_ORDER[codeLengthCount - 1]!] === 0) codeLengthCount--;
  let headerBits = 14 + 3 * codeLengthCount;
  for (let s = 0; s < 19; s++) headerBits += runs.frequencies[s]! * (codeLengthLengths[s]! + (s === 16 ? 2 : s === 17 ? 3 : s === 18 ? 7 : 0));
  const dynamicBits = 3 + headerBits + bodyBits(symbols, literalLengths, distanceLengths);
  const fixedBits = 3 + bodyBits(symbols, FIXED_LITERAL_LENGTHS, FIXED_DISTANCE_LENGTHS);
  const storedBytes = data.length + 5 * Math.max(1, Math.ceil(data.length / STORED_BLOCK));

  if (storedBytes * 8 <= Math.min(dynamicBits, fixedBits)) return storedBlocks(data);
  const out = new BitWriter((Math.min(dynamicBits, fixedBits) >>> 3) + 8);
  if (dynamicBits < fixedBits) {
    out.write(1, 1);
    out.write(2, 2);
    out.write(literalCount - 257, 5);
    out.write(distanceCount - 1, 5);
    out.write(codeLengthCount - 4, 4);
    for (let i = 0; i < codeLengthCount; i++) out.write(codeLengthLengths[CODE_LENGTH_ORDER[i]!]!, 3);
    const codeLengthCodes = canonicalCodes(codeLengthLengths);
    for (let i = 0; i < runs.symbols.length; i++) {
      const symbol = runs.symbols[i]!;
      out.writeCode(codeLengthCodes[symbol]!, codeLengthLengths[symbol]!);
      if (symbol === 16) out.write(runs.extras[i]!, 2);
      else if (symbol === 17) out.write(runs.extras[i]!, 3);
      else if (symbol === 18) out.write(runs.extras[i]!, 7);
    }
    writeSymbols(out, symbols, literalLengths, distanceLengths);
  } else {
    out.write(1, 1);
    out.write(1, 2);
    writeSymbols(out, symbols, FIXED_LITERAL_LENGTHS, FIXED_DISTANCE_LENGTHS);
  }
  return out.finish();
}

function writeSymbols(out: BitWriter, symbols: Symbols, literalLengths: Uint8Array, distanceLengths: Uint8Array): void {
  const literalCodes = canonicalCodes(literalLengths);
  const distanceCodes = canonicalCodes(distanceLengths);
  const { items, count } = symbols;
  for (let i = 0; i < count; i++) {
    const item = items[i]!;
    if (item < 256) {
      out.writeCode(literalCodes[item]!, literalLengths[item]!);
      continue;
    }
    const length = item >>> 16;
    const distance = item & 0xffff;
    const lengthCode = lengthSymbol(length);
    out.writeCode(literalCodes[lengthCode]!, literalLengths[lengthCode]!);
    const lengthExtra = LENGTH_EXTRA[lengthCode - 257]!;
    if (lengthExtra) out.write(length - LENGTH_BASE[lengthCode - 257]!, lengthExtra);
    const distanceCode = distanceSymbol(distance);
    out.writeCode(distanceCodes[distanceCode]!, distanceLengths[distanceCode]!);
    const distanceExtra = DISTANCE_EXTRA[distanceCode]!;
    if (distanceExtra) out.write(distance - DISTANCE_BASE[distanceCode]!, distanceExtra);
  }
  out.writeCode(literalCodes[END_OF_BLOCK]!, literalLengths[END_OF_BLOCK]!);
}

/** Stored blocks (RFC 1951 §3.2.4), when no Huffman coding makes the data smaller. */
function storedBlocks(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / STORED_BLOCK));
  const out = new Uint8Array(data.length + 5 * blocks);
  let at = 0;
  for (let b = 0; b < blocks; b++) {
    const start = b * STORED_BLOCK;
    const length = Math.min(STORED_BLOCK, data.length - start);
    out[at] = b === blocks - 1 ? 1 : 0;
    out[at + 1] = length & 0xff;
    out[at + 2] = length >>> 8;
    out[at + 3] = ~length & 0xff;
    out[at + 4] = (~length >>> 8) & 0xff;
    out.set(data.subarray(start, start + length), at + 5);
    at += 5 + length;
  }
  return out;
}
