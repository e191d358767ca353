import type { AiElement } from '@quietzone/core';
import { type DataCodewords, encodeCodewords } from './encode-codewords';
import { gs1Units, parseBracketedElements } from './gs1-units';
import { placeCodewords } from './place-codewords';
import { writeDataMatrixCheckCodewords } from './reed-solomon';
import { symbolModules } from './symbol-modules';
import { DATA_MATRIX_QUIET_ZONE_MODULES, DATA_MATRIX_SIZES, type DataMatrixSize } from './symbol-sizes';

/** How {@link encodeDataMatrix} encodes; every field is optional. */
export interface DataMatrixOptions {
  /**
   * Read a string as a bracketed GS1 element string, `(01)04006381333931(21)Y1`, and encode it
   * as GS1 DataMatrix (FNC1 first, FNC1 after variable-length elements). Default false: the
   * string is plain data (a GS1 Digital Link URI is plain data).
   */
  readonly gs1?: boolean;
  /** Which sizes to choose from, smallest first: default `square`; `any` takes the smallest area. */
  readonly shape?: 'square' | 'rectangle' | 'any';
  /** A size from ISO/IEC 16022 Table 7 (e.g. 16×48) instead of the smallest that fits. */
  readonly size?: { readonly rows: number; readonly columns: number };
}

/** An ECC 200 symbol without its quiet zone: `height` rows of `width` modules, row-major, 1 = dark. */
export interface EncodedDataMatrix {
  readonly width: number;
  readonly height: number;
  readonly modules: Uint8Array;
  /** Data then error-correction codewords, interleaved as placed. */
  readonly codewords: Uint8Array;
  readonly symbol: DataMatrixSize;
  /** Light modules the standard asks around the symbol (§7.1). */
  readonly quietZoneModules: number;
}

const PAD = 129;
const ECI = 241;
const ECI_UTF8 = 26;

/**
 * An ECC 200 Data Matrix (ISO/IEC 16022) of `content`: a string (ASCII as is, anything else
 * as UTF-8 behind ECI 000026), or GS1 element strings as a list of AIs and values.
 */
export function encodeDataMatrix(content: string | readonly AiElement[], options: DataMatrixOptions = {}): EncodedDataMatrix {
  if (options === null || typeof options !== 'object') throw new TypeError('options must be an object');
  const { gs1 = false, shape = 'square', size } = options;
  if (shape !== 'square' && shape !== 'rectangle' && shape !== 'any') throw new RangeError(`shape must be square, rectangle or any, got ${String(shape)}`);

  let units: number[];
  let prefix: number[] = [];
  if (typeof content === 'string' && !gs1) {
    // Beyond ASCII, UTF-8 behind its ECI: without one, readers guess the character set (ZXing
    // reads Latin-1 "Ä\u00a0" as UTF-8 "Ġ"), and most phone scanners expect UTF-8 anyway.
    if ([...content].every((char) => char.codePointAt(0)! < 0x80)) {
      units = Array.from(content, (char) => char.charCodeAt(0));
    } else {
      units = [...new TextEncoder().encode(content)];
      prefix = [ECI, ECI_UTF8 + 1];
    }
  } else if (typeof content === 'string') {
    const elements = parseBracketedElements(content);
    if (typeof elements === 'string') throw new RangeError(elements);
    units = gs1Units(elements);
  } else if (Array.isArray(content)) {
    units = gs1Units(content);
  } else {
    throw new TypeError(`content must be a string or a list of GS1 elements, got ${typeof content}`);
  }

  // A symbol of nothing but pads is refused by readers (ZXing) and by bwip-js alike.
  if (units.length === 0) throw new RangeError('content must not be empty');
  const candidates = encodeCodewords(units, prefix);
  const fits = (candidate: DataCodewords, symbol: DataMatrixSize): boolean =>
    symbol.dataCodewords >= Math.max(candidate.codewords.length, candidate.minimumCapacity) &&
    symbol.dataCodewords <= candidate.maximumCapacity;
  const needs = Math.min(...candidates.map((c) => Math.max(c.codewords.length, c.minimumCapacity)));

  let chosen: { symbol: DataMatrixSize; data: DataCodewords } | undefined;
  if (size !== undefined) {
    const symbol = DATA_MATRIX_SIZES.find((s) => s.rows === size.rows && s.columns === size.columns);
    if (symbol === undefined) throw new RangeError(`${size.rows}×${size.columns} is not an ECC 200 size`);
    const data = candidates.find((c) => fits(c, symbol));
    if (data === undefined) throw new RangeError(`content needs ${needs} data codewords; ${symbol.rows}×${symbol.columns} holds ${symbol.dataCodewords}`);
    chosen = { symbol, data };
  } else {
    const symbols = DATA_MATRIX_SIZES.filter((s) => shape === 'any' || (shape === 'square') === (s.rows === s.columns)).sort(
      (a, b) => a.rows * a.columns - b.rows * b.columns || a.rows - b.rows,
    );
    for (const symbol of symbols) {
      const data = candidates.find((c) => fits(c, symbol));
      if (data !== undefined) {
        chosen = { symbol, data };
        break;
      }
    }
    if (chosen === undefined) {
      throw new RangeError(`content does not fit in a ${shape === 'any' ? '' : `${shape} `}Data Matrix: it needs ${needs} data codewords`);
    }
  }
  return encodeDataMatrixSymbol(chosen.data.codewords, chosen.symbol);
}

/**
 * The symbol of `size` carrying the data codewords `data` (at most its capacity, plus an
 * implied final unlatch): padded (§5.2.3), Reed–Solomon protected (§5.7) and placed (Annex F).
 */
export function encodeDataMatrixSymbol(data: Uint8Array, size: DataMatrixSize): EncodedDataMatrix {
  const { dataCodewords, eccCodewords, blocks } = size;
  const codewords = new Uint8Array(dataCodewords + eccCodewords);
  codewords.set(data.subarray(0, dataCodewords));
  for (let p = data.length; p < dataCodewords; p++) {
    // The first pad is plain 129; later ones are 253-state randomized by their 1-based position.
    codewords[p] = p === data.length ? PAD : randomize253(PAD, p + 1);
  }
  const dataOnly = codewords.subarray(0, dataCodewords);
  // Only 144×144 has blocks of unequal length (8 of 156 data codewords, 2 of 155). There the check
  // codewords are interleaved starting with the two shorter blocks: the layout BWIPP and the
  // deployed readers use (ZXing-C++ reads it first; a plain block order it reads only as a fallback).
  const shorterBlocks = (blocks - (dataCodewords % blocks)) % blocks;
  for (let block = 0; block < blocks; block++) {
    const slot = (block + shorterBlocks) % blocks;
    writeDataMatrixCheckCodewords(dataOnly, block, blocks, eccCodewords / blocks, codewords, dataCodewords + slot);
  }
  const mapping = placeCodewords(codewords, size.regionRows * size.regionsDown, size.regionColumns * size.regionsAcross);
  return {
    width: size.columns,
    height: size.rows,
    modules: symbolModules(size, mapping),
    codewords,
    symbol: size,
    quietZoneModules: DATA_MATRIX_QUIET_ZONE_MODULES,
  };
}

function randomize253(value: number, position: number): number {
  const randomized = value + (((149 * position) % 253) + 1);
  return randomized <= 254 ? randomized : randomized - 254;
}
