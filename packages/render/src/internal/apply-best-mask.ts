import type { ErrorCorrection } from '@quietzone/core';

/**
 * Re-masks a finished symbol with the mask of lowest penalty (ISO/IEC 18004 §7.8), in place.
 *
 * Why: qrcode-generator scores its 8 masks by rebuilding the whole symbol as nested arrays and
 * probing every module through a bounds-checked method call, ~75 % of its encode time (cpu
 * profile, bench/README.md). Here the symbol is unmasked once and each mask is scored on a
 * flat array. The mask actually present is read back from the format information, so the
 * result is a valid symbol whichever mask the library picked.
 */
export function applyBestMask(modules: Uint8Array, size: number, ecc: ErrorCorrection): void {
  const reserved = functionModules(size);
  const unmasked = modules.slice();
  applyMask(unmasked, unmasked, reserved, size, readMask(modules, size, ecc)); // XOR twice = data

  let best = 0;
  let bestPenalty = Infinity;
  for (let mask = 0; mask < 8; mask++) {
    applyMask(unmasked, modules, reserved, size, mask);
    writeFormatBits(modules, size, ecc, mask);
    const value = penalty(modules, size);
    if (value < bestPenalty) {
      best = mask;
      bestPenalty = value;
    }
  }
  applyMask(unmasked, modules, reserved, size, best);
  writeFormatBits(modules, size, ecc, best);
}

/** ISO/IEC 18004 Table 10: whether data mask `mask` inverts the module in row i, column j. */
function maskBit(mask: number, i: number, j: number): number {
  let invert: boolean;
  switch (mask) {
    case 0: invert = (i + j) % 2 === 0; break;
    case 1: invert = i % 2 === 0; break;
    case 2: invert = j % 3 === 0; break;
    case 3: invert = (i + j) % 3 === 0; break;
    case 4: invert = (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0; break;
    case 5: invert = ((i * j) % 2) + ((i * j) % 3) === 0; break;
    case 6: invert = (((i * j) % 2) + ((i * j) % 3)) % 2 === 0; break;
    default: invert = (((i + j) % 2) + ((i * j) % 3)) % 2 === 0;
  }
  return invert ? 1 : 0;
}

/** `to` = `from` with `mask` applied to every module outside the function patterns. */
function applyMask(from: Uint8Array, to: Uint8Array, reserved: Uint8Array, size: number, mask: number): void {
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const index = i * size + j;
      to[index] = reserved[index] === 1 ? from[index]! : from[index]! ^ maskBit(mask, i, j);
    }
  }
}

/** ISO/IEC 18004 Table 12: the two format bits of each error-correction level. */
const ECC_FORMAT_BITS: Record<ErrorCorrection, number> = { L: 1, M: 0, Q: 3, H: 2 };

/** The 15 format bits: BCH(15,5) over ECC level and mask, XOR 101010000010010 (§7.9.1). */
function formatBits(ecc: ErrorCorrection, mask: number): number {
  const data = (ECC_FORMAT_BITS[ecc] << 3) | mask;
  let remainder = data;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  return ((data << 10) | remainder) ^ 0x5412;
}

/** Module indices of both copies of format bit 0..14 (§7.9.1, Figure 25), bit 0 least significant. */
function formatPositions(size: number): [number, number][] {
  const at = (x: number, y: number) => y * size + x;
  const positions: [number, number][] = [];
  for (let bit = 0; bit < 15; bit++) {
    // Copy around the top-left finder: column 8 going up, then row 8 going left (skipping timing).
    const first =
      bit < 6 ? at(8, bit) : bit < 8 ? at(8, bit + 1) : bit === 8 ? at(7, 8) : at(14 - bit, 8);
    // Copy split between the top-right (row 8) and bottom-left (column 8) finders.
    const second = bit < 8 ? at(size - 1 - bit, 8) : at(8, size - 15 + bit);
    positions.push([first, second]);
  }
  return positions;
}

function writeFormatBits(modules: Uint8Array, size: number, ecc: ErrorCorrection, mask: number): void {
  const bits = formatBits(ecc, mask);
  for (const [bit, [first, second]] of formatPositions(size).entries()) {
    const value = (bits >>> bit) & 1;
    modules[first] = value;
    modules[second] = value;
  }
}

