/** Bits packed least significant first, the order deflate streams use (RFC 1951 §3.1.1). */
export class BitWriter {
  private bytes: Uint8Array;
  private at = 0;
  private pending = 0;
  private pendingBits = 0;

  constructor(capacity: number) {
    this.bytes = new Uint8Array(Math.max(16, capacity));
  }

  /** The low `bits` bits of `value` (at most 16), least significant first. */
  write(value: number, bits: number): void {
    this.pending |= value << this.pendingBits;
    this.pendingBits += bits;
    while (this.pendingBits >= 8) {
      if (this.at === this.bytes.length) this.grow();
      this.bytes[this.at++] = this.pending & 0xff;
      this.pending >>>= 8;
      this.pendingBits -= 8;
    }
  }

  /** A Huffman code already bit-reversed (see `canonicalCodes`), so it goes out most significant bit first. */
  writeCode(code: number, bits: number): void {
    this.write(code, bits);
  }

  /** The bytes written, the last one padded with zero bits. */
  finish(): Uint8Array {
    if (this.pendingBits > 0) this.write(0, 8 - this.pendingBits);
    return this.bytes.subarray(0, this.at);
  }

  private grow(): void {
    const bigger = new Uint8Array(this.bytes.length * 2);
    bigger.set(this.bytes);
    this.bytes = bigger;
  }
}
