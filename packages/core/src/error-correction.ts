/** QR error-correction levels (ISO/IEC 18004 §5.3.8): about 7, 15, 25 and 30 % recovery. */
export const ERROR_CORRECTION_LEVELS = ['L', 'M', 'Q', 'H'] as const;

export type ErrorCorrection = (typeof ERROR_CORRECTION_LEVELS)[number];

export const DEFAULT_ERROR_CORRECTION: ErrorCorrection = 'M';

/** Case-insensitive; anything else is unset (`undefined`), never an error (contract, image rule 1). */
export function parseErrorCorrection(input: unknown): ErrorCorrection | undefined {
  if (typeof input !== 'string') return undefined;
  const level = input.trim().toUpperCase();
  return (ERROR_CORRECTION_LEVELS as readonly string[]).includes(level) ? (level as ErrorCorrection) : undefined;
}
