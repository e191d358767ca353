import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import opentype from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { notoSans, notoSansBytes } from '../src/fonts/noto-sans';
import { subsetTrueType } from '../src/fonts/truetype-subset';
import { captionWarning, renderSheet } from '../src/index';

// Sheet captions read back by poppler (pdffonts, pdftotext) and checked by qpdf: tools that
// share no code with our writer or our font reader.
const dir = mkdtempSync(join(tmpdir(), 'qz-sheet-captions-'));
let fileCount = 0;
function saved(bytes: Uint8Array): string {
  const path = join(dir, `sheet-${++fileCount}.pdf`);
  writeFileSync(path, bytes);
  return path;
}

const SAMPLES = ['Gąsienica Café – Łódź', 'Ελληνικά: Καλημέρα', 'Кириллица: Привет, мир', 'Tiếng Việt, ½ €5'];

describe('sheet captions in the embedded caption font', () => {
  it('embed one subset font that poppler lists as embedded, and read back exactly for Latin, Greek and Cyrillic', async () => {
    const path = saved(await renderSheet(SAMPLES.map((caption, index) => ({ content: `https://qz.example/c/${index}`, caption })), { page: 'A4', symbolMm: 40, columns: 1 }));
    const fonts = execFileSync('pdffonts', [path], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^[A-Z]{6}\+NotoSans-Regular\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes\s/);
    const lines = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && line !== '\f');
    expect(lines).toEqual(SAMPLES);
    expect(execFileSync('qpdf', ['--check', path], { encoding: 'utf8' })).toContain('No syntax or stream encoding errors');
  });

  it('carry only the outlines the file draws', async () => {
    const small = await renderSheet([{ content: 'a', caption: 'Ab' }], { symbolMm: 30 });
    const large = await renderSheet([{ content: 'a', caption: SAMPLES.join(' ') }], { symbolMm: 140, page: 'A3' });
    // The whole font is ~119 kB; two letters' subset compresses to a few kB.
    expect(small.length).toBeLessThan(12_000);
    expect(large.length).toBeGreaterThan(small.length);
  });

  it('go into a PDF/X-1a sheet: every font embedded, qpdf clean', async () => {
    const path = saved(await renderSheet([{ content: 'https://qz.example/x', caption: 'Καφές Кафе Café' }], { symbolMm: 30, pdfx: 'x-1a' }));
    expect(execFileSync('pdffonts', [path], { encoding: 'utf8' })).toMatch(/NotoSans-Regular\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    expect(execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).trim()).toBe('Καφές Кафе Café');
    expect(execFileSync('qpdf', ['--check', path], { encoding: 'utf8' })).toContain('No syntax or stream encoding errors');
  });

  it('warn about the characters the font lacks, and only those', () => {
    for (const sample of SAMPLES) expect(captionWarning(sample)).toBeUndefined();
    expect(captionWarning('Table 2 東京 🍜 東')).toBe(
      'the caption font (Noto Sans: Latin, Greek, Cyrillic) has no glyph for "東" U+6771, "京" U+4EAC, "🍜" U+1F35C; they print as blank space',
    );
  });
});

describe('subsetTrueType', () => {
  it('keeps the asked glyphs (and their components) as the whole font has them, and empties the rest', () => {
    const font = notoSans();
    const asked = [...'Åé'].map((character) => font.glyphId(character.codePointAt(0)!));
    const parsed = opentype.parse(subsetTrueType(font, asked).slice().buffer);
    const whole = opentype.parse(notoSansBytes().slice().buffer);
    expect(parsed.numGlyphs).toBe(font.glyphCount);
    for (const glyphId of asked) {
      expect(parsed.glyphs.get(glyphId).path.commands).toEqual(whole.glyphs.get(glyphId).path.commands);
      expect(parsed.glyphs.get(glyphId).advanceWidth).toBe(font.advanceWidth(glyphId));
    }
    const other = font.glyphId('Z'.codePointAt(0)!);
    expect(parsed.glyphs.get(other).path.commands).toEqual([]);
    expect(parsed.glyphs.get(other).advanceWidth).toBe(font.advanceWidth(other));
  });
});
