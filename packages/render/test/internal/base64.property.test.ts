import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64, base64Bytes } from '../../src/internal/base64';

describe('base64', () => {
  it('writes what Node writes and reads back the bytes it wrote', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = base64(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64'));
        expect(base64Bytes(text)).toEqual(bytes);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a character outside the alphabet', () => {
    expect(() => base64Bytes('QUJD*')).toThrow(/invalid base64 character at 4/);
  });
});
