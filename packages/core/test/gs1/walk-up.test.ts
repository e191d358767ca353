import { describe, expect, it } from 'vitest';
import { walkUpIdentifiers } from '../../src/gs1/walk-up';

const gtin = '09506000134352';

describe('walkUpIdentifiers', () => {
  it('tries the exact keys, then without serial, then without lot', () => {
    expect(walkUpIdentifiers({ gtin, cpv: 'V1', lot: 'L', serial: 'S' })).toEqual([
      { gtin, lot: 'L', serial: 'S' },
      { gtin, lot: 'L', serial: null },
      { gtin, lot: null, serial: null },
    ]);
    expect(walkUpIdentifiers({ gtin, lot: null, serial: 'S' })).toEqual([
      { gtin, lot: null, serial: 'S' },
      { gtin, lot: null, serial: null },
    ]);
    expect(walkUpIdentifiers({ gtin, lot: 'L', serial: null })).toEqual([
      { gtin, lot: 'L', serial: null },
      { gtin, lot: null, serial: null },
    ]);
    expect(walkUpIdentifiers({ gtin, lot: null, serial: null })).toEqual([{ gtin, lot: null, serial: null }]);
  });
});
