import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32 } from '../../src/internal/crc32';
import { decodePng } from '../../src/internal/decode-png';
import { zlibDeflate } from '../../src/internal/deflate';
import { inflateRaw, zlibInflate } from '../../src/internal/inflate';

const LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const STRATEGIES = [zlib.constants.Z_DEFAULT_STRATEGY, zlib.constants.Z_FILTERED, zlib.constants.Z_HUFFMAN_ONLY, zlib.constants.Z_RLE, zlib.constants.Z_FIXED];

/** Random bytes, and bytes with runs and repeats (where zlib writes matches and dynamic codes). */
const compressible = fc
  .array(fc.record({ byte: fc.integer({ min: 0, max: 5 }), run: fc.integer({ min: 1, max: 400 }), copy: fc.boolean() }), { maxLength: 60 })
  .map((parts) => {
    const out: number[] = [];
    for (const { byte, run, copy } of parts) {
      if (copy && out.length > 0) out.push(...out.slice(Math.max(0, out.length - run), out.length));
      else for (let i = 0; i < run; i++) out.push((byte * 37 + (i % (byte + 1))) & 0xff);
    }
    return Uint8Array.from(out);
  });
const anyBytes = fc.oneof(fc.uint8Array({ maxLength: 4000 }), compressible);

/** What node's zlib deflates from `data` at `level` with `strategy`, as a zlib stream. */
function nodeDeflate(data: Uint8Array, level: number, strategy: number): Uint8Array {
  return new Uint8Array(zlib.deflateSync(data, { level, strategy }));
}

describe('zlibInflate', () => {
  it("reads back what node's zlib deflates, at every level and strategy", () => {
    fc.assert(
      fc.property(anyBytes, fc.constantFrom(...LEVELS), fc.constantFrom(...STRATEGIES), (data, level, strategy) => {
        expect(zlibInflate(nodeDeflate(data, level, strategy), { maxBytes: data.length })).toEqual(data);
      }),
      { numRuns: 300 },
    );
  });

  it('reads back raw deflate data (as in a ZIP entry)', () => {
    fc.assert(
      fc.property(anyBytes, fc.constantFrom(...LEVELS), (data, level) => {
        expect(inflateRaw(new Uint8Array(zlib.deflateRawSync(data, { level })), { maxBytes: data.length })).toEqual(data);
      }),
    );
  });

  it('reads back what our deflate writes, with and without a row stride', () => {
    fc.assert(
      fc.property(anyBytes, fc.integer({ min: 0, max: 90 }), (data, rowStride) => {
        expect(zlibInflate(zlibDeflate(data, rowStride), { maxBytes: data.length })).toEqual(data);
      }),
    );
  });

  it('reads data longer than the window, across stored blocks and many dynamic blocks', () => {
    const data = new Uint8Array(120_000).map((_, i) => ((i * 2654435761) >>> 27) ^ (i >> 12));
    for (const level of [0, 1, 9]) expect(zlibInflate(nodeDeflate(data, level, 0), { maxBytes: data.length })).toEqual(data);
  });

  it('refuses truncated streams with a TypeError that names deflate data', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 2000 }), fc.constantFrom(...LEVELS), fc.nat(), (data, level, cut) => {
        const stream = nodeDeflate(data, level, 0);
        const truncated = stream.subarray(0, cut % stream.length);
        expect(() => zlibInflate(truncated, { maxBytes: data.length })).toThrow(/invalid deflate data/);
      }),
    );
  });

  it('refuses damaged streams: any flipped bit is an error, never silently other bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 2000 }), fc.nat(), fc.integer({ min: 0, max: 7 }), (data, at, bit) => {
        const stream = nodeDeflate(data, 6, 0);
        stream[at % stream.length]! ^= 1 << bit;
        let out: Uint8Array | undefined;
        try {
          out = zlibInflate(stream, { maxBytes: data.length });
        } catch (error) {
          expect(error instanceof TypeError || error instanceof RangeError).toBe(true);
          expect((error as Error).message).toMatch(/deflate data/);
          return;
        }
        // A flip the format cannot see (in bits after the last block) still gives the same bytes.
        expect(out).toEqual(data);
      }),
    );
  });

  it('names what is wrong in a bad header, a reserved block type and a wrong checksum', () => {
    expect(() => zlibInflate(Uint8Array.of(0x79, 0x9c, 3, 0), { maxBytes: 10 })).toThrow('invalid deflate data: the zlib header names no deflate method');
    expect(() => zlibInflate(Uint8Array.of(0x78, 0x9d, 3, 0), { maxBytes: 10 })).toThrow('invalid deflate data: the zlib header fails its check');
    expect(() => inflateRaw(Uint8Array.of(0b111), { maxBytes: 10 })).toThrow('invalid deflate data: block type 3 is reserved');
    const stream = nodeDeflate(new TextEncoder().encode('hello'), 6, 0);
    stream[stream.length - 1]! ^= 1;
    expect(() => zlibInflate(stream, { maxBytes: 10 })).toThrow('invalid deflate data: the Adler-32 does not match the inflated data');
  });

  it('refuses a zlib bomb: 10 MB of zeros in 10 kB stop at the limit with a RangeError', () => {
    const bomb = nodeDeflate(new Uint8Array(10 << 20), 9, 0);
    expect(bomb.length).toBeLessThan(11_000);
    expect(() => zlibInflate(bomb, { maxBytes: 1 << 20 })).toThrow(new RangeError('deflate data inflates to more than 1048576 bytes'));
    // Exactly at the limit is accepted.
    expect(zlibInflate(nodeDeflate(new Uint8Array(5000), 9, 0), { maxBytes: 5000 }).length).toBe(5000);
    expect(() => zlibInflate(nodeDeflate(new Uint8Array(5001), 9, 0), { maxBytes: 5000 })).toThrow(RangeError);
  });
});

