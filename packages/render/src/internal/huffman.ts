// Huffman codes of deflate (RFC 1951 §3.2.2): lengths from frequencies, canonical codes from lengths.

/** Fixed literal/length code lengths (RFC 1951 §3.2.6). */
export const FIXED_LITERAL_LENGTHS = /* @__PURE__ */ (() => {
  const lengths = new Uint8Array(288);
  lengths.fill(8, 0, 144);
  lengths.fill(9, 144, 256);
  lengths.fill(7, 256, 280);
  lengths.fill(8, 280, 288);
  return lengths;
})();

/** Fixed distance code lengths: 5 bits each (RFC 1951 §3.2.6). */
export const FIXED_DISTANCE_LENGTHS = /* @__PURE__ */ new Uint8Array(30).fill(5);

/** Symbols sort by frequency, then by symbol: key = frequency · SYMBOL_SPAN + symbol. */
const SYMBOL_SPAN = 1024;

// Scratch space reused by every call (a code has at most 288 symbols): no allocation per block.
const keys = /* @__PURE__ */ new Float64Array(288);
const weight = /* @__PURE__ */ new Float64Array(2 * 288);
const parent = /* @__PURE__ */ new Int32Array(2 * 288);
const depth = /* @__PURE__ */ new Uint8Array(2 * 288);

/**
 * Depths of an optimal prefix code over the `n` sorted leaves in `weight[0..n)` (the two-queue
 * construction: leaves in order, merged nodes in order of creation); returns the deepest.
 */
function mergeLeaves(n: number): number {
  let leaf = 0;
  let merged = n;
  for (let next = n; next < 2 * n - 1; next++) {
    const a = leaf < n && (merged >= next || weight[leaf]! <= weight[merged]!) ? leaf++ : merged++;
    const b = leaf < n && (merged >= next || weight[leaf]! <= weight[merged]!) ? leaf++ : merged++;
    weight[next] = weight[a]! + weight[b]!;
    parent[a] = next;
    parent[b] = next;
  }
  depth[2 * n - 2] = 0;
  let deepest = 0;
  for (let k = 2 * n - 3; k >= 0; k--) {
    const d = depth[parent[k]!]! + 1;
    depth[k] = d;
    if (k < n && d > deepest) deepest = d;
  }
  return deepest;
}

/**
 * Code lengths for `frequencies`, none longer than `maxBits`; an unused symbol gets 0. At least
 * two symbols get a code, so every code is complete (zlib's inflate refuses an incomplete
 * code-length code). Ties are broken by symbol, so equal input always gives the same code. A
 * code too deep is rebuilt with the frequencies halved until it fits: a little short of
 * optimal, simple and deterministic.
 */
export function limitedCodeLengths(frequencies: Uint32Array, maxBits: number): Uint8Array {
  const lengths = new Uint8Array(frequencies.length);
  let n = 0;
  for (let s = 0; s < frequencies.length; s++) if (frequencies[s]! > 0) keys[n++] = frequencies[s]! * SYMBOL_SPAN + s;
  if (n === 0) return lengths;
  if (n === 1) {
    const only = keys[0]! % SYMBOL_SPAN;
    lengths[only] = 1;
    lengths[only === 0 ? 1 : 0] = 1;
    return lengths;
  }
  const sorted = keys.subarray(0, n).sort();
  for (let k = 0; k < n; k++) weight[k] = Math.floor(sorted[k]! / SYMBOL_SPAN);
  for (let halvings = 1; mergeLeaves(n) > maxBits; halvings++) {
    // Halving keeps the leaves in order, so they need no new sort.
    for (let k = 0; k < n; k++) weight[k] = Math.max(1, Math.floor(Math.floor(sorted[k]! / SYMBOL_SPAN) / 2 ** halvings));
  }
  for (let k = 0; k < n; k++) lengths[sorted[k]! % SYMBOL_SPAN] = depth[k]!;
  return lengths;
}

let reversedBytes: Uint8Array | undefined;

/** Canonical codes for `lengths` (RFC 1951 §3.2.2), bit-reversed for a least-significant-first writer. */
export function canonicalCodes(lengths: Uint8Array): Uint16Array {
  if (!reversedBytes) {
    reversedBytes = new Uint8Array(256);
    for (let b = 0; b < 256; b++) {
      let r = 0;
      for (let bit = 0; bit < 8; bit++) r |= ((b >>> bit) & 1) << (7 - bit);
      reversedBytes[b] = r;
    }
  }
  const counts = new Uint16Array(16);
  for (let s = 0; s < lengths.length; s++) counts[lengths[s]!]!++;
  counts[0] = 0;
  const next = new Uint16Array(16);
  let code = 0;
  for (let bits = 1; bits < 16; bits++) {
    code = (code + counts[bits - 1]!) << 1;
    next[bits] = code;
  }
  const codes = new Uint16Array(lengths.length);
  for (let s = 0; s < lengths.length; s++) {
    const length = lengths[s]!;
    if (length === 0) continue;
    const value = next[length]!++;
    codes[s] = ((reversedBytes[value & 0xff]! << 8) | reversedBytes[value >>> 8]!) >>> (16 - length);
  }
  return codes;
}
