import { canonicalSpelling } from './canonical-spelling';

/** QR error-correction levels (ISO/IEC 18004 §5.3.8): about 7, 15, 25 and 30 % recovery. */
export const ERROR_CORRECTION_LEVELS = ['L', 'M', 'Q', 'H'] as const;

export type ErrorCorrection = (typeof ERROR_CORRECTION_LEVELS)[number];

export const DEFAULT_ERROR_CORRECTION: ErrorCorrection = 'M';

/** Trimmed, any case; anything else is unset (`undefined`), never an error (contract, image rule 1). */
export function parseErrorCorrection(input: unknown): ErrorCorrection | undefined {
  return typeof input === 'string' ? canonicalSpelling(ERROR_CORRECTION_LEVELS, input.trim()) : undefined;
}
