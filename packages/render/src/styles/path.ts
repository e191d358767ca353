/**
 * Outlines in module units: x grows rightwards and y downwards from the symbol's top-left
 * module (quiet zone excluded), as the matrix is laid out. Every subpath is closed; filled
 * subpaths run clockwise on screen and holes anticlockwise, so one nonzero fill of all of
 * them draws the union without seams between shapes that touch.
 */
export type Segment =
  | { readonly kind: 'line'; readonly x: number; readonly y: number }
  | { readonly kind: 'cubic'; readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number; readonly x: number; readonly y: number };

export interface Subpath {
  readonly x: number;
  readonly y: number;
  /** Ends back at (x, y); the closing segment is implied. */
  readonly segments: readonly Segment[];
}

export type Outline = Subpath[];

/**
 * A quarter circle as one cubic Bézier: the control points sit this fraction of the radius
 * along the tangents (4/3 · (√2 − 1)), the usual approximation, within 0.03 % of the radius.
 */
export const QUARTER_ARC = 0.5522847498307936;

/** Corner radii: top-left, top-right, bottom-right, bottom-left. */
export type CornerRadii = readonly [number, number, number, number];

/**
 * A rectangle with rounded corners, clockwise from the top edge (anticlockwise when `hole`).
 * Each radius is at most half the shorter side; a zero radius is a sharp corner.
 */
export function roundedRect(x: number, y: number, width: number, height: number, radii: CornerRadii, hole = false): Subpath {
  const [topLeft, topRight, bottomRight, bottomLeft] = radii;
  const right = x + width;
  const bottom = y + height;
  const segments: Segment[] = [];
  const lineTo = (toX: number, toY: number) => segments.push({ kind: 'line', x: toX, y: toY });
  // The corner (cx, cy) rounded from (fromX, fromY) to (toX, toY), both at `radius` from it.
  const corner = (radius: number, cx: number, cy: number, fromX: number, fromY: number, toX: number, toY: number) => {
    if (radius === 0) return lineTo(cx, cy);
    lineTo(fromX, fromY);
    segments.push({
      kind: 'cubic',
      x1: fromX + QUARTER_ARC * (cx - fromX),
      y1: fromY + QUARTER_ARC * (cy - fromY),
      x2: toX + QUARTER_ARC * (cx - toX),
      y2: toY + QUARTER_ARC * (cy - toY),
      x: toX,
      y: toY,
    });
  };
  corner(topRight, right, y, right - topRight, y, right, y + topRight);
  corner(bottomRight, right, bottom, right, bottom - bottomRight, right - bottomRight, bottom);
  corner(bottomLeft, x, bottom, x + bottomLeft, bottom, x, bottom - bottomLeft);
  corner(topLeft, x, y, x, y + topLeft, x + topLeft, y);
  const outline = withoutEmptyLines({ x: x + topLeft, y, segments });
  return hole ? reversed(outline) : outline;
}

/** A closed polygon through `points`, in the order given. */
export function polygon(points: readonly (readonly [number, number])[]): Subpath {
  const [first, ...rest] = points;
  return { x: first![0], y: first![1], segments: rest.map(([x, y]) => ({ kind: 'line', x, y }) as const) };
}

/** The same outline run the other way round (a filled shape becomes a hole). */
export function reversed(subpath: Subpath): Subpath {
  const starts: [number, number][] = [[subpath.x, subpath.y]];
  for (const segment of subpath.segments) starts.push([segment.x, segment.y]);
  // Segment i runs from starts[i] to starts[i + 1]; the implied closing line is starts[n] → starts[0].
  const end = starts[starts.length - 1]!;
  const segments: Segment[] = [];
  if (end[0] !== subpath.x || end[1] !== subpath.y) segments.push({ kind: 'line', x: end[0], y: end[1] });
  for (let i = subpath.segments.length - 1; i >= 0; i--) {
    const segment = subpath.segments[i]!;
    const [x, y] = starts[i]!;
    segments.push(segment.kind === 'line' ? { kind: 'line', x, y } : { kind: 'cubic', x1: segment.x2, y1: segment.y2, x2: segment.x1, y2: segment.y1, x, y });
  }
  // The last segment returns to the start, which closing already implies.
  const last = segments[segments.length - 1];
  if (last?.kind === 'line' && last.x === subpath.x && last.y === subpath.y) segments.pop();
  return { x: subpath.x, y: subpath.y, segments };
}

/** Drops lines that go nowhere (a side fully taken by its corners' arcs). */
function withoutEmptyLines(subpath: Subpath): Subpath {
  let penX = subpath.x;
  let penY = subpath.y;
  const segments: Segment[] = [];
  for (const segment of subpath.segments) {
    if (segment.kind === 'line' && segment.x === penX && segment.y === penY) continue;
    segments.push(segment);
    penX = segment.x;
    penY = segment.y;
  }
  const last = segments[segments.length - 1];
  if (last?.kind === 'line' && last.x === subpath.x && last.y === subpath.y) segments.pop();
  return { x: subpath.x, y: subpath.y, segments };
}
