import type { ErrorCorrection, Symbology } from '@quietzone/core';
import { encodeDataMatrix, type EncodedDataMatrix } from './datamatrix/encode-data-matrix';
import { DATA_MATRIX_QUIET_ZONE_MODULES, DATA_MATRIX_SIZES } from './datamatrix/symbol-sizes';
import { encodeQr, type SymbolMatrix, type WriterMatrix } from './matrix';
import { encodeMicroQr } from './micro-qr/encode-micro-qr';
import type { MicroQrEcc } from './micro-qr/micro-qr-versions';
import { MODULE_MM } from './physical-size';
import { encodeRmqr } from './rmqr/encode-rmqr';
import { RMQR_QUIET_ZONE_MODULES, RMQR_VERSIONS, type RmqrEcc } from './rmqr/rmqr-versions';
import { QUIET_ZONE_MODULES } from './writer-options';

/** What picks and encodes a symbol besides its content. */
export interface SymbolRequest {
  readonly symbol: Symbology;
  /** QR: as asked. Micro QR: L, M or Q. rMQR: M or H (L is raised to M, Q to H). Data Matrix: ignored (ECC 200 is fixed). */
  readonly ecc: ErrorCorrection;
  /** Data Matrix: the content is a bracketed GS1 element string, encoded with FNC1. */
  readonly gs1?: boolean;
  /**
   * rMQR and Data Matrix: the label's height in millimetres, quiet zone included. With
   * `moduleMm`, the narrowest size whose height fits; without, the size whose width is the
   * least once its height fills `heightMm` (modules 0.25–5 mm).
   */
  readonly heightMm?: number;
  readonly moduleMm?: number;
  /** Light modules around the symbol; default the symbol's standard quiet zone. */
  readonly margin?: number;
}

/** An encoded symbol, its quiet zone, and the module edge `heightMm` chose (when it chose one). */
export interface EncodedSymbol {
  readonly matrix: WriterMatrix;
  readonly quiet: number;
  readonly moduleMm?: number;
}

/** One size a symbology offers: its module rows and columns, and how to encode into it. */
interface SizeOption {
  readonly rows: number;
  readonly columns: number;
  readonly encode: () => SymbolMatrix;
}

/**
 * Encodes `content` as the requested symbology. Content that does not fit, or an option the
 * symbology lacks, throws a `RangeError` (the server then falls back to QR).
 */
export function encodeSymbol(content: string, request: SymbolRequest): EncodedSymbol {
  const { symbol, heightMm } = request;
  if (heightMm !== undefined && symbol !== 'rmqr' && symbol !== 'datamatrix') {
    throw new RangeError(`heightMm applies to rmqr and datamatrix, not ${symbol} (use moduleMm or symbolMm)`);
  }
  if (request.gs1 && symbol !== 'datamatrix') throw new RangeError(`gs1 element strings are encoded as datamatrix, not ${symbol}`);
  switch (symbol) {
    case 'qr':
      return { matrix: encodeQr(content, { ecc: request.ecc }), quiet: request.margin ?? QUIET_ZONE_MODULES };
    case 'microqr': {
      const matrix = encodeMicroQr(content, { ecc: microQrEcc(request.ecc) });
      return { matrix, quiet: request.margin ?? matrix.quietZoneModules };
    }
    case 'rmqr': {
      const ecc = rmqrEcc(request.ecc);
      const quiet = request.margin ?? RMQR_QUIET_ZONE_MODULES;
      if (heightMm === undefined) return { matrix: encodeRmqr(content, { ecc }), quiet };
      const sizes = RMQR_VERSIONS.map((version) => ({
        rows: version.height,
        columns: version.width,
        encode: () => encodeRmqr(content, { ecc, version: version.name }),
      }));
      return { ...sizedForHeight(sizes, quiet, heightMm, request.moduleMm), quiet };
    }
    case 'datamatrix': {
      const quiet = request.margin ?? DATA_MATRIX_QUIET_ZONE_MODULES;
      const gs1 = request.gs1 ?? false;
      if (heightMm === undefined) return { matrix: dataMatrixMatrix(encodeDataMatrix(content, { gs1 })), quiet };
      const sizes = DATA_MATRIX_SIZES.map((size) => ({
        rows: size.rows,
        columns: size.columns,
        encode: () => dataMatrixMatrix(encodeDataMatrix(content, { gs1, size })),
      }));
      return { ...sizedForHeight(sizes, quiet, heightMm, request.moduleMm), quiet };
    }
  }
}

/**
 * The size for a label `heightMm` high: the one whose printed width is least, ties to fewer
 * rows, among those whose modules land within `MODULE_MM` (no `moduleMm`: the height is filled
 * exactly) or whose height fits at `moduleMm`. A label strip's height is fixed; its length is
 * what the code costs.
 */
function sizedForHeight(sizes: readonly SizeOption[], quiet: number, heightMm: number, moduleMm: number | undefined): { matrix: SymbolMatrix; moduleMm: number } {
  const placed = sizes
    .map((size) => ({ size, moduleMm: moduleMm ?? heightMm / (size.rows + 2 * quiet) }))
    .filter(({ size, moduleMm: edge }) => edge >= MODULE_MM.min && edge <= MODULE_MM.max && (size.rows + 2 * quiet) * edge <= heightMm + 1e-9)
    .sort((a, b) => (a.size.columns + 2 * quiet) * a.moduleMm - (b.size.columns + 2 * quiet) * b.moduleMm || a.size.rows - b.size.rows);
  for (const { size, moduleMm: edge } of placed) {
    try {
      return { matrix: size.encode(), moduleMm: edge };
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  const at = moduleMm === undefined ? '' : ` at ${moduleMm} mm modules`;
  throw new RangeError(`content does not fit in any symbol ${heightMm} mm high${at}`);
}

/** The writers' view of a Data Matrix; its codewords and size stay with the encoder's result. */
function dataMatrixMatrix(encoded: EncodedDataMatrix): SymbolMatrix {
  return { width: encoded.width, height: encoded.height, modules: encoded.modules, quietZoneModules: encoded.quietZoneModules };
}

function microQrEcc(ecc: ErrorCorrection): MicroQrEcc {
  if (ecc === 'H') throw new RangeError('Micro QR has no level H (L, M or Q)');
  return ecc;
}

/** rMQR has only M and H: a level asked for is met or exceeded, never lowered. */
function rmqrEcc(ecc: ErrorCorrection): RmqrEcc {
  return ecc === 'L' || ecc === 'M' ? 'M' : 'H';
}
