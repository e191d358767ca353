import { describe, expect, it } from 'vitest';
import { BLACK, WHITE, formatHexColor, grayPercent, isGray, parseColor, parseHexColor, sameRgb, toCmykPercent } from '../src/color';

describe('parseHexColor', () => {
  it('reads RRGGBB and RGB, any case, with or without #', () => {
    expect(parseHexColor('ff0000')).toEqual({ r: 255, g: 0, b: 0 });
    expect(parseHexColor('#00FF00')).toEqual({ r: 0, g: 255, b: 0 });
    expect(parseHexColor('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc });
    expect(parseHexColor('1A2b3C')).toEqual({ r: 0x1a, g: 0x2b, b: 0x3c });
  });

  it('treats anything else as unset', () => {
    for (const input of ['', '#', '12', '1234', '12345', '1234567', 'ggg', '##fff', 'transparent', 'rgb(0,0,0)', 'f f f']) {
      expect(parseHexColor(input), input).toBeUndefined();
    }
    for (const input of [undefined, null, 0, 0xffffff, {}, ['fff'], true]) {
      expect(parseHexColor(input)).toBeUndefined();
    }
  });
});

describe('parseColor', () => {
  it('adds transparent, case-insensitive', () => {
    expect(parseColor('transparent')).toBe('transparent');
    expect(parseColor('Transparent')).toBe('transparent');
    expect(parseColor('fff')).toEqual(WHITE);
    expect(parseColor('transparentx')).toBeUndefined();
  });
});

describe('formatHexColor', () => {
  it('writes #RRGGBB upper case with leading zeros', () => {
    expect(formatHexColor(BLACK)).toBe('#000000');
    expect(formatHexColor(WHITE)).toBe('#FFFFFF');
    expect(formatHexColor({ r: 1, g: 0xab, b: 0x0c })).toBe('#01AB0C');
  });
});

describe('gray and CMYK', () => {
  it('calls r = g = b gray', () => {
    expect(isGray({ r: 128, g: 128, b: 128 })).toBe(true);
    expect(isGray({ r: 128, g: 128, b: 129 })).toBe(false);
    expect(sameRgb(BLACK, { r: 0, g: 0, b: 0 })).toBe(true);
  });

  it('converts the primaries and black naively, in whole percents', () => {
    expect(toCmykPercent({ r: 255, g: 0, b: 0 })).toEqual({ c: 0, m: 100, y: 100, k: 0 });
    expect(toCmykPercent({ r: 0, g: 0, b: 255 })).toEqual({ c: 100, m: 100, y: 0, k: 0 });
    expect(toCmykPercent(BLACK)).toEqual({ c: 0, m: 0, y: 0, k: 100 });
    expect(toCmykPercent(WHITE)).toEqual({ c: 0, m: 0, y: 0, k: 0 });
    expect(toCmykPercent({ r: 128, g: 128, b: 128 })).toEqual({ c: 0, m: 0, y: 0, k: 50 });
  });

  it('gives gray levels as percent of white', () => {
    expect(grayPercent(BLACK)).toBe(0);
    expect(grayPercent(WHITE)).toBe(100);
    expect(grayPercent({ r: 128, g: 128, b: 128 })).toBe(50);
  });
});
