import { describe, expect, it } from 'vitest';
import { safeFileName } from '../../src/internal/safe-file-name';

describe('safeFileName', () => {
  it.each([
    ['flyer-2026_A', 'flyer-2026_A'],
    ['../../etc/passwd', 'etc-passwd'],
    ['..\\..\\windows\\system32', 'windows-system32'],
    ['/absolute/path', 'absolute-path'],
    ['C:\\temp\\x', 'C-temp-x'],
    ['.hidden', 'hidden'],
    ['a..b', 'a.b'],
    ['Café Menü', 'Cafe-Menu'],
    ['line\nbreak\u0000nul', 'line-break-nul'],
    ['con', 'con_'],
    ['LPT1', 'LPT1_'],
  ])('%j → %j', (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });

  it.each(['', '..', '/', '東京', '...---...'])('%j has nothing safe left → undefined', (input) => {
    expect(safeFileName(input)).toBeUndefined();
  });

  it('caps the length at 100 characters', () => {
    expect(safeFileName('a'.repeat(300))).toHaveLength(100);
  });
});
