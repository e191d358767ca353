import { describe, expect, it } from 'vitest';
import { compressAiElements, decompressAiElements } from '../../src/gs1/ai-compression';
import { compressDigitalLink, compressDigitalLinkPath, decompressDigitalLinkPath } from '../../src/gs1/compressed-digital-link';

/**
 * Vectors written by GS1's reference toolkit (GS1DigitalLinkCompressionPrototype,
 * `compressGS1AIarrayToBinary` with optimisations, then `bin2base64`), and the one the GS1
 * resolver test suite scans, /AQdJnd9bVg.
 */
const TOOLKIT_VECTORS: readonly [elements: Record<string, string>, compressed: string][] = [
  [{ '01': '04006381333931' }, 'AQdJnd9bVg'],
  [{ '01': '09506000134352' }, 'ARFKk4XBoA'],
  [{ '01': '09506000134352', '10': 'ABC123' }, 'CxFKk4XBoI1XgkY'],
  [{ '01': '09506000134352', '21': '12345' }, 'DBFKk4XBoAowOQ'],
  [{ '01': '09506000134352', '10': 'ABC123', '21': '12345' }, 'CxFKk4XBoI1XgkZCCjA5'],
  [{ '01': '09506000134352', '22': '2A', '10': 'ABC123', '21': '12345' }, 'ChFKk4XBoIRUII1XgkZCCjA5'],
  [{ '01': '04006381333931', '21': 'Y1' }, 'DAdJnd9bVsTGo'],
  [{ '01': '09506000134352', '10': 'abc', '21': 'xyz-_9' }, 'CxFKk4XBoEdXhCzY5Z_f-g'],
  [{ '01': '09506000134352', '21': 'A!B/(c)%' }, 'DBFKk4XBoREFDCXqMalK'],
  [{ '01': '09506000134352', '10': 'L1', '21': 'S1', '17': '271231' }, 'GhFKk4XBoMRerElqhG_g'],
  [{ '01': '09506000134352', '7003': '1903061658', '10': 'ABC&+123' }, 'DhFKk4XBoDi3NU0IREGFDTK2LJm'],
  [{ '01': '09506000134352', '3103': '000189' }, 'LRFKk4XBoAAXo'],
  [{ '00': '106141412345678908' }, 'ABeRcNWtKMPA'],
];

const elementsOf = (record: Record<string, string>) => Object.entries(record).map(([ai, value]) => ({ ai, value }));
const sortedByAi = <T extends { ai: string }>(elements: readonly T[]) => [...elements].sort((a, b) => a.ai.localeCompare(b.ai));

describe('compressAiElements and decompressAiElements', () => {
  it.each(TOOLKIT_VECTORS)('%j compresses to the toolkit\'s %s and back', (record, compressed) => {
    expect(compressAiElements(elementsOf(record))).toBe(compressed);
    const back = decompressAiElements(compressed);
    expect(back.ok).toBe(true);
    if (back.ok) expect(sortedByAi(back.value)).toEqual(sortedByAi(elementsOf(record)));
  });

  it('keeps the leading zeros of an all-digit value (the length is in the bits)', () => {
    const compressed = compressAiElements([{ ai: '01', value: '09506000134352' }, { ai: '21', value: '007' }]);
    expect(decompressAiElements(compressed)).toEqual({ ok: true, value: [{ ai: '01', value: '09506000134352' }, { ai: '21', value: '007' }] });
  });

  it('refuses an AI outside the tables, a repeated AI and a value that breaks its format', () => {
    expect(() => compressAiElements([{ ai: '253', value: '9506000134352X' }])).toThrow(RangeError);
    expect(() => compressAiElements([{ ai: '01', value: '09506000134352' }, { ai: '01', value: '09506000134352' }])).toThrow(RangeError);
    expect(() => compressAiElements([{ ai: '01', value: '0950600013435' }])).toThrow(RangeError);
    expect(() => compressAiElements([{ ai: '10', value: 'x'.repeat(21) }])).toThrow(RangeError);
    expect(() => compressAiElements([{ ai: '10', value: 'é' }])).toThrow(RangeError);
  });

  it('fails, naming why, on anything that is not one: other characters, bits cut short or left over, unknown codes', () => {
    const message = (text: string) => {
      const result = decompressAiElements(text);
      return result.ok ? undefined : result.failure.message;
    };
    expect(message('AQdJ/nd9bVg')).toMatch(/only A–Z a–z 0–9 - and _/);
    expect(message('AQdJnd9b')).toMatch(/cut short/);
    expect(message('AQdJnd9bVh')).toMatch(/left over/);
    expect(message('AQdJnd9bVgA')).toMatch(/AI 00 is cut short/);
    // 0x5F: an AI would begin with "5F", no sequence code has that number.
    expect(message('X_____')).toMatch(/no AI sequence code/);
    // Generated short codes (7 characters, 42 bits) are too short to hold a GTIN.
    for (const shortCode of ['aB3dE5g', 'k7PqR2s', 'ZZZZZZZ', '2222222']) expect(decompressAiElements(shortCode).ok && decompressDigitalLinkPath(`/${shortCode}`).ok).toBe(false);
  });
});

describe('compressDigitalLink and decompressDigitalLinkPath', () => {
  it('compresses a GTIN with its qualifiers on any base, as the toolkit does', () => {
    expect(compressDigitalLink('https://id.gs1.org/', { gtin: '4006381333931', lot: null, serial: null })).toBe('https://id.gs1.org/AQdJnd9bVg');
    expect(compressDigitalLinkPath({ gtin: '09506000134352', cpv: '2A', lot: 'ABC123', serial: '12345' })).toBe('/ChFKk4XBoIRUII1XgkZCCjA5');
    expect(() => compressDigitalLinkPath({ gtin: '09506000134353', lot: null, serial: null })).toThrow(RangeError);
  });

  it('reads /AQdJnd9bVg as GTIN 04006381333931, and data attributes apart', () => {
    expect(decompressDigitalLinkPath('/AQdJnd9bVg')).toEqual({ ok: true, value: { identifier: { gtin: '04006381333931', lot: null, serial: null }, attributes: [] } });
    expect(decompressDigitalLinkPath('https://example.com/shop/GhFKk4XBoMRerElqhG_g')).toEqual({
      ok: true,
      value: { identifier: { gtin: '09506000134352', lot: 'L1', serial: 'S1' }, attributes: [{ ai: '17', value: '271231' }] },
    });
  });

  it('refuses other primary keys, a bad check digit and values a passport cannot hold', () => {
    const failure = (elements: Record<string, string>) => {
      const result = decompressDigitalLinkPath(`/${compressAiElements(elementsOf(elements))}`);
      return result.ok ? undefined : { field: result.failure.field, message: result.failure.message };
    };
    expect(failure({ '00': '106141412345678908' })).toEqual({ field: 'uri', message: 'primary key AI 00 is not supported: only 01 (GTIN) is' });
    expect(failure({ '17': '271231' })).toEqual({ field: 'uri', message: 'a compressed GS1 Digital Link of a product holds AI 01 (GTIN)' });
    expect(failure({ '01': '09506000134353' })).toMatchObject({ field: 'gtin' });
    expect(failure({ '01': '09506000134352', '21': '..' })).toMatchObject({ field: 'serial' });
  });
});
