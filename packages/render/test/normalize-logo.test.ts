import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_LOGO_BYTES } from '../src/logo-image';
import { normalizeLogo, type NormalizeLogoResult } from '../src/normalize-logo';

const RED = { r: 220, g: 20, b: 60, alpha: 1 };

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 4, background: RED } });
}

async function decoded(result: NormalizeLogoResult) {
  if (!result.ok) throw new Error(`expected success, got ${result.code}: ${result.message}`);
  const { data, info } = await sharp(result.png).raw().toBuffer({ resolveWithObject: true });
  const meta = await sharp(result.png).metadata();
  const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
  return { info, meta, alphaAt };
}

describe('normalizeLogo', () => {
  it.each([
    ['png', () => solid(300, 300).png().toBuffer()],
    ['jpeg', () => solid(300, 300).jpeg().toBuffer()],
    ['webp', () => solid(300, 300).webp().toBuffer()],
  ] as const)('turns a %s into a 512×512 PNG with alpha', async (format, make) => {
    const result = await normalizeLogo(await make());
    expect(result).toMatchObject({ ok: true, format });
    const { info, meta, alphaAt } = await decoded(result);
    expect(meta.format).toBe('png');
    expect([info.width, info.height, info.channels]).toEqual([512, 512, 4]);
    expect(meta.hasAlpha).toBe(true);
    expect(alphaAt(256, 256)).toBe(255);
    expect(alphaAt(0, 0)).toBe(255); // a square input fills the square
  });

  it('keeps the aspect ratio of a wide logo with transparent bands above and below', async () => {
    const { alphaAt } = await decoded(await normalizeLogo(await solid(400, 100).png().toBuffer()));
    // 400×100 scaled to 512×128, centered: rows 192–319 opaque.
    expect(alphaAt(256, 10)).toBe(0);
    expect(alphaAt(256, 500)).toBe(0);
    expect(alphaAt(256, 256)).toBe(255);
    expect(alphaAt(5, 256)).toBe(255);
    expect(alphaAt(506, 256)).toBe(255);
  });

  it('keeps the aspect ratio of a tall logo with transparent bands left and right', async () => {
    const { alphaAt } = await decoded(await normalizeLogo(await solid(100, 400).jpeg().toBuffer()));
    expect(alphaAt(10, 256)).toBe(0);
    expect(alphaAt(500, 256)).toBe(0);
    expect(alphaAt(256, 5)).toBe(255);
    expect(alphaAt(256, 506)).toBe(255);
  });

  it('applies EXIF orientation (a 100×400 JPEG tagged "rotate 90°" comes out wide)', async () => {
    const tall = await solid(100, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { alphaAt } = await decoded(await normalizeLogo(tall));
    expect(alphaAt(256, 10)).toBe(0);
    expect(alphaAt(10, 256)).toBe(255);
  });

  it('gives the same bytes for the same input', async () => {
    const input = await solid(123, 77).webp().toBuffer();
    const first = await normalizeLogo(input);
    const second = await normalizeLogo(input);
    if (!first.ok || !second.ok) throw new Error('expected success');
    expect(Buffer.from(first.png).equals(Buffer.from(second.png))).toBe(true);
  });

  it('detects the format by magic bytes, not by a name or claimed type', async () => {
    // What a file called logo.png holds when it is really a JPEG.
    const jpegNamedPng = await solid(64, 64).jpeg().toBuffer();
    expect(await normalizeLogo(jpegNamedPng)).toMatchObject({ ok: true, format: 'jpeg' });
  });

  it.each([
    ['SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['GIF', () => solid(8, 8).gif().toBuffer()],
    ['random bytes', Uint8Array.from({ length: 2048 }, (_, i) => (i * 7919 + 13) % 251)],
    ['empty input', new Uint8Array(0)],
  ] as const)('rejects %s as unsupported_format', async (_name, input) => {
    const bytes = typeof input === 'function' ? await input() : input;
    const result = await normalizeLogo(bytes);
    expect(result).toMatchObject({ ok: false, code: 'unsupported_format' });
  });

  it.each([
    ['PNG', () => solid(300, 300).png().toBuffer()],
    ['JPEG', () => solid(300, 300).jpeg().toBuffer()],
  ] as const)('rejects a truncated %s as unreadable', async (_name, make) => {
    const whole = await make();
    const result = await normalizeLogo(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(result).toMatchObject({ ok: false, code: 'unreadable' });
  });

  it('rejects more than 1 MB (1,048,576 bytes) as too_large, and accepts exactly 1 MB', async () => {
    const png = await solid(32, 32).png().toBuffer();
    const padded = new Uint8Array(MAX_LOGO_BYTES);
    padded.set(png); // bytes after IEND are ignored by PNG decoders
    expect(MAX_LOGO_BYTES).toBe(1_048_576);
    expect((await normalizeLogo(padded)).ok).toBe(true);
    const over = new Uint8Array(MAX_LOGO_BYTES + 1);
    over.set(png);
    expect(await normalizeLogo(over)).toMatchObject({ ok: false, code: 'too_large' });
  });

  it('rejects a decompression bomb (tiny file, huge canvas) as too_large without decoding it', async () => {
    const bomb = withDimensions(await solid(8, 8).png().toBuffer(), 12_000, 12_000);
    expect((await sharp(bomb).metadata()).width).toBe(12_000);
    expect(await normalizeLogo(bomb)).toMatchObject({ ok: false, code: 'too_large' });
  });
});

/** A PNG whose IHDR claims another size (PNG spec §11.2.2), with a valid chunk CRC. */
function withDimensions(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  // Signature (8) + IHDR length (4) + "IHDR" (4), then width and height; CRC after 13 data bytes.
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
