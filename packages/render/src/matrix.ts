/**
 * A QR symbol without its quiet zone: `size × size` modules, row-major, 1 = dark.
 * Writers take only this (STYLE.md: renderers never see domain objects).
 */
export interface QrMatrix {
  readonly size: number;
  readonly modules: Uint8Array;
}

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

/** Reads either matrix shape as columns × rows; `width`/`height` win over `size`. */
export function gridOf(matrix: WriterMatrix): ModuleGrid {
  if ('width' in matrix && 'height' in matrix) return matrix;
  const { size, modules } = matrix as QrMatrix;
  return { width: size, height: size, modules };
}

// encodeQr lived here before the encoder got its own folder; render-qr.ts and the writers'
// tests still import it from here.
export type { EncodeOptions, EncodedQr } from './encoder/encode-qr';
export { encodeQr } from './encoder/encode-qr';
