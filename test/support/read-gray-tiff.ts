/** An 8-bit gray image as ink coverage: 0 = no ink, 255 = full ink, row-major. */
export interface InkPlate {
  readonly width: number;
  readonly height: number;
  readonly ink: Uint8Array;
}

const TAG = { width: 256, height: 257, bitsPerSample: 258, compression: 259, photometric: 262, stripOffsets: 273, stripByteCounts: 279 };

/**
 * Reads the uncompressed little-endian 8-bit gray TIFF (TIFF 6.0 §§2–7) that ghostscript's
 * `tiffsep` writes with `-sCompression=none`: one plate. Just enough TIFF for that file; any
 * other kind throws.
 */
export function readGrayTiff(bytes: Uint8Array): InkPlate {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint16(0) !== 0x4949) throw new Error('not a little-endian TIFF');
  const ifd = view.getUint32(4, true);
  const tags = new Map<number, number[]>();
  for (let i = 0; i < view.getUint16(ifd, true); i++) {
    const entry = ifd + 2 + i * 12;
    const [tag, type, count] = [view.getUint16(entry, true), view.getUint16(entry + 2, true), view.getUint32(entry + 4, true)];
    const size = type === 3 ? 2 : 4;
    const at = count * size <= 4 ? entry + 8 : view.getUint32(entry + 8, true);
    tags.set(tag, Array.from({ length: count }, (_, n) => (size === 2 ? view.getUint16(at + n * 2, true) : view.getUint32(at + n * 4, true))));
  }
  const one = (tag: number) => tags.get(tag)?.[0];
  if (one(TAG.bitsPerSample) !== 8 || one(TAG.compression) !== 1) throw new Error('not an uncompressed 8-bit TIFF');
  const width = one(TAG.width)!;
  const height = one(TAG.height)!;
  const offsets = tags.get(TAG.stripOffsets)!;
  const counts = tags.get(TAG.stripByteCounts)!;
  const pixels = new Uint8Array(width * height);
  let filled = 0;
  offsets.forEach((offset, strip) => {
    pixels.set(bytes.subarray(offset, offset + counts[strip]!), filled);
    filled += counts[strip]!;
  });
  // WhiteIsZero (0) stores ink directly; BlackIsZero (1) stores lightness.
  const ink = one(TAG.photometric) === 0 ? pixels : pixels.map((value) => 255 - value);
  return { width, height, ink };
}
