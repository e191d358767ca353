import { describe, expect, it } from 'vitest';
import { MAX_SCAN_LIMIT, activeFromSchema, codePasswordSchema, maxScansSchema } from '../../src/link-rules/link-controls-schema';

describe('codePasswordSchema', () => {
  it('takes 8 to 128 characters as typed', () => {
    expect(codePasswordSchema.parse(' 8 chars')).toBe(' 8 chars');
    expect(codePasswordSchema.safeParse('7 chars').success).toBe(false);
    expect(codePasswordSchema.safeParse('x'.repeat(128)).success).toBe(true);
    expect(codePasswordSchema.safeParse('x'.repeat(129)).success).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(codePasswordSchema.safeParse('🔑🔑🔑🔑').success).toBe(false);
    expect(codePasswordSchema.safeParse('🔑'.repeat(8)).success).toBe(true);
    expect(codePasswordSchema.safeParse('🔑'.repeat(128)).success).toBe(true);
  });
});

describe('maxScansSchema', () => {
  it('takes positive whole numbers a database integer holds', () => {
    expect(maxScansSchema.parse(1)).toBe(1);
    expect(maxScansSchema.parse(MAX_SCAN_LIMIT)).toBe(MAX_SCAN_LIMIT);
    for (const bad of [0, -1, 1.5, MAX_SCAN_LIMIT + 1, '10', null]) expect(maxScansSchema.safeParse(bad).success).toBe(false);
  });
});

describe('activeFromSchema', () => {
  it('takes a date-time with Z or an offset', () => {
    expect(activeFromSchema.parse('2026-12-01T09:00:00+01:00')).toBe('2026-12-01T09:00:00+01:00');
    expect(activeFromSchema.safeParse('2026-12-01').success).toBe(false);
    expect(activeFromSchema.safeParse('0000-01-01T00:00:00Z').success).toBe(false);
  });
});
