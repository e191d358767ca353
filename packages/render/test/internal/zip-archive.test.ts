import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { crc32 } from '../../src/internal/crc32';
import { createZipArchive, packEntry } from '../../src/internal/zip-archive';

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

describe('createZipArchive', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
  const scratch = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'zip-archive-'));
    dirs.push(dir);
    return dir;
  };

  it('writes an archive that unzip -t passes and fflate reads back entry by entry, with UTF-8 names', async () => {
    const dir = await scratch();
    const path = join(dir, 'codes.zip');
    const archive = createZipArchive(path);
    const files: Record<string, Uint8Array> = {
      'menu.eps': EPS_LIKE,
      'Café menu.svg': new TextEncoder().encode('<svg>'.repeat(300)),
      'code.png': Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 9, 8, 7),
      'empty.csv': new Uint8Array(0),
    };
    for (const [name, bytes] of Object.entries(files)) archive.add(name, bytes);
    await archive.close();
    expect(await readdir(dir)).toEqual(['codes.zip']);
    const listing = execFileSync('unzip', ['-t', path], { encoding: 'utf8' });
    expect(listing).toContain('No errors detected in compressed data');
    const bytes = await readFile(path);
    expect(unzipSync(bytes)).toEqual(files);
    // Every entry dated 1980-01-01 00:00, so the bytes depend on the files alone.
    expect(execFileSync('unzip', ['-l', path], { encoding: 'utf8' })).toMatch(/1980-01-01 00:00 +menu\.eps/);
  });

  it('writes the ZIP64 end records past 65,535 entries, and unzip -t counts them all', async () => {
    const dir = await scratch();
    const path = join(dir, 'many.zip');
    const archive = createZipArchive(path);
    const count = 65_600;
    for (let i = 0; i < count; i++) archive.add(`${i}.png`, Uint8Array.of(i & 0xff));
    await archive.close();
    const listing = execFileSync('unzip', ['-t', path], { encoding: 'utf8', maxBuffer: 64 << 20 });
    expect(listing).toContain(`No errors detected in compressed data of ${path}.`);
    expect(listing.match(/ OK$/gm)).toHaveLength(count);
  });

  it('leaves nothing behind when abandoned', async () => {
    const dir = await scratch();
    const archive = createZipArchive(join(dir, 'gone.zip'));
    archive.add('a.svg', EPS_LIKE);
    await archive.abandon();
    expect(await readdir(dir)).toEqual([]);
  });
});
