import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMillimetresFlag, parseSheetFlag, parseSpotFlag } from '../../src/internal/print-flags';

describe('parseSpotFlag', () => {
  it('takes the name before the last colon and four ink percents after it', () => {
    expect(parseSpotFlag('PANTONE 286 C:100,66,0,2')).toEqual({ ok: true, value: { spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] } });
    expect(parseSpotFlag('HKS 43: 100, 60.5, 0, 0')).toEqual({ ok: true, value: { spot: 'HKS 43', cmyk: [100, 60.5, 0, 0] } });
    expect(parseSpotFlag('Brand:Blue:10,20,30,40')).toMatchObject({ ok: true, value: { spot: 'Brand:Blue' } });
  });

  it.each(['PANTONE 286 C', ':1,2,3,4', 'X:1,2,3', 'X:1,2,3,101', 'X:-1,2,3,4', 'Grün:1,2,3,4', 'X:a,b,c,d'])('refuses %j', (text) => {
    expect(parseSpotFlag(text).ok).toBe(false);
  });

  it('reads back any valid spot it is given', () => {
    const percent = fc.integer({ min: 0, max: 100 });
    const name = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ()-]{0,20}[A-Za-z0-9]$/);
    fc.assert(
      fc.property(name, fc.tuple(percent, percent, percent, percent), (spot, cmyk) => {
        expect(parseSpotFlag(`${spot}:${cmyk.join(',')}`)).toEqual({ ok: true, value: { spot, cmyk } });
      }),
    );
  });
});

describe('parseSheetFlag', () => {
  it('knows the named sheets in any case, and WIDTHxHEIGHT in mm', () => {
    expect(parseSheetFlag('sra3')).toEqual({ ok: true, value: 'SRA3' });
    expect(parseSheetFlag('LETTER')).toEqual({ ok: true, value: 'Letter' });
    expect(parseSheetFlag('330x487.5')).toEqual({ ok: true, value: { widthMm: 330, heightMm: 487.5 } });
    expect(parseSheetFlag('0x100').ok).toBe(false);
    expect(parseSheetFlag('B5').ok).toBe(false);
  });
});

describe('parseMillimetresFlag', () => {
  it('takes plain decimals only', () => {
    expect(parseMillimetresFlag('0.5')).toEqual({ ok: true, value: 0.5 });
    for (const text of ['', '-1', '1e2', '3mm', '0x10']) expect(parseMillimetresFlag(text).ok).toBe(false);
  });
});
