import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compressAiElements, decompressAiElements } from '../../src/gs1/ai-compression';
import { compressDigitalLinkPath, decompressDigitalLinkPath } from '../../src/gs1/compressed-digital-link';
import { identifierWithCpv } from './arbitraries';

// Bit packing is string work: 2,000 runs put every set-82 character, every value length
// (1–20) and every alphabet choice (digits, hex, base64url, ASCII) into each qualifier many
// times over.
const RUNS = 2000;

describe('Digital Link compression properties', () => {
  it('decompress(compress(x)) = x for every valid identifier, lot and serial over set 82', () => {
    fc.assert(
      fc.property(identifierWithCpv, (id) => {
        const path = compressDigitalLinkPath(id);
        expect(path).toMatch(/^\/[A-Za-z0-9_-]+$/);
        expect(decompressDigitalLinkPath(path)).toEqual({ ok: true, value: { identifier: id, attributes: [] } });
      }),
      { numRuns: RUNS },
    );
  });

  it('values drawn from each alphabet alone round-trip too, and so do data attributes beside them', () => {
    const alphabet = fc.constantFrom('0123456789', '0123456789abcdef', '0123456789ABCDEF', 'ABCxyz019-_');
    const value = alphabet.chain((chars) => fc.array(fc.constantFrom(...chars), { minLength: 1, maxLength: 20 }).map((list) => list.join('')));
    const date = fc.array(fc.constantFrom(...'0123456789'), { minLength: 6, maxLength: 6 }).map((list) => list.join(''));
    fc.assert(
      fc.property(value, value, fc.option(date, { nil: undefined }), (lot, serial, expiry) => {
        const elements = [{ ai: '01', value: '09506000134352' }, { ai: '10', value: lot }, { ai: '21', value: serial }, ...(expiry === undefined ? [] : [{ ai: '17', value: expiry }])];
        const back = decompressAiElements(compressAiElements(elements));
        expect(back.ok).toBe(true);
        if (back.ok) expect([...back.value].sort((a, b) => a.ai.localeCompare(b.ai))).toEqual([...elements].sort((a, b) => a.ai.localeCompare(b.ai)));
      }),
      { numRuns: RUNS },
    );
  });

  it('never throws on any text, and whatever it reads compresses back to a text it reads the same way', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_/%'), maxLength: 40 }), (text) => {
        const read = decompressAiElements(text);
        if (read.ok) expect(decompressAiElements(compressAiElements(read.value)).ok).toBe(true);
        decompressDigitalLinkPath(`/${text}`);
      }),
      { numRuns: RUNS },
    );
  });
});
