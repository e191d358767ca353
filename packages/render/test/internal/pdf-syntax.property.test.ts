import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pdfName, pdfNumber } from '../../src/internal/pdf-syntax';

/** Reverses PDF 32000-1 §7.3.5's escapes: the name's bytes, `#XX` read as one byte. */
function nameBytes(name: string): number[] {
  const bytes: number[] = [];
  for (let i = 1; i < name.length; i++) {
    if (name[i] === '#') {
      bytes.push(Number.parseInt(name.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(name.charCodeAt(i));
    }
  }
  return bytes;
}

describe('pdfName', () => {
  it('writes any text as a slash and regular characters that read back as its UTF-8 bytes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const name = pdfName(text);
        expect(name.startsWith('/')).toBe(true);
        // Only regular characters after the slash: no white space, no delimiter, nothing outside ! to ~.
        expect(name.slice(1)).toMatch(/^[!"$&'*+,\-.0-9:;=?@A-Z\\^_`a-z|~#]*$/);
        // Every # starts a two-digit upper-case hex escape.
        expect(name.slice(1).replace(/#[0-9A-F]{2}/g, '')).not.toContain('#');
        expect(nameBytes(name)).toEqual([...new TextEncoder().encode(text)]);
      }),
    );
  });

  it('escapes the space of an ink name as pdf-lib and the RIPs write it', () => {
    expect(pdfName('PANTONE 286 C')).toBe('/PANTONE#20286#20C');
    expect(pdfName('HKS 43 (K)')).toBe('/HKS#2043#20#28K#29');
    expect(pdfName('50% #1/2')).toBe('/50#25#20#231#2F2');
  });
});

describe('pdfNumber', () => {
  it('writes a decimal with no exponent and no trailing zero that reads back as the value rounded', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 6 }), (value, decimals) => {
        const text = pdfNumber(value, decimals);
        expect(text).toMatch(/^-?(0|[1-9][0-9]*)(\.[0-9]*[1-9])?$/);
        const places = text.split('.')[1]?.length ?? 0;
        expect(places).toBeLessThanOrEqual(decimals);
        expect(Math.abs(Number(text) - value)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + Math.abs(value) * 1e-15);
      }),
    );
  });

  it('writes the module edge of a 1 mm module and small inks as the print writers need them', () => {
    expect(pdfNumber(72 / 25.4)).toBe('2.834646');
    expect(pdfNumber(0.000_000_4)).toBe('0');
    expect(pdfNumber(-0.000_000_4)).toBe('0');
    expect(pdfNumber(0.66)).toBe('0.66');
    expect(pdfNumber(595.28, 4)).toBe('595.28');
    expect(pdfNumber(100)).toBe('100');
  });
});
