import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPlainDecimal } from '../../src/internal/plain-decimal';

// Doubles over the whole finite range, including subnormals: 5 000 runs are still instant.
const RUNS = 5000;

describe('formatPlainDecimal', () => {
  it('expands exponents', () => {
    expect(formatPlainDecimal(1e-7)).toBe('0.0000001');
    expect(formatPlainDecimal(-1.25e-8)).toBe('-0.0000000125');
    expect(formatPlainDecimal(1e21)).toBe('1000000000000000000000');
    expect(formatPlainDecimal(1.5e22)).toBe('15000000000000000000000');
    expect(formatPlainDecimal(-0)).toBe('0');
    expect(formatPlainDecimal(52.52)).toBe('52.52');
  });

  it('never writes an exponent and reads back as the same number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = formatPlainDecimal(value);
        expect(text).toMatch(/^-?[0-9]+(\.[0-9]+)?$/);
        expect(Number(text)).toBe(value === 0 ? 0 : value);
      }),
      { numRuns: RUNS },
    );
  });
});
