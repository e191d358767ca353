import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adler32 } from '../../src/internal/adler32';
import { zlibDeflate } from '../../src/internal/deflate';
import { zlibInflate } from '../../src/internal/inflate';

/** node's zlib and our own inflate both give back `data` (both check the Adler-32). */
function expectRoundTrip(data: Uint8Array, rowStride?: number): Uint8Array {
  const stream = zlibDeflate(data, rowStride);
  expect(new Uint8Array(zlib.inflateSync(stream))).toEqual(data);
  expect(zlibInflate(stream, { maxBytes: data.length })).toEqual(data);
  return stream;
}

/** Scanline-like images: rows of `stride` bytes from a few byte values, each row repeated 1–12 times. */
const rowImage = fc
  .record({
    stride: fc.integer({ min: 1, max: 80 }),
    alphabet: fc.uniqueArray(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 4 }),
    rows: fc.array(fc.record({ seed: fc.array(fc.nat(), { minLength: 1, maxLength: 80 }), repeat: fc.integer({ min: 1, max: 12 }) }), { minLength: 1, maxLength: 30 }),
  })
  .map(({ stride, alphabet, rows }) => {
    const out: number[] = [];
    for (const { seed, repeat } of rows) {
      const row = Array.from({ length: stride }, (_, x) => alphabet[seed[x % seed.length]! % alphabet.length]!);
      for (let r = 0; r < repeat; r++) out.push(...row);
    }
    return { stride, data: Uint8Array.from(out) };
  });

describe('zlibDeflate', () => {
  it('round-trips any bytes through zlib and our inflate', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 5000 }), (data) => void expectRoundTrip(data)));
  });

  it('round-trips repetitive bytes (long runs and far matches)', () => {
    const repetitive = fc.array(fc.record({ byte: fc.integer({ min: 0, max: 3 }), run: fc.integer({ min: 1, max: 700 }) }), { maxLength: 200 });
    fc.assert(
      fc.property(repetitive, (runs) => {
        const data = Uint8Array.from(runs.flatMap(({ byte, run }) => Array<number>(run).fill(byte)));
        expectRoundTrip(data);
      }),
    );
  });

  it('round-trips scanline-like rows given their stride, and with a wrong one', () => {
    fc.assert(
      fc.property(rowImage, fc.integer({ min: 1, max: 100 }), ({ stride, data }, wrongStride) => {
        expectRoundTrip(data, stride);
        expectRoundTrip(data, wrongStride);
      }),
    );
  });

  it('round-trips data longer than the window and than a stored block', () => {
    const data = new Uint8Array(200_000);
    for (let i = 0; i < data.length; i++) data[i] = (i * 2654435761) >>> 27;
    expectRoundTrip(data);
    expectRoundTrip(new Uint8Array(100_000).map(() => Math.floor(Math.random() * 256)));
  });

  it('gives the same bytes on every call (no state leaks from one input into the next)', () => {
    fc.assert(
      fc.property(rowImage, fc.uint8Array({ maxLength: 3000 }), ({ stride, data }, other) => {
        const first = zlibDeflate(data, stride);
        zlibDeflate(other);
        expect(zlibDeflate(data, stride)).toEqual(first);
      }),
    );
  });

  it('never writes more than stored blocks would', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70_000 }), (data) => {
        const storedSize = 2 + data.length + 5 * Math.max(1, Math.ceil(data.length / 65535)) + 4;
        expect(zlibDeflate(data).length).toBeLessThanOrEqual(storedSize);
      }),
      { numRuns: 30 },
    );
  });

  it('compresses 100 copies of a row of distinct bytes to little more than the row', () => {
    const data = new Uint8Array(60 * 100).map((_, i) => ((i % 60) * 37) & 0xff);
    expect(expectRoundTrip(data, 60).length).toBeLessThan(160);
  });
});

describe('adler32', () => {
  it('gives the RFC 1950 value for a known string and 1 for nothing', () => {
    expect(adler32(new TextEncoder().encode('Wikipedia'))).toBe(0x11e60398);
    expect(adler32(new Uint8Array(0))).toBe(1);
  });

  it('keeps its sums exact past the modulo batch (long runs of 255)', () => {
    const data = new Uint8Array(100_000).fill(255);
    let a = 1;
    let b = 0;
    for (const byte of data) {
      a = (a + byte) % 65521;
      b = (b + a) % 65521;
    }
    expect(adler32(data)).toBe(((b << 16) | a) >>> 0);
  });
});
