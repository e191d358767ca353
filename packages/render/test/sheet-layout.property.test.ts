import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cropMarks } from '../src/crop-marks';
import { SHEET_PAGES_MM, layoutSheet, type SheetLayout, type SheetLayoutInput, type SheetPage } from '../src/sheet-layout';
import { mixedCase } from './support/arbitraries';

/** Floating-point slack for comparisons of sums of millimetres. */
const EPSILON = 1e-6;

/**
 * Pages from a business card (50 mm) to a large-format sheet (`maxPageMm`); symbols from 10 mm
 * (a small table code) to a poster code; margins and gutters as print shops set them (0–40 mm);
 * caption bands up to 12 mm. The page bound keeps the cell count, and so the pairwise checks,
 * at a few thousand; beyond it the arithmetic is the same.
 */
function layoutInput(maxPageMm: number): fc.Arbitrary<Required<Omit<SheetLayoutInput, "rows" | "columns" | "landscape">> & SheetLayoutInput> {
  return fc.record({
    page: fc.oneof(
      fc.constantFrom(...(Object.keys(SHEET_PAGES_MM) as (keyof typeof SHEET_PAGES_MM)[])),
      fc.record({ widthMm: fc.double({ min: 50, max: maxPageMm, noNaN: true }), heightMm: fc.double({ min: 50, max: maxPageMm, noNaN: true }) }),
    ),
    landscape: fc.boolean(),
    symbolMm: fc.double({ min: 10, max: 300, noNaN: true }),
    captionMm: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 12, noNaN: true })),
    marginMm: fc.double({ min: 0, max: 40, noNaN: true }),
    gutterMm: fc.double({ min: 0, max: 40, noNaN: true }),
  });
}
const input = layoutInput(1000);
/** Crop marks are checked against every cell: a smaller page keeps that quadratic check quick. */
const smallInput = layoutInput(500);

/** The layout, or undefined when nothing fits (a RangeError, checked separately). */
function tryLayout(options: SheetLayoutInput): SheetLayout | undefined {
  try {
    return layoutSheet(options);
  } catch (error) {
    expect(error).toBeInstanceOf(RangeError);
    return undefined;
  }
}

describe('layoutSheet', () => {
  it('makes rows × columns cells, inside the margins, none overlapping, at least a gutter apart', () => {
    fc.assert(
      fc.property(input, (options) => {
        const layout = tryLayout(options);
        if (!layout) return;
        const { cells, cellWidthMm: w, cellHeightMm: h, pageWidthMm, pageHeightMm } = layout;
        expect(cells.length).toBe(layout.rows * layout.columns);
        expect(w).toBe(options.symbolMm);
        expect(h).toBeCloseTo(options.symbolMm + options.captionMm, 9);
        for (const cell of cells) {
          expect(cell.x).toBeGreaterThanOrEqual(options.marginMm - EPSILON);
          expect(cell.y).toBeGreaterThanOrEqual(options.marginMm - EPSILON);
          expect(cell.x + w).toBeLessThanOrEqual(pageWidthMm - options.marginMm + EPSILON);
          expect(cell.y + h).toBeLessThanOrEqual(pageHeightMm - options.marginMm + EPSILON);
        }
        let tooClose = 0;
        for (let i = 0; i < cells.length; i++) {
          for (let j = i + 1; j < cells.length; j++) {
            const [a, b] = [cells[i]!, cells[j]!];
            const apartX = Math.max(b.x - (a.x + w), a.x - (b.x + w));
            const apartY = Math.max(b.y - (a.y + h), a.y - (b.y + h));
            if (Math.max(apartX, apartY) < options.gutterMm - EPSILON) tooClose++;
          }
        }
        expect(tooClose).toBe(0);
      }),
      { numRuns: 100 },
    );
  });

  it('fits as many as possible: one more column or row would cross the margin', () => {
    fc.assert(
      fc.property(input, (options) => {
        const layout = tryLayout(options);
        if (!layout) return;
        const { columns, rows, cellWidthMm: w, cellHeightMm: h, pageWidthMm, pageHeightMm } = layout;
        expect((columns + 1) * w + columns * options.gutterMm).toBeGreaterThan(pageWidthMm - 2 * options.marginMm - EPSILON);
        expect((rows + 1) * h + rows * options.gutterMm).toBeGreaterThan(pageHeightMm - 2 * options.marginMm - EPSILON);
      }),
    );
  });

  it('keeps fewer requested rows and columns, and refuses more than fit', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), (options, rows, columns) => {
        const fitted = tryLayout(options);
        if (!fitted) return;
        if (rows <= fitted.rows && columns <= fitted.columns) {
          const layout = layoutSheet({ ...options, rows, columns });
          expect([layout.rows, layout.columns, layout.cells.length]).toEqual([rows, columns, rows * columns]);
        } else {
          expect(() => layoutSheet({ ...options, rows, columns })).toThrow(RangeError);
        }
      }),
    );
  });

  it('orders cells row by row from the top, left to right', () => {
    const layout = layoutSheet({ page: 'A4', symbolMm: 50, captionMm: 5, marginMm: 10, gutterMm: 5 });
    expect([layout.columns, layout.rows]).toEqual([3, 4]);
    expect(layout.cells[0]!.y).toBeGreaterThan(layout.cells[3]!.y);
    expect(layout.cells[1]!.x).toBeGreaterThan(layout.cells[0]!.x);
    // Centered: 3 × 50 + 2 × 5 = 160 mm on 210 mm leaves 25 mm each side.
    expect(layout.cells[0]!.x).toBeCloseTo(25, 9);
  });

  it('says what does not fit', () => {
    expect(() => layoutSheet({ page: 'A4', symbolMm: 200, captionMm: 0, marginMm: 10, gutterMm: 0 })).toThrow(
      /a 200 × 200 mm cell does not fit a 210 × 297 mm page with 10 mm margins/,
    );
    expect(() => layoutSheet({ page: 'SRA3', symbolMm: 30, captionMm: 5, marginMm: 10, gutterMm: 8, rows: 20, columns: 4 })).toThrow(
      /20 rows × 4 columns do not fit: at most 10 × 8 cells/,
    );
  });
});

