import { canonicalSpelling } from './canonical-spelling';

/**
 * The 2-D symbols an image can be drawn as: QR (ISO/IEC 18004), Micro QR (same standard, for
 * a few characters), rMQR (ISO/IEC 23941, rectangular, for strips a few millimetres high) and
 * Data Matrix (ISO/IEC 16022 ECC 200, GS1's carrier for small items).
 */
export const SYMBOLOGIES = ['qr', 'microqr', 'rmqr', 'datamatrix'] as const;

export type Symbology = (typeof SYMBOLOGIES)[number];

export const DEFAULT_SYMBOLOGY: Symbology = 'qr';

/** Trimmed, any case; anything else is unset (`undefined`), never an error (contract, image rule 1). */
export function parseSymbology(input: unknown): Symbology | undefined {
  return typeof input === 'string' ? canonicalSpelling(SYMBOLOGIES, input.trim()) : undefined;
}
