import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32 } from '../../src/internal/crc32';
import { packEntry } from '../../src/internal/zip-archive';

const EPS_LIKE = new TextEncoder().encode('%!PS-Adobe-3.0 EPSF-3.0\n' + '4 28 7 r 12 28 1 r 14 28 3 r '.repeat(60) + '\nfill\n');

describe('packEntry', () => {
  it('deflates a non-PNG entry into a raw deflate stream of the same bytes, with their length and CRC', () => {
    const entry = packEntry('dir/code.eps', EPS_LIKE);
    expect(entry).toMatchObject({ size: EPS_LIKE.length, crc: crc32(EPS_LIKE), deflated: true });
    expect(entry.data.length).toBeLessThan(EPS_LIKE.length / 4);
    expect(new Uint8Array(inflateRawSync(entry.data))).toEqual(EPS_LIKE);
  });

  it('hands back compressed bytes that fill their own buffer, so a worker can transfer them', () => {
    const { data } = packEntry('code.svg', EPS_LIKE);
    expect(data.byteOffset).toBe(0);
    expect(data.byteLength).toBe(data.buffer.byteLength);
  });

  it('stores a PNG as it is', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    expect(packEntry('CODE.PNG', png)).toEqual({ size: 7, crc: crc32(png), data: png, deflated: false });
  });
});
