import { writeReedSolomonRemainder } from '../encoder/reed-solomon';
import { segmentCount, singleSegmentMode, writeSegmentPayload } from '../internal/single-segment';
import { microQrMaskBit, microQrMaskScore, microQrTemplate } from './micro-qr-template';
import {
  MICRO_QR_QUIET_ZONE_MODULES,
  MICRO_QR_VERSIONS,
  type MicroQrEcc,
  type MicroQrLevel,
  type MicroQrVersion,
  type MicroQrVersionName,
} from './micro-qr-versions';

/** How {@link encodeMicroQr} encodes; every field is optional. */
export interface MicroQrOptions {
  /**
   * Error-correction level. Unset, the smallest symbol wins, M1 (error detection only) included;
   * set, only versions that have the level (L: M2–M4, M: M2–M4, Q: M4).
   */
  readonly ecc?: MicroQrEcc;
  /** One version instead of the smallest that fits. */
  readonly version?: MicroQrVersionName;
  /** Data mask 0–3 instead of the best-scoring one. */
  readonly mask?: number;
}

/** A Micro QR symbol without its quiet zone: `size × size` modules, row-major, 1 = dark. */
export interface EncodedMicroQr {
  readonly size: number;
  readonly width: number;
  readonly height: number;
  readonly modules: Uint8Array;
  readonly version: MicroQrVersion;
  /** The level written in the symbol; M1's error detection is reported as L. */
  readonly ecc: MicroQrEcc;
  readonly mask: number;
  readonly quietZoneModules: number;
}

const MODE_VALUE = { numeric: 0, alphanumeric: 1, byte: 2 } as const;
/** BCH(15,5) as QR's format information, with Micro QR's own mask 0x4445 (§7.9.2). */
const FORMAT_GENERATOR = 0x537;
const FORMAT_MASK = 0x4445;

/** A Micro QR Code (ISO/IEC 18004:2015) of `content`, in one segment, smallest version first. */
export function encodeMicroQr(content: string, options: MicroQrOptions = {}): EncodedMicroQr {
  if (typeof content !== 'string') throw new TypeError(`content must be a string, got ${typeof content}`);
  const { ecc, version: name, mask } = options;
  if (ecc !== undefined && ecc !== 'L' && ecc !== 'M' && ecc !== 'Q') throw new RangeError(`ecc must be L, M or Q for Micro QR, got ${String(ecc)}`);
  if (mask !== undefined && (!Number.isInteger(mask) || mask < 0 || mask > 3)) throw new RangeError(`mask must be an integer from 0 to 3, got ${mask}`);
  const versions = MICRO_QR_VERSIONS.filter((v) => name === undefined || v.name === name);
  if (versions.length === 0) throw new RangeError(`version must be M1, M2, M3 or M4, got ${String(name)}`);
  for (const version of versions) {
    // M1 only detects errors: it is what "no level asked" gets, never what L, M or Q asks.
    if (version.number === 1 && ecc !== undefined && name !== 'M1') continue;
    const level = version.levels[ecc ?? 'L'];
    if (level === undefined) continue;
    const bits = dataBits(content, version, level);
    if (bits !== undefined) return encodeSymbol(bits, version, ecc ?? 'L', level, mask);
  }
  throw new RangeError(`content does not fit in ${name ?? 'any Micro QR'}${ecc ? ` at ECC ${ecc}` : ''}`);
}

/** The data bit stream (§7.4), terminated and padded to the level's capacity, or undefined if it does not fit. */
function dataBits(content: string, version: MicroQrVersion, level: MicroQrLevel): Uint8Array | undefined {
  const mode = singleSegmentMode(content);
  const countBits = version.countBits[mode];
  const count = segmentCount(content, mode);
  // Micro QR has no ECI: byte mode carries UTF-8, which readers guess for non-ASCII.
  if (countBits === 0 || count >= 1 << countBits) return undefined;
  const bits: number[] = [];
  const put = (value: number, length: number): void => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  put(MODE_VALUE[mode], version.modeBits);
  put(count, countBits);
  writeSegmentPayload(content, mode, put);
  const capacity = level.dataBits;
  if (bits.length > capacity) return undefined;
  for (let i = 0; i < version.terminatorBits && bits.length < capacity; i++) bits.push(0);
  // Zeros to the codeword boundary; M1 and M3 end on a 4-bit codeword, which stays all zero.
  while (bits.length % 8 !== 0 && bits.length < capacity) bits.push(0);
  for (let pad = 0; bits.length + 8 <= capacity; pad++) put(pad % 2 === 0 ? 0xec : 0x11, 8);
  while (bits.length < capacity) bits.push(0);
  return Uint8Array.from(bits);
}

function encodeSymbol(bits: Uint8Array, version: MicroQrVersion, ecc: MicroQrEcc, level: MicroQrLevel, mask: number | undefined): EncodedMicroQr {
  // Data codewords: a last half codeword (M1, M3) sits in the high nibble for Reed–Solomon (§7.5.1).
  const dataCount = Math.ceil(level.dataBits / 8);
  const codewords = new Uint8Array(dataCount + level.eccCodewords);
  for (let i = 0; i < level.dataBits; i++) codewords[i >>> 3]! |= bits[i]! << (7 - (i & 7));
  writeReedSolomonRemainder(codewords, 0, dataCount, level.eccCodewords, codewords, dataCount);
  const stream: number[] = [...bits];
  for (let i = dataCount * 8; i < codewords.length * 8; i++) stream.push((codewords[i >>> 3]! >>> (7 - (i & 7))) & 1);

  const { size } = version;
  const template = microQrTemplate(size);
  const placed = template.modules.slice();
  const dataPositions: number[] = [];
  let upward = true;
  for (let x = size - 1; x > 0; x -= 2) {
    for (let r = 0; r < size; r++) {
      const y = upward ? size - 1 - r : r;
      for (let dx = 0; dx < 2; dx++) {
        const i = y * size + x - dx;
        if (!template.reserved[i]) dataPositions.push(i);
      }
    }
    upward = !upward;
  }
  dataPositions.forEach((i, k) => {
    placed[i] = k < stream.length ? stream[k]! : 0;
  });

  const masks = mask === undefined ? [0, 1, 2, 3] : [mask];
  let best: { modules: Uint8Array; mask: number; score: number } | undefined;
  for (const m of masks) {
    const modules = placed.slice();
    for (const i of dataPositions) if (microQrMaskBit(m, i % size, Math.floor(i / size))) modules[i]! ^= 1;
    writeFormat(modules, size, (level.symbolNumber << 2) | m);
    const score = microQrMaskScore(modules, size);
    if (best === undefined || score > best.score) best = { modules, mask: m, score };
  }
  return {
    size,
    width: size,
    height: size,
    modules: best!.modules,
    version,
    ecc,
    mask: best!.mask,
    quietZoneModules: MICRO_QR_QUIET_ZONE_MODULES,
  };
}

/** 15 format bits, most significant first along row 8 (columns 1–8), then up column 8 (rows 7–1). */
function writeFormat(modules: Uint8Array, size: number, data: number): void {
  let remainder = data << 10;
  for (let bit = 14; bit >= 10; bit--) if (remainder & (1 << bit)) remainder ^= FORMAT_GENERATOR << (bit - 10);
  const format = ((data << 10) | remainder) ^ FORMAT_MASK;
  for (let k = 0; k < 8; k++) modules[8 * size + 1 + k] = (format >>> (14 - k)) & 1;
  for (let k = 0; k < 7; k++) modules[(7 - k) * size + 8] = (format >>> (6 - k)) & 1;
}
