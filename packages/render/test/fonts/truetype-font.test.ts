import opentype from 'opentype.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notoSans, notoSansBytes } from '../../src/fonts/noto-sans';
import { setTextRun } from '../../src/fonts/text-run';
import { readTrueTypeFont, type GlyphPathCommand } from '../../src/fonts/truetype-font';

// opentype.js is an independent TrueType parser: every number our reader gives is held to it.
const bytes = notoSansBytes();
const reference = opentype.parse(bytes.slice().buffer);
const font = notoSans();

interface Command {
  readonly type: string;
  readonly x?: number;
  readonly y?: number;
  readonly x1?: number;
  readonly y1?: number;
}

/**
 * A glyph as the multiset of its curve segments: independent of where each contour starts and
 * of zero-length lines, which two correct readers may emit differently.
 */
function segments(commands: readonly Command[]): string[] {
  const found: string[] = [];
  let start = { x: 0, y: 0 };
  let at = { x: 0, y: 0 };
  const line = (to: { x: number; y: number }) => {
    if (to.x !== at.x || to.y !== at.y) found.push(`L ${at.x},${at.y} ${to.x},${to.y}`);
    at = to;
  };
  for (const command of commands) {
    if (command.type === 'M') start = at = { x: command.x!, y: command.y! };
    else if (command.type === 'L') line({ x: command.x!, y: command.y! });
    else if (command.type === 'Q') {
      found.push(`Q ${at.x},${at.y} ${command.x1},${command.y1} ${command.x},${command.y}`);
      at = { x: command.x!, y: command.y! };
    } else if (command.type === 'Z') line(start);
    else throw new Error(`unexpected command ${command.type}`);
  }
  return found.sort();
}

function ours(commands: readonly GlyphPathCommand[]): Command[] {
  return commands.map((command) => (command.op === 'Q' ? { type: 'Q', x1: command.cx, y1: command.cy, x: command.x, y: command.y } : command.op === 'Z' ? { type: 'Z' } : { type: command.op, x: command.x, y: command.y }));
}

describe('the TrueType reader, against opentype.js on the bundled font', () => {
  it('reads the same metrics', () => {
    expect(font.unitsPerEm).toBe(reference.unitsPerEm);
    expect(font.glyphCount).toBe(reference.numGlyphs);
    expect(font.ascender).toBe(reference.ascender);
    expect(font.descender).toBe(reference.descender);
  });

  it('maps every character of the font to the same glyph', () => {
    const map = reference.tables.cmap.glyphIndexMap;
    const codePoints = Object.keys(map).map(Number);
    expect(codePoints.length).toBeGreaterThan(1400);
    for (const codePoint of codePoints) expect(font.glyphId(codePoint), `U+${codePoint.toString(16)}`).toBe(map[codePoint]);
  });

  it('gives every glyph the same advance and the same outline', () => {
    for (let glyphId = 0; glyphId < font.glyphCount; glyphId += 1) {
      const glyph = reference.glyphs.get(glyphId);
      expect(font.advanceWidth(glyphId), `glyph ${glyphId}`).toBe(glyph.advanceWidth);
      expect(segments(ours(font.outline(glyphId))), `glyph ${glyphId}`).toEqual(segments(glyph.path.commands));
    }
  });

  it('answers .notdef for characters outside the subset and the map', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x10ffff }), (codePoint) => {
        const glyphId = font.glyphId(codePoint);
        const map = reference.tables.cmap.glyphIndexMap;
        expect(glyphId).toBe(map[codePoint] ?? 0);
      }),
    );
  });

  it('covers Latin, Greek and Cyrillic, and says which characters it lacks', () => {
    const run = setTextRun(font, 'Gąsienica Café · Ελληνικά · Кириллица · Tiếng Việt');
    expect(run.missing).toEqual([]);
    expect(run.width).toBe(run.glyphs.reduce((sum, glyph) => sum + glyph.advance, 0));
    expect(setTextRun(font, '桌 2 ☕').missing).toEqual(['桌', '☕']);
    // A base letter and a combining accent find the precomposed glyph.
    expect(setTextRun(font, 'e\u0301').glyphs.map((glyph) => glyph.codePoint)).toEqual([0xe9]);
  });

  it('refuses bytes that are not a TrueType font', () => {
    expect(() => readTrueTypeFont(new Uint8Array(8))).toThrow(/too short/);
    expect(() => readTrueTypeFont(new TextEncoder().encode('%PDF-1.7 not a font at all'))).toThrow(/sfnt version/);
    const cut = bytes.slice(0, 200);
    expect(() => readTrueTypeFont(cut)).toThrow(/past the end|cut short/);
  });
});
