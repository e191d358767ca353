import { notoSans } from '../fonts/noto-sans';
import { setTextRun } from '../fonts/text-run';
import type { TrueTypeFont } from '../fonts/truetype-font';
import { subsetTrueType } from '../fonts/truetype-subset';
import { zlibDeflate } from './deflate';
import type { PdfObject } from './pdf-file';
import { flattenCaption } from './caption-text';
import { sha256 } from './sha256';

/** One glyph of a caption: its index in the bundled font and the text it stands for. */
export interface CaptionGlyph {
  readonly glyphId: number;
  readonly text: string;
  /** Advance in font units. */
  readonly advance: number;
}

const ELLIPSIS = '\u2026';

/**
 * `caption` set on one line in the bundled font (Noto Sans: Latin, Greek, Cyrillic), line
 * breaks and tabs as spaces, cut with "…" to `widthPoints` at `points` type size. A character
 * the font lacks is drawn as its `.notdef` glyph (blank in Noto Sans) and named by `captionMissingCharacters` (caption-text.ts).
 */
export function setCaption(caption: string, points: number, widthPoints: number): CaptionGlyph[] {
  const font = notoSans();
  const glyphs = setTextRun(font, flattenCaption(caption)).glyphs.map((glyph) => ({ glyphId: glyph.glyphId, text: String.fromCodePoint(glyph.codePoint), advance: glyph.advance }));
  const limit = (widthPoints * font.unitsPerEm) / points;
  if (runWidth(glyphs) <= limit) return glyphs;
  const ellipsis = setTextRun(font, ELLIPSIS).glyphs[0]!;
  const mark = { glyphId: ellipsis.glyphId, text: ELLIPSIS, advance: ellipsis.advance };
  const kept = [...glyphs];
  while (kept.length > 0 && runWidth(kept) + mark.advance > limit) kept.pop();
  while (kept.length > 0 && kept[kept.length - 1]!.text === ' ') kept.pop();
  return [...kept, mark];
}

/** The width of a set caption at `points` type size, in points: exactly what `Tj` advances (no kerning). */
export function captionWidth(glyphs: readonly CaptionGlyph[], points: number): number {
  return (runWidth(glyphs) * points) / notoSans().unitsPerEm;
}

function runWidth(glyphs: readonly CaptionGlyph[]): number {
  let units = 0;
  for (const glyph of glyphs) units += glyph.advance;
  return units;
}

/**
 * The PDF objects of the caption font, numbered from `first`: a Type0 font (Identity-H) over a
 * CIDFontType2 whose program is the bundled font cut to the glyphs the file draws
 * (PDF 32000-1 §9.7, §9.9), with its widths and a ToUnicode CMap (§9.10.3) so the text
 * copies and searches as written. The font dictionary is object `first`. The subset's tag
 * (the six letters before "+") is derived from the glyphs, so the same captions give the same
 * bytes.
 */
export function captionFontObjects(glyphs: Iterable<CaptionGlyph>, first: number): PdfObject[] {
  const font = notoSans();
  const used = new Map<number, string>();
  for (const glyph of glyphs) if (!used.has(glyph.glyphId)) used.set(glyph.glyphId, glyph.text);
  const ids = [...used.keys()].sort((a, b) => a - b);
  const program = subsetTrueType(font, ids);
  const name = `${subsetTag(ids)}+NotoSans-Regular`;
  const scale = 1000 / font.unitsPerEm;
  const head = new DataView(font.table('head')!.buffer, font.table('head')!.byteOffset);
  const box = [36, 38, 40, 42].map((offset) => Math.round(head.getInt16(offset) * scale));
  const widths = ids.map((id) => `${id} [${Math.round(font.advanceWidth(id) * scale)}]`).join(' ');
  const [cidFont, descriptor, file, toUnicode] = [first + 1, first + 2, first + 3, first + 4];
  return [
    { value: `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>` },
    {
      value:
        `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
        `/FontDescriptor ${descriptor} 0 R /CIDToGIDMap /Identity /DW 1000 /W [${widths}] >>`,
    },
    {
      value:
        `<< /Type /FontDescriptor /FontName /${name} /Flags 4 /FontBBox [${box.join(' ')}] /ItalicAngle 0 ` +
        `/Ascent ${Math.round(font.ascender * scale)} /Descent ${Math.round(font.descender * scale)} /CapHeight ${capHeight(font, scale)} /StemV 80 /FontFile2 ${file} 0 R >>`,
    },
    { dict: `/Length1 ${program.length} /Filter /FlateDecode`, stream: zlibDeflate(program) },
    { dict: '/Filter /FlateDecode', stream: zlibDeflate(new TextEncoder().encode(toUnicodeCMap(used))) },
  ];
}

/** OS/2 sCapHeight (version 2 and later), else the ascender. */
function capHeight(font: TrueTypeFont, scale: number): number {
  const os2 = font.table('OS/2');
  if (os2 !== undefined && os2.length >= 90) {
    const view = new DataView(os2.buffer, os2.byteOffset, os2.byteLength);
    if (view.getUint16(0) >= 2) return Math.round(view.getInt16(88) * scale);
  }
  return Math.round(font.ascender * scale);
}

/** Six capital letters from the glyph set (PDF 32000-1 §9.6.4: a subset's name starts with a tag and "+"). */
function subsetTag(ids: readonly number[]): string {
  const digest = sha256(new TextEncoder().encode(ids.join(',')));
  return Array.from({ length: 6 }, (_, index) => String.fromCharCode(65 + (digest[index]! % 26))).join('');
}

/** A ToUnicode CMap: each glyph id to the UTF-16BE of the text it was set for; `.notdef` maps to nothing. */
function toUnicodeCMap(used: ReadonlyMap<number, string>): string {
  const entries = [...used].filter(([id]) => id !== 0).sort(([a], [b]) => a - b);
  const hex = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');
  const utf16 = (text: string) => [...text].flatMap((character) => {
    const code = character.codePointAt(0)!;
    if (code < 0x10000) return [hex(code)];
    const offset = code - 0x10000;
    return [hex(0xd800 + (offset >> 10)), hex(0xdc00 + (offset & 0x3ff))];
  }).join('');
  const blocks: string[] = [];
  // At most 100 entries per bfchar block (PDF 32000-1 §9.10.3, after Adobe TN 5014).
  for (let index = 0; index < entries.length; index += 100) {
    const block = entries.slice(index, index + 100);
    blocks.push(`${block.length} beginbfchar`, ...block.map(([id, text]) => `<${hex(id)}> <${utf16(text)}>`), 'endbfchar');
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
    '',
  ].join('\n');
}
