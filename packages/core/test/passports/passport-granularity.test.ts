import { describe, expect, it } from 'vitest';
import { passportGranularity } from '../../src/passports/passport-granularity';

describe('passportGranularity', () => {
  it('is model, batch or item by the qualifiers present', () => {
    expect(passportGranularity({ lot: null, serial: null })).toBe('model');
    expect(passportGranularity({ lot: 'L1', serial: null })).toBe('batch');
    expect(passportGranularity({ lot: null, serial: 'S1' })).toBe('item');
    expect(passportGranularity({ lot: 'L1', serial: 'S1' })).toBe('item');
  });
});
