import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { checkScan, SCAN_CONDITIONS } from '../src/scan-check/index';
import { FINDER_INNER_SHAPES, FINDER_OUTER_SHAPES } from '../src/styles/finder-shapes';
import { MODULE_SHAPES } from '../src/styles/module-shapes';

// The wasm from node_modules: the tests never touch the network (zxing-wasm's default is a CDN).
const zxingWasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
const CONTENT = 'https://example.com/quietzone/scan-check';
const TIMEOUT = 60_000;

describe('checkScan', () => {
  it('answers ok for a plain code, read by both decoders under every condition, each named', { timeout: TIMEOUT }, async () => {
    const check = await checkScan(CONTENT, {}, { zxingWasm });
    expect(check).toMatchObject({ decodes: true, margin: 'ok', decidedBy: ['zxing', 'jsqr'] });
    expect(check.conditions.map((condition) => condition.name)).toEqual([...SCAN_CONDITIONS]);
    for (const condition of check.conditions) expect(condition).toEqual({ name: condition.name, decoded: { zxing: true, jsqr: true }, passed: true });
  });

  it.each(MODULE_SHAPES.map((modules, index) => ({
    modules,
    finder: { outer: FINDER_OUTER_SHAPES[index % FINDER_OUTER_SHAPES.length]!, inner: FINDER_INNER_SHAPES[(index + 1) % FINDER_INNER_SHAPES.length]! },
  })))('decodes $modules modules with a $finder.outer/$finder.inner finder', { timeout: TIMEOUT }, async (style) => {
    const check = await checkScan(CONTENT, { ...style, ecc: 'Q', size: 6 }, { zxingWasm });
    expect(check.decodes).toBe(true);
    expect(check.margin).not.toBe('fails');
    expect(check.conditions[0]!.decoded.zxing).toBe(true);
    // Dots, diamonds and bars are ZXing-C++'s alone to decide; the others need jsQR too.
    expect(check.decidedBy).toEqual(['square', 'rounded', 'classy'].includes(style.modules) ? ['zxing', 'jsqr'] : ['zxing']);
  });

  it('answers fails, naming each condition, for a foreground barely darker than its background', { timeout: TIMEOUT }, async () => {
    const check = await checkScan(CONTENT, { fg: '#777777', bg: '#888888' }, { zxingWasm });
    expect(check.decodes).toBe(false);
    expect(check.margin).toBe('fails');
    expect(check.conditions.map((condition) => condition.name)).toEqual([...SCAN_CONDITIONS]);
    expect(check.conditions.find((condition) => condition.name === 'contrast-halved')).toMatchObject({ decoded: { zxing: false, jsqr: false }, passed: false });
  });

  it('answers low when the code reads as drawn but not under every capture', { timeout: TIMEOUT }, async () => {
    // Mid-gray on white: enough contrast as drawn, too little for jsQR once it is halved.
    const check = await checkScan(CONTENT, { fg: '#777777' }, { zxingWasm });
    expect(check.decodes).toBe(true);
    expect(check.margin).toBe('low');
    expect(check.conditions.filter((condition) => !condition.passed)).toEqual([{ name: 'contrast-halved', decoded: { zxing: true, jsqr: false }, passed: false }]);
  });

  it('requires the decoded text to equal the content exactly, and leaves jsQR out for other symbols', { timeout: TIMEOUT }, async () => {
    const check = await checkScan('HELLO', { symbol: 'microqr' }, { zxingWasm });
    expect(check.decidedBy).toEqual(['zxing']);
    expect(check.conditions.every((condition) => !condition.decoded.jsqr)).toBe(true);
    expect(check.decodes).toBe(true);
  });
});
