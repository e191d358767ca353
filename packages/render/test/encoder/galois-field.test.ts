import { describe, expect, it } from 'vitest';
import { GF_EXP, GF_LOG } from '../../src/encoder/galois-field';

describe('GF(256)', () => {
  it('has α = 2 generating all 255 non-zero elements', () => {
    expect(new Set(GF_EXP.subarray(0, 255)).size).toBe(255);
    expect(GF_EXP.subarray(0, 255)).not.toContain(0);
    for (let x = 1; x < 256; x++) expect(GF_EXP[GF_LOG[x]!]).toBe(x);
  });
});