/** A PNG of the given chunks (type, data) between the signature and IEND. */
function png(chunks: [string, Uint8Array][]): Uint8Array {
  const parts: number[] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  for (const [type, data] of [...chunks, ['IEND', new Uint8Array(0)] as [string, Uint8Array]]) {
    const body = Uint8Array.from([...type].map((c) => c.charCodeAt(0)).concat([...data]));
    const crc = crc32(body);
    parts.push(data.length >>> 24, (data.length >>> 16) & 0xff, (data.length >>> 8) & 0xff, data.length & 0xff, ...body, crc >>> 24, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff);
  }
  return Uint8Array.from(parts);
}

/** IHDR of a `width`×`height` 8-bit RGBA image. */
function rgbaHeader(width: number, height: number): Uint8Array {
  return Uint8Array.of(0, 0, width >> 8, width & 0xff, 0, 0, height >> 8, height & 0xff, 8, 6, 0, 0, 0);
}

describe('decodePng image data', () => {
  it('refuses image data that inflates to more than the rows its header declares', () => {
    const bomb = png([
      ['IHDR', rgbaHeader(2, 2)],
      ['IDAT', nodeDeflate(new Uint8Array(4 << 20), 9, 0)],
    ]);
    expect(() => decodePng(bomb)).toThrow(new RangeError('PNG image data inflates to more than its 18 bytes of rows'));
  });

  it('reads the rows it declares, and names a damaged stream', () => {
    const rows = Uint8Array.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 9, 10, 11, 12, 13, 14, 15, 16);
    expect(decodePng(png([['IHDR', rgbaHeader(2, 2)], ['IDAT', nodeDeflate(rows, 6, 0)]])).data).toEqual(Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16));
    expect(() => decodePng(png([['IHDR', rgbaHeader(2, 2)], ['IDAT', nodeDeflate(rows, 6, 0).subarray(0, 8)]]))).toThrow(
      'PNG image data does not inflate: invalid deflate data: the stream ends early',
    );
  });
});
