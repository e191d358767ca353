import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_CORRECTION, ERROR_CORRECTION_LEVELS, parseErrorCorrection } from '../src/error-correction';

describe('parseErrorCorrection', () => {
  it('reads L, M, Q, H in any case, M by default', () => {
    expect(ERROR_CORRECTION_LEVELS).toEqual(['L', 'M', 'Q', 'H']);
    expect(DEFAULT_ERROR_CORRECTION).toBe('M');
    expect(parseErrorCorrection('l')).toBe('L');
    expect(parseErrorCorrection('Q')).toBe('Q');
    expect(parseErrorCorrection(' h ')).toBe('H');
  });

  it('treats anything else as unset', () => {
    for (const input of ['', 'X', 'LM', 'low', undefined, null, 1, ['H']]) {
      expect(parseErrorCorrection(input)).toBeUndefined();
    }
  });
});
