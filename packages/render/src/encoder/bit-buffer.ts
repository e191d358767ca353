/**
 * Appends bit fields, most significant bit first (ISO/IEC 18004 §7.4: every field of the data
 * bit stream is written big-endian), to a byte array it does not own.
 */
export class BitBuffer {
  /** Whole bytes written so far. */
  byteLength = 0;
  private pending = 0;
  private pendingBits = 0;

  constructor(readonly bytes: Uint8Array) {}

  get bitLength(): number {
    return this.byteLength * 8 + this.pendingBits;
  }

  /** Appends the low `count` (0–16) bits of `value`. */
  append(value: number, count: number): void {
    let pending = (this.pending << count) | value;
    let bits = this.pendingBits + count;
    while (bits >= 8) {
      bits -= 8;
      this.bytes[this.byteLength++] = pending >>> bits;
    }
    this.pending = pending & ((1 << bits) - 1);
    this.pendingBits = bits;
  }

  /** Fills the last byte with zero bits. */
  padToByte(): void {
    if (this.pendingBits > 0) this.append(0, 8 - this.pendingBits);
  }
}
