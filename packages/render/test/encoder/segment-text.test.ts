import { describe, expect, it } from 'vitest';
import { ALPHANUMERIC, BYTE, NUMERIC } from '../../src/encoder/segment-mode';
import { segmentText } from '../../src/encoder/segment-text';

describe('segmentText', () => {
  it('encodes digits in numeric mode: "01234567" takes 4 + 10 + 27 bits (Annex I)', () => {
    expect(segmentText('01234567', 0)).toEqual({
      segments: [{ mode: NUMERIC, start: 0, end: 8, count: 8 }],
      bits: 41,
      hasByteSegment: false,
    });
  });

  it('encodes upper-case text in alphanumeric mode: 5 pairs and a single', () => {
    expect(segmentText('HELLO WORLD', 0)).toEqual({
      segments: [{ mode: ALPHANUMERIC, start: 0, end: 11, count: 11 }],
      bits: 4 + 9 + 5 * 11 + 6,
      hasByteSegment: false,
    });
  });

  it('keeps a short link in one byte segment', () => {
    const link = 'https://qr.example.com/Ab3dE7x';
    expect(segmentText(link, 0).segments).toEqual([{ mode: BYTE, start: 0, end: 30, count: 30 }]);
  });

  it('splits off a long run of digits', () => {
    const content = `${'1234567890'.repeat(3)}abc`;
    expect(segmentText(content, 0)).toEqual({
      segments: [
        { mode: NUMERIC, start: 0, end: 30, count: 30 },
        { mode: BYTE, start: 30, end: 33, count: 3 },
      ],
      bits: 4 + 10 + 100 + 4 + 8 + 24,
      hasByteSegment: true,
    });
  });

  it('counts byte mode in UTF-8 bytes: 2 for é, 4 for a pair, 3 for a lone surrogate', () => {
    expect(segmentText('é', 0).segments[0]!.count).toBe(2);
    expect(segmentText('🙂', 0).segments).toEqual([{ mode: BYTE, start: 0, end: 2, count: 4 }]);
    expect(segmentText('\ud800', 0).segments[0]!.count).toBe(3);
    expect(segmentText('\udc00\ud800', 0).segments[0]!.count).toBe(6);
  });

  it('uses the count indicator width of the version group (Table 3)', () => {
    expect([0, 1, 2].map((group) => segmentText('7', group).bits)).toEqual([18, 20, 22]);
    expect([0, 1, 2].map((group) => segmentText('A', group).bits)).toEqual([19, 21, 23]);
    expect([0, 1, 2].map((group) => segmentText('a', group).bits)).toEqual([20, 28, 28]);
  });

  it('gives no segments for empty content', () => {
    expect(segmentText('', 0)).toEqual({ segments: [], bits: 0, hasByteSegment: false });
  });
});
