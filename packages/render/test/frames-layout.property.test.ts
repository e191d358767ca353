import { Resvg } from '@resvg/resvg-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notoSans } from '../src/fonts/noto-sans';
import { FRAME_STYLES, frameLayoutFor, type Rect } from '../src/frames/index';
import type { Outline } from '../src/styles/path';
import { pathWords, SVG_PATH } from '../src/styles/path-text';

// Frame geometry for any style, symbol side and text: the text's outline (every point and
// control point) stays in its box, the box in the banner and off the quiet zone; the frame,
// rasterised by resvg, leaves every pixel of the quiet-zone square empty.

/** Characters the bundled font draws: Latin with accents, Greek, Cyrillic, digits, punctuation. */
const ALPHABET = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .,:;!?-—€&@ÄÖÜäöüßÉÈÊéèêçñÅÆØåæøĐđẪẫỮữΑΒΓΔΩαβγδωЖЗИЙжзий«»'];
const text = fc.array(fc.constantFrom(...ALPHABET), { minLength: 1, maxLength: 24 }).map((characters) => characters.join('')).filter((value) => value.trim().length > 0);
/** Sides of QR symbols with a 0–8 module quiet zone: version 1 (21) to 40 (177). */
const side = fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 8 })).map(([version, quiet]) => 17 + 4 * version + 2 * quiet);

function points(outline: Outline): [number, number][] {
  return outline.flatMap((subpath) => [[subpath.x, subpath.y] as [number, number], ...subpath.segments.flatMap((segment) => (segment.kind === 'line' ? [[segment.x, segment.y] as [number, number]] : [[segment.x1, segment.y1], [segment.x2, segment.y2], [segment.x, segment.y]] as [number, number][]))]);
}

const EPSILON = 1e-9;
const inside = (rect: Rect, x: number, y: number) => x >= rect.x - EPSILON && y >= rect.y - EPSILON && x <= rect.x + rect.width + EPSILON && y <= rect.y + rect.height + EPSILON;
const contains = (outer: Rect, inner: Rect) => inside(outer, inner.x, inner.y) && inside(outer, inner.x + inner.width, inner.y + inner.height);
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('frame layout', () => {
  it('keeps the text inside its box, the box inside the banner and clear of the quiet zone', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FRAME_STYLES), side, text, (style, sideModules, words) => {
        const layout = frameLayoutFor({ style, text: words })(sideModules);
        const canvas = { x: 0, y: 0, width: layout.left + sideModules + layout.right, height: layout.top + sideModules + layout.bottom };
        for (const [x, y] of points(layout.textOutline)) expect(inside(layout.text, x, y), `${x},${y} outside the text box`).toBe(true);
        expect(contains(layout.banner, layout.text)).toBe(true);
        expect(contains(canvas, layout.banner)).toBe(true);
        expect(overlaps(layout.text, layout.quietZone)).toBe(false);
        expect(overlaps(layout.banner, layout.quietZone)).toBe(false);
        expect(layout.quietZone).toEqual({ x: layout.left, y: layout.top, width: sideModules, height: sideModules });
        // Sized to the frame: the text fills the banner's free width or height.
        expect(Math.max(layout.text.width / (layout.banner.width - layout.banner.height / 2), layout.text.height / ((3 * layout.banner.height) / 5))).toBeCloseTo(1, 9);
      }),
      { numRuns: 300 },
    );
  });

  it('draws nothing of the frame or its text over the quiet zone (resvg raster, 4 px a module)', () => {
    const scale = 4;
    fc.assert(
      fc.property(fc.constantFrom(...FRAME_STYLES), side, text, (style, sideModules, words) => {
        const layout = frameLayoutFor({ style, text: words })(sideModules);
        const width = layout.left + sideModules + layout.right;
        const height = layout.top + sideModules + layout.bottom;
        const d = pathWords([...layout.frameOutline, ...layout.textOutline], SVG_PATH, { quiet: 0 }).join('');
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width * scale}" height="${height * scale}" viewBox="0 0 ${width} ${height}"><path d="${d}"/></svg>`;
        const pixels = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
        let drawn = 0;
        for (let y = layout.top * scale; y < (layout.top + sideModules) * scale; y++) {
          for (let x = layout.left * scale; x < (layout.left + sideModules) * scale; x++) drawn += pixels[(y * width * scale + x) * 4 + 3]!;
        }
        expect(drawn).toBe(0);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a character the bundled font has no glyph for, naming it', () => {
    expect(notoSans().glyphId(0x4e2d)).toBe(0);
    expect(() => frameLayoutFor({ style: 'box', text: 'Scan 中 ☃' })).toThrow(/no glyph for "中" \(U\+4E2D\), "☃" \(U\+2603\)/);
  });
});
