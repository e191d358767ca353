import { createHash } from 'node:crypto';

/** SHA-256's round constants (FIPS 180-4 §4.2.2). */
const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
/** SHA-256's initial hash value (FIPS 180-4 §5.3.3). */
const IV = Int32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
const BLOCK = 64;

/**
 * visitorHash (visitor-salts.ts), bit for bit, for many visitors under one salt: HMAC-SHA256
 * (RFC 2104) with the hash states after the key's inner and outer pad computed once per salt,
 * so a visitor costs the compression of its own message blocks (three for a phone's
 * ~140-byte user agent) and one outer block, written in place in reused buffers. node:crypto's
 * createHmac imports the key and allocates an Hmac, a digest and its slice per call: ~3.3 µs
 * of a new visitor's ~17 µs of recording, the largest single part (bench/README.md). The
 * hashes must stay equal to visitorHash's: a day's visitors are counted across processes
 * and batches by them. One per scan recorder (it keeps scratch buffers).
 */
export class VisitorHasher {
  #salt: string | undefined;
  readonly #inner = new Int32Array(8);
  readonly #outer = new Int32Array(8);
  readonly #state = new Int32Array(8);
  readonly #words = new Int32Array(64);
  readonly #digest = Buffer.alloc(32);
  #message = Buffer.alloc(1024);

  /** HMAC-SHA256 of `${ip}\n${userAgent}` under the salt, 128 bits in base64url. */
  hash(salt: string, ip: string | undefined, userAgent: string | null): string {
    if (salt !== this.#salt) this.#useSalt(salt);
    const ipText = ip ?? '';
    const agent = userAgent ?? '';
    // UTF-8 takes at most 3 bytes per UTF-16 unit; padding adds at most 72.
    const most = 3 * (ipText.length + 1 + agent.length) + BLOCK + 8;
    if (this.#message.length < most) this.#message = Buffer.alloc(2 * most);
    const message = this.#message;
    let length = message.write(ipText, 0, 'utf8');
    message[length++] = 0x0a;
    length += message.write(agent, length, 'utf8');
    this.#state.set(this.#inner);
    this.#finish(message, length, BLOCK + length);
    writeState(this.#state, this.#digest, 0);
    this.#state.set(this.#outer);
    this.#digest.copy(message, 0, 0, 32);
    this.#finish(message, 32, BLOCK + 32);
    writeState(this.#state, this.#digest, 0);
    return this.#digest.toString('base64url', 0, 16);
  }

  /** Pads `bytes[0, length)` (the end of a message of `total` bytes) and compresses it into the state. */
  #finish(bytes: Buffer, length: number, total: number): void {
    const end = Math.ceil((length + 9) / BLOCK) * BLOCK;
    bytes[length] = 0x80;
    bytes.fill(0, length + 1, end - 8);
    const bits = total * 8;
    bytes.writeUInt32BE(Math.floor(bits / 0x100000000), end - 8);
    bytes.writeUInt32BE(bits >>> 0, end - 4);
    for (let offset = 0; offset < end; offset += BLOCK) compress(this.#state, bytes, offset, this.#words);
  }

  #useSalt(salt: string): void {
    let key = Buffer.from(salt, 'utf8');
    if (key.length > BLOCK) key = createHash('sha256').update(key).digest();
    const pad = Buffer.alloc(BLOCK);
    for (const [state, xor] of [
      [this.#inner, 0x36],
      [this.#outer, 0x5c],
    ] as const) {
      for (let i = 0; i < BLOCK; i++) pad[i] = (key[i] ?? 0) ^ xor;
      state.set(IV);
      compress(state, pad, 0, this.#words);
    }
    this.#salt = salt;
  }
}

function writeState(state: Int32Array, out: Buffer, offset: number): void {
  for (let i = 0; i < 8; i++) out.writeInt32BE(state[i]!, offset + 4 * i);
}

/** SHA-256's compression function (FIPS 180-4 §6.2.2) of the 64-byte block at `offset` into `state`; `w` is scratch. */
function compress(state: Int32Array, bytes: Uint8Array, offset: number, w: Int32Array): void {
  for (let i = 0; i < 16; i++) {
    const j = offset + 4 * i;
    w[i] = (bytes[j]! << 24) | (bytes[j + 1]! << 16) | (bytes[j + 2]! << 8) | bytes[j + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15]!;
    const y = w[i - 2]!;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}