function readMask(modules: Uint8Array, size: number, ecc: ErrorCorrection): number {
  const positions = formatPositions(size);
  for (let mask = 0; mask < 8; mask++) {
    const bits = formatBits(ecc, mask);
    if (positions.every(([first], bit) => modules[first] === ((bits >>> bit) & 1))) return mask;
  }
  throw new Error(`no valid format information for ECC ${ecc} in a ${size}×${size} symbol`);
}

/**
 * 1 for every function-pattern module (never masked): finders with separators, format and
 * version information, timing patterns, alignment patterns and the dark module (§6.3).
 */
function functionModules(size: number): Uint8Array {
  const reserved = new Uint8Array(size * size);
  const fill = (x0: number, y0: number, width: number, height: number) => {
    for (let y = Math.max(0, y0); y < Math.min(size, y0 + height); y++) {
      reserved.fill(1, y * size + Math.max(0, x0), y * size + Math.min(size, x0 + width));
    }
  };
  fill(0, 0, 9, 9); // top-left finder, separator and format information
  fill(size - 8, 0, 8, 9); // top-right finder, separator, format information in row 8
  fill(0, size - 8, 9, 8); // bottom-left finder, separator, format information and dark module
  fill(0, 6, size, 1); // timing patterns
  fill(6, 0, 1, size);
  const version = (size - 17) / 4;
  const centres = alignmentCentres(version, size);
  for (const cy of centres) {
    for (const cx of centres) {
      const onFinder = (cx === 6 && cy === 6) || (cx === 6 && cy === size - 7) || (cx === size - 7 && cy === 6);
      if (!onFinder) fill(cx - 2, cy - 2, 5, 5);
    }
  }
  if (version >= 7) {
    fill(size - 11, 0, 3, 6); // version information (§7.10)
    fill(0, size - 11, 6, 3);
  }
  return reserved;
}

/** Alignment pattern row/column centres (Annex E): evenly spaced from the far edge back to 6. */
function alignmentCentres(version: number, size: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const centres = [6];
  for (let position = size - 7; centres.length < count; position -= step) centres.splice(1, 0, position);
  return centres;
}

/** Mask penalty N1–N4 (§7.8.3.1, Table 11), as node-qrcode and zxing count it. */
function penalty(modules: Uint8Array, size: number): number {
  let score = 0;
  // N1: runs of five or more same-colored modules in a row or column; N3: finder-like
  // 1:1:3:1:1 patterns with four light modules on one side, as 11-bit windows.
  for (let line = 0; line < size; line++) {
    let rowRun = 0;
    let colRun = 0;
    let rowColor = -1;
    let colColor = -1;
    let rowBits = 0;
    let colBits = 0;
    for (let k = 0; k < size; k++) {
      const rowModule = modules[line * size + k]!;
      const colModule = modules[k * size + line]!;
      if (rowModule === rowColor) rowRun++;
      else {
        if (rowRun >= 5) score += rowRun - 2;
        rowColor = rowModule;
        rowRun = 1;
      }
      if (colModule === colColor) colRun++;
      else {
        if (colRun >= 5) score += colRun - 2;
        colColor = colModule;
        colRun = 1;
      }
      rowBits = ((rowBits << 1) & 0x7ff) | rowModule;
      colBits = ((colBits << 1) & 0x7ff) | colModule;
      if (k >= 10) {
        if (rowBits === 0x5d0 || rowBits === 0x05d) score += 40;
        if (colBits === 0x5d0 || colBits === 0x05d) score += 40;
      }
    }
    if (rowRun >= 5) score += rowRun - 2;
    if (colRun >= 5) score += colRun - 2;
  }
  // N2: 2×2 blocks of one color.
  let dark = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const index = y * size + x;
      dark += modules[index]!;
      if (x < size - 1 && y < size - 1) {
        const sum = modules[index]! + modules[index + 1]! + modules[index + size]! + modules[index + size + 1]!;
        if (sum === 0 || sum === 4) score += 3;
      }
    }
  }
  // N4: 10 points per 5 % the dark share deviates from 50 %.
  const total = size * size;
  score += Math.floor(Math.abs((dark * 100) / total - 50) / 5) * 10;
  return score;
}
