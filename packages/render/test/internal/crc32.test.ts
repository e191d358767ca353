import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32 } from '../../src/internal/crc32';

describe('crc32', () => {
  it('gives the PNG spec check value for "IEND"', () => {
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
  });

  it('agrees with zlib for any bytes, also when continued', () => {
    fc.assert(
      fc.property(fc.uint8Array(), fc.uint8Array(), (a, b) => {
        expect(crc32(a)).toBe(zlib.crc32(a));
        expect(crc32(b, crc32(a))).toBe(zlib.crc32(b, zlib.crc32(a)));
      }),
    );
  });
});
