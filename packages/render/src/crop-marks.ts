import type { SheetLayout } from './sheet-layout';

/** A straight line in millimetres, page coordinates (origin bottom-left, y up). */
export interface MarkLine {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/** Crop marks as long as print shops draw them (3–5 mm); shorter where the space runs out. */
export const CROP_MARK_MM = 5;

/**
 * Crop marks at every corner of every cell: short lines on the extension of each cut line,
 * starting `offsetMm` from the corner (the bleed offset, so no mark touches the trimmed
 * piece). Between cells a mark stops `offsetMm` short of the neighbour's corner, so it never
 * reaches another cell; at the grid's edge it stops `offsetMm` short of the page edge. A mark
 * with no room left is dropped (cells butted together share their cut, marked at the edges).
 */
export function cropMarks(layout: SheetLayout, offsetMm: number): MarkLine[] {
  const { cells, cellWidthMm: width, cellHeightMm: height, pageWidthMm, pageHeightMm } = layout;
  const lines: MarkLine[] = [];
  const xs = cells.map((cell) => cell.x);
  const ys = cells.map((cell) => cell.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs) + width, Math.min(...ys), Math.max(...ys) + height];
  // The gap to the next cell in that direction, or to the page edge at the grid's border.
  const gapX = layout.columns > 1 ? xs[1]! - xs[0]! - width : Number.POSITIVE_INFINITY;
  const gapY = layout.rows > 1 ? ys[0]! - ys[layout.columns]! - height : Number.POSITIVE_INFINITY;
  const room = (gap: number, toEdge: number, atEdge: boolean) =>
    Math.min(CROP_MARK_MM, atEdge ? toEdge - offsetMm : gap - 2 * offsetMm);
  for (const { x, y } of cells) {
    const left = room(gapX, minX, x === minX);
    const right = room(gapX, pageWidthMm - maxX, x + width === maxX);
    const below = room(gapY, minY, y === minY);
    const above = room(gapY, pageHeightMm - maxY, y + height === maxY);
    for (const cornerY of [y, y + height]) {
      if (left > 0) lines.push({ x1: x - offsetMm - left, y1: cornerY, x2: x - offsetMm, y2: cornerY });
      if (right > 0) lines.push({ x1: x + width + offsetMm, y1: cornerY, x2: x + width + offsetMm + right, y2: cornerY });
    }
    for (const cornerX of [x, x + width]) {
      if (below > 0) lines.push({ x1: cornerX, y1: y - offsetMm - below, x2: cornerX, y2: y - offsetMm });
      if (above > 0) lines.push({ x1: cornerX, y1: y + height + offsetMm, x2: cornerX, y2: y + height + offsetMm + above });
    }
  }
  return lines;
}
