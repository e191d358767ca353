import { writeReedSolomonRemainder } from '../encoder/reed-solomon';
import { rmqrDataCodewords as dataCodewordsOf } from './data-bits';
import { writeRmqrFormat } from './format-information';
import { rmqrTemplate } from './function-patterns';
import { RMQR_QUIET_ZONE_MODULES, RMQR_VERSIONS, rmqrDataCodewords, type RmqrEcc, type RmqrVersion } from './rmqr-versions';

/** How {@link encodeRmqr} encodes; every field is optional. */
export interface RmqrOptions {
  /** Error-correction level, M (default) or H: rMQR has only these two. */
  readonly ecc?: RmqrEcc;
  /** Only sizes of this height (7, 9, 11, 13, 15 or 17 modules); default any. */
  readonly height?: number;
  /** One size by name, such as `R11x77`, instead of the smallest that fits. */
  readonly version?: string;
}

/** An rMQR symbol without its quiet zone: `height` rows of `width` modules, row-major, 1 = dark. */
export interface EncodedRmqr {
  readonly width: number;
  readonly height: number;
  readonly modules: Uint8Array;
  readonly version: RmqrVersion;
  readonly ecc: RmqrEcc;
  /** Data then error-correction codewords, interleaved as placed. */
  readonly codewords: Uint8Array;
  readonly quietZoneModules: number;
}

/**
 * A rectangular Micro QR Code (ISO/IEC 23941:2022) of `content`, in the smallest area (fewest
 * modules; of equal areas, the lower) that holds it at `ecc`, or in the size asked.
 */
export function encodeRmqr(content: string, options: RmqrOptions = {}): EncodedRmqr {
  if (typeof content !== 'string') throw new TypeError(`content must be a string, got ${typeof content}`);
  const { ecc = 'M', height, version: name } = options;
  if (ecc !== 'M' && ecc !== 'H') throw new RangeError(`ecc must be M or H for rMQR, got ${String(ecc)}`);
  if (height !== undefined && !RMQR_VERSIONS.some((v) => v.height === height)) {
    throw new RangeError(`height must be one of 7, 9, 11, 13, 15, 17, got ${height}`);
  }
  let candidates = RMQR_VERSIONS.filter((v) => (height === undefined || v.height === height) && (name === undefined || v.name === name));
  if (name !== undefined && candidates.length === 0) throw new RangeError(`${name} is not an rMQR size (R7x43 … R17x139)`);
  candidates = [...candidates].sort((a, b) => a.width * a.height - b.width * b.height || a.height - b.height);
  for (const version of candidates) {
    const data = dataCodewordsOf(content, version, rmqrDataCodewords(version, ecc));
    if (data !== undefined) return encodeRmqrSymbol(data, version, ecc);
  }
  throw new RangeError(`content does not fit in ${name ?? (height ? `an rMQR of height ${height}` : 'any rMQR')} at ECC ${ecc}`);
}

/** The symbol of `version` carrying the padded data codewords `data`. */
export function encodeRmqrSymbol(data: Uint8Array, version: RmqrVersion, ecc: RmqrEcc): EncodedRmqr {
  const { eccPerBlock, groups } = version.blocks[ecc];
  // Blocks in order, shorter first (§7.5.2); each gets its Reed–Solomon codewords (QR's field and generator).
  const blocks: { start: number; length: number }[] = [];
  let offset = 0;
  for (const [count, length] of groups) {
    for (let i = 0; i < count; i++) {
      blocks.push({ start: offset, length });
      offset += length;
    }
  }
  const check = new Uint8Array(blocks.length * eccPerBlock);
  blocks.forEach(({ start, length }, b) => writeReedSolomonRemainder(data, start, length, eccPerBlock, check, b * eccPerBlock));
  // Interleave: codeword i of every block in turn, the longer blocks' last codewords after.
  const codewords = new Uint8Array(data.length + check.length);
  let at = 0;
  const longest = Math.max(...blocks.map((b) => b.length));
  for (let i = 0; i < longest; i++) for (const block of blocks) if (i < block.length) codewords[at++] = data[block.start + i]!;
  for (let i = 0; i < eccPerBlock; i++) for (let b = 0; b < blocks.length; b++) codewords[at++] = check[b * eccPerBlock + i]!;

  const { width: w, height: h } = version;
  const template = rmqrTemplate(version);
  const modules = template.modules.slice();
  // Two-module columns from the right (the right edge is timing), up then down, skipping function
  // modules (§7.7.3); remainder bits stay light. Then the one data mask, (⌊y/2⌋ + ⌊x/3⌋) mod 2 = 0 (§7.8).
  let bit = 0;
  const totalBits = codewords.length * 8;
  let upward = true;
  for (let x = w - 2; x > 0; x -= 2) {
    for (let r = 0; r < h; r++) {
      const y = upward ? h - 1 - r : r;
      for (let dx = 0; dx < 2; dx++) {
        const xx = x - dx;
        const i = y * w + xx;
        if (template.reserved[i]) continue;
        const value = bit < totalBits ? (codewords[bit >>> 3]! >>> (7 - (bit & 7))) & 1 : 0;
        bit++;
        const masked = (Math.floor(y / 2) + Math.floor(xx / 3)) % 2 === 0;
        modules[i] = value ^ (masked ? 1 : 0);
      }
    }
    upward = !upward;
  }
  writeRmqrFormat(modules, version, ecc);
  return { width: w, height: h, modules, version, ecc, codewords, quietZoneModules: RMQR_QUIET_ZONE_MODULES };
}
