// The matrix types and the encoder in one import for the writers, render-qr.ts and their tests;
// the encoder itself imports its type from qr-matrix.ts, so neither file imports the other.
import type { QrMatrix } from './qr-matrix';

export type { QrMatrix } from './qr-matrix';

/**
 * Any symbol a writer draws: `height` rows of `width` modules, row-major, 1 = dark, no quiet
 * zone. Data Matrix, rMQR and Micro QR encoders return one, with the quiet zone their
 * standard asks for; writers draw that zone unless `margin` is given.
 */
export interface SymbolMatrix {
  readonly width: number;
  readonly height: number;
  readonly modules: Uint8Array;
  readonly quietZoneModules?: number;
}

/** What the writers take: a QR matrix or any rectangular symbol. */
export type WriterMatrix = QrMatrix | SymbolMatrix;

/** A writer's view of either shape: its columns, rows and modules. */
export interface ModuleGrid {
  readonly width: number;
  readonly height: number;
  readonly modules: Uint8Array;
  /** The standard's quiet zone, when the matrix names one; QR's 4 otherwise. */
  readonly quietZoneModules?: number;
}

/**
 * The matrix as a QR symbol, for what only QR has (a logo's cleared area, styled finder
 * patterns); any other symbol is a `TypeError` naming `what`.
 */
export function qrMatrixOnly(matrix: WriterMatrix, what: string): QrMatrix {
  if ('size' in matrix && !('width' in matrix)) return matrix;
  throw new TypeError(`${what} can only be drawn on a QR code`);
}

/** Reads either matrix shape as columns × rows; `width`/`height` win over `size`. */
export function gridOf(matrix: WriterMatrix): ModuleGrid {
  if ('width' in matrix && 'height' in matrix) return matrix;
  const { size, modules } = matrix as QrMatrix;
  return { width: size, height: size, modules };
}

export type { EncodeOptions, EncodedQr } from './encoder/encode-qr';
export { encodeQr } from './encoder/encode-qr';
