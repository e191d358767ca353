import type { TrueTypeFont } from '../fonts/truetype-font';
import { setTextRun } from '../fonts/text-run';
import type { Outline, Segment, Subpath } from '../styles/path';

/** A line of text set in a font, before it is scaled: its extent in font units (y up). */
export interface SetLine {
  readonly font: TrueTypeFont;
  readonly glyphs: readonly { readonly glyphId: number; readonly x: number }[];
  /** The extent every glyph's outline and the font's ascender/descender fit in. */
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/**
 * Sets `text` on one line. Throws a `RangeError` naming the characters the font has no glyph
 * for: a frame would otherwise print empty boxes.
 */
export function setLine(font: TrueTypeFont, text: string): SetLine {
  const run = setTextRun(font, text);
  if (run.missing.length > 0) {
    const listed = run.missing.map((character) => `${JSON.stringify(character)} (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`).join(', ');
    throw new RangeError(`frame.text: the bundled font (Noto Sans: Latin, Greek, Cyrillic) has no glyph for ${listed}`);
  }
  let left = 0;
  let right = run.width;
  let top = font.ascender;
  let bottom = font.descender;
  for (const glyph of run.glyphs) {
    for (const command of font.outline(glyph.glyphId)) {
      if (command.op === 'Z') continue;
      // Control points too: a quadratic curve stays inside the hull of its points.
      const points = command.op === 'Q' ? [command.cx, command.cy, command.x, command.y] : [command.x, command.y];
      for (let i = 0; i < points.length; i += 2) {
        left = Math.min(left, glyph.x + points[i]!);
        right = Math.max(right, glyph.x + points[i]!);
        bottom = Math.min(bottom, points[i + 1]!);
        top = Math.max(top, points[i + 1]!);
      }
    }
  }
  return { font, glyphs: run.glyphs, left, right, top, bottom };
}

/**
 * The line's glyph outlines in module units (y down), scaled by `scale` modules per font unit
 * with the line's extent's top-left corner at (x, y). Quadratic curves become the cubic
 * Béziers that trace them exactly (control points two thirds of the way to the quadratic's).
 */
export function lineOutline(line: SetLine, scale: number, x: number, y: number): Outline {
  const outline: Outline = [];
  const px = (glyphX: number, unitX: number) => x + (glyphX + unitX - line.left) * scale;
  const py = (unitY: number) => y + (line.top - unitY) * scale;
  for (const glyph of line.glyphs) {
    let start: { x: number; y: number } | undefined;
    let segments: Segment[] = [];
    let penX = 0;
    let penY = 0;
    const close = () => {
      if (start && segments.length > 0) outline.push({ x: start.x, y: start.y, segments } satisfies Subpath);
      start = undefined;
      segments = [];
    };
    for (const command of line.font.outline(glyph.glyphId)) {
      if (command.op === 'Z') {
        close();
        continue;
      }
      const toX = px(glyph.x, command.x);
      const toY = py(command.y);
      if (command.op === 'Q') {
        const cx = px(glyph.x, command.cx);
        const cy = py(command.cy);
        segments.push({ kind: 'cubic', x1: penX + (2 / 3) * (cx - penX), y1: penY + (2 / 3) * (cy - penY), x2: toX + (2 / 3) * (cx - toX), y2: toY + (2 / 3) * (cy - toY), x: toX, y: toY });
      } else if (command.op === 'M') {
        close();
        start = { x: toX, y: toY };
      } else {
        segments.push({ kind: 'line', x: toX, y: toY });
      }
      penX = toX;
      penY = toY;
    }
    close();
  }
  return outline;
}