describe('cropMarks', () => {
  it('never come nearer a cell than the offset, and stay on the page', () => {
    fc.assert(
      fc.property(smallInput, fc.double({ min: 0, max: 6, noNaN: true }), (options, offset) => {
        const layout = tryLayout(options);
        if (!layout) return;
        const { cells, cellWidthMm: w, cellHeightMm: h } = layout;
        const wrong: string[] = [];
        for (const line of cropMarks(layout, offset)) {
          const [left, right] = [Math.min(line.x1, line.x2), Math.max(line.x1, line.x2)];
          const [bottom, top] = [Math.min(line.y1, line.y2), Math.max(line.y1, line.y2)];
          if (left !== right && bottom !== top) wrong.push('not straight');
          if (left < -EPSILON || bottom < -EPSILON) wrong.push('off the page');
          if (right > layout.pageWidthMm + EPSILON || top > layout.pageHeightMm + EPSILON) wrong.push('off the page');
          for (const cell of cells) {
            // Distance from the segment to the cell: at least the offset on one axis.
            const apartX = Math.max(cell.x - right, left - (cell.x + w));
            const apartY = Math.max(cell.y - top, bottom - (cell.y + h));
            if (Math.max(apartX, apartY) < offset - EPSILON) wrong.push('touches a cell');
          }
        }
        expect(wrong).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('marks all four corners of every cell with two lines each when the gutters have room', () => {
    const layout = layoutSheet({ page: 'A4', symbolMm: 40, captionMm: 0, marginMm: 15, gutterMm: 10 });
    const marks = cropMarks(layout, 2);
    expect(marks.length).toBe(layout.cells.length * 8);
    for (const { x, y } of layout.cells) {
      // The top-left corner: a horizontal mark ending 2 mm to its left, a vertical one starting 2 mm above.
      expect(marks).toContainEqual({ x1: x - 2 - 5, y1: y + 40, x2: x - 2, y2: y + 40 });
      expect(marks).toContainEqual({ x1: x, y1: y + 40 + 2, x2: x, y2: y + 40 + 2 + 5 });
    }
  });

  it('marks butted cells only at the grid edge', () => {
    const layout = layoutSheet({ page: 'A4', symbolMm: 40, captionMm: 0, marginMm: 15, gutterMm: 0, rows: 1, columns: 2 });
    const marks = cropMarks(layout, 2);
    // Each cell: two vertical marks up, two down, two horizontal on its outer side.
    expect(marks.length).toBe(2 * 6);
  });
});

describe('layoutSheet page names', () => {
  const NAMES = Object.keys(SHEET_PAGES_MM) as (keyof typeof SHEET_PAGES_MM)[];
  const fold = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

  it('lays out a page name typed in any case exactly as the name itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NAMES).chain((name) => fc.tuple(fc.constant(name), mixedCase(name))), fc.boolean(), ([name, typed], landscape) => {
        const common = { landscape, symbolMm: 30, captionMm: 4.5, marginMm: 10, gutterMm: 8 };
        expect(layoutSheet({ ...common, page: typed as SheetPage })).toEqual(layoutSheet({ ...common, page: name }));
      }),
    );
  });

  it('refuses any other name with a TypeError naming the sheets', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        fc.pre(!NAMES.some((name) => fold(name) === fold(typed)));
        expect(() => layoutSheet({ page: typed as SheetPage, symbolMm: 30, captionMm: 0, marginMm: 10, gutterMm: 8 })).toThrow(
          new TypeError(`page must be A4, A3, SRA3, Letter, Tabloid or { widthMm, heightMm }, got ${JSON.stringify(typed)}`),
        );
      }),
    );
  });
});
