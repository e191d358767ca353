/**
 * A reader for the parts of a TrueType font that setting a line of text needs: the character
 * map, advance widths, vertical metrics and glyph outlines (simple and composite). It reads the
 * bytes in place and keeps nothing but offsets, so opening a font costs one pass over its table
 * directory. Only `glyf` outlines are read (not CFF): the bundled font is TrueType.
 */
export interface TrueTypeFont {
  /** Font units per em (1000 or 2048 in practice); every metric below is in these units. */
  readonly unitsPerEm: number;
  /** Distance from the baseline up to the top of the tallest letters (hhea ascender). */
  readonly ascender: number;
  /** Distance from the baseline down to the lowest descender, negative (hhea descender). */
  readonly descender: number;
  readonly glyphCount: number;
  /** The glyph that draws `codePoint`, 0 (`.notdef`) when the font has none. */
  glyphId(codePoint: number): number;
  advanceWidth(glyphId: number): number;
  /** The glyph's outline in font units, y up; composites resolved into their components. */
  outline(glyphId: number): readonly GlyphPathCommand[];
  /** The glyph's own `glyf` record as stored (empty for a glyph with no outline). */
  glyphRecord(glyphId: number): Uint8Array;
  /** The glyphs a composite glyph is built from, directly (an empty list for a simple glyph). */
  componentIds(glyphId: number): readonly number[];
  /** A table's bytes by its four-letter tag, or undefined when the font has none. */
  table(tag: string): Uint8Array | undefined;
}

export type GlyphPathCommand =
  | { readonly op: 'M' | 'L'; readonly x: number; readonly y: number }
  | { readonly op: 'Q'; readonly cx: number; readonly cy: number; readonly x: number; readonly y: number }
  | { readonly op: 'Z' };

const ON_CURVE = 0x01;
const X_SHORT = 0x02;
const Y_SHORT = 0x04;
const REPEAT = 0x08;
const X_SAME_OR_POSITIVE = 0x10;
const Y_SAME_OR_POSITIVE = 0x20;

const ARGS_ARE_WORDS = 0x0001;
const ARGS_ARE_XY = 0x0002;
const HAS_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const HAS_XY_SCALE = 0x0040;
const HAS_TWO_BY_TWO = 0x0080;
const SCALED_COMPONENT_OFFSET = 0x0800;

/** Deeper composites than this are refused: real fonts nest two or three levels. */
const MAX_COMPOSITE_DEPTH = 8;

export function readTrueTypeFont(bytes: Uint8Array): TrueTypeFont {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = readTableDirectory(bytes, view);
  const required = (tag: string): Uint8Array => {
    const table = tables.get(tag);
    if (table === undefined) throw new Error(`Not a TrueType font with outlines: no '${tag}' table.`);
    return table;
  };
  const head = viewOf(required('head'));
  const hhea = viewOf(required('hhea'));
  const maxp = viewOf(required('maxp'));
  const hmtx = viewOf(required('hmtx'));
  const loca = viewOf(required('loca'));
  const glyf = required('glyf');
  const glyfView = viewOf(glyf);

  const unitsPerEm = head.getUint16(18);
  const longLoca = head.getInt16(50) === 1;
  const glyphCount = maxp.getUint16(4);
  const metricCount = hhea.getUint16(34);
  const lookupGlyph = readCharacterMap(required('cmap'));

  const glyphRange = (glyphId: number): [number, number] => {
    if (!Number.isInteger(glyphId) || glyphId < 0 || glyphId >= glyphCount) throw new RangeError(`No glyph ${glyphId}: the font has ${glyphCount}.`);
    return longLoca
      ? [loca.getUint32(glyphId * 4), loca.getUint32(glyphId * 4 + 4)]
      : [loca.getUint16(glyphId * 2) * 2, loca.getUint16(glyphId * 2 + 2) * 2];
  };
  const glyphRecord = (glyphId: number): Uint8Array => {
    const [start, end] = glyphRange(glyphId);
    return glyf.subarray(start, end);
  };

  const components = (glyphId: number): CompositeComponent[] => {
    const [start, end] = glyphRange(glyphId);
    if (end - start < 10 || glyfView.getInt16(start) >= 0) return [];
    return readComponents(glyfView, start + 10);
  };

  const outline = (glyphId: number, depth = 0): GlyphPathCommand[] => {
    if (depth > MAX_COMPOSITE_DEPTH) throw new Error(`Glyph ${glyphId} nests composites deeper than ${MAX_COMPOSITE_DEPTH}.`);
    const [start, end] = glyphRange(glyphId);
    if (end - start < 10) return [];
    const contourCount = glyfView.getInt16(start);
    if (contourCount >= 0) return contoursToPath(readSimpleContours(glyfView, start + 10, contourCount));
    return components(glyphId).flatMap((component) => outline(component.glyphId, depth + 1).map((command) => transformCommand(command, component)));
  };

  return {
    unitsPerEm,
    ascender: hhea.getInt16(4),
    descender: hhea.getInt16(6),
    glyphCount,
    glyphId: (codePoint) => {
      const glyphId = lookupGlyph(codePoint);
      return glyphId < glyphCount ? glyphId : 0;
    },
    advanceWidth: (glyphId) => {
      glyphRange(glyphId);
      return hmtx.getUint16(Math.min(glyphId, metricCount - 1) * 4);
    },
    outline: (glyphId) => outline(glyphId),
    glyphRecord,
    componentIds: (glyphId) => components(glyphId).map((component) => component.glyphId),
    table: (tag) => tables.get(tag),
  };
}

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function readTableDirectory(bytes: Uint8Array, view: DataView): Map<string, Uint8Array> {
  if (bytes.length < 12) throw new Error('Not a TrueType font: too short for a table directory.');
  const version = view.getUint32(0);
  if (version !== 0x00010000 && version !== 0x74727565) throw new Error('Not a TrueType font: unknown sfnt version.');
  const tableCount = view.getUint16(4);
  const tables = new Map<string, Uint8Array>();
  for (let index = 0; index < tableCount; index += 1) {
    const record = 12 + index * 16;
    if (record + 16 > bytes.length) throw new Error('Not a TrueType font: the table directory is cut short.');
    const tag = String.fromCharCode(bytes[record]!, bytes[record + 1]!, bytes[record + 2]!, bytes[record + 3]!);
    const offset = view.getUint32(record + 8);
    const length = view.getUint32(record + 12);
    if (offset + length > bytes.length) throw new Error(`Not a TrueType font: table '${tag}' runs past the end.`);
    tables.set(tag, bytes.subarray(offset, offset + length));
  }
  return tables;
}

/** The Unicode subtable of `cmap`: format 12 (full range) when present, else format 4 (BMP). */
function readCharacterMap(cmap: Uint8Array): (codePoint: number) => number {
  const view = viewOf(cmap);
  const subtableCount = view.getUint16(2);
  let bmp: number | undefined;
  let full: number | undefined;
  for (let index = 0; index < subtableCount; index += 1) {
    const record = 4 + index * 8;
    const platform = view.getUint16(record);
    const encoding = view.getUint16(record + 2);
    const offset = view.getUint32(record + 4);
    const format = view.getUint16(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    if (format === 12) full ??= offset;
    else if (format === 4) bmp ??= offset;
  }
  if (full !== undefined) return format12Lookup(view, full);
  if (bmp !== undefined) return format4Lookup(view, bmp);
  throw new Error('The font has no Unicode character map (cmap format 4 or 12).');
}

function format4Lookup(view: DataView, offset: number): (codePoint: number) => number {
  const segmentCount = view.getUint16(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + segmentCount * 2 + 2;
  const deltas = starts + segmentCount * 2;
  const rangeOffsets = deltas + segmentCount * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    let low = 0;
    let high = segmentCount - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (view.getUint16(ends + middle * 2) < codePoint) low = middle + 1;
      else high = middle;
    }
    const start = view.getUint16(starts + low * 2);
    if (codePoint < start || codePoint > view.getUint16(ends + low * 2)) return 0;
    const delta = view.getInt16(deltas + low * 2);
    const rangeOffsetAt = rangeOffsets + low * 2;
    const rangeOffset = view.getUint16(rangeOffsetAt);
    if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
    const glyphId = view.getUint16(rangeOffsetAt + rangeOffset + (codePoint - start) * 2);
    return glyphId === 0 ? 0 : (glyphId + delta) & 0xffff;
  };
}

function format12Lookup(view: DataView, offset: number): (codePoint: number) => number {
  const groupCount = view.getUint32(offset + 12);
  const groups = offset + 16;
  return (codePoint) => {
    let low = 0;
    let high = groupCount - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const group = groups + middle * 12;
      if (codePoint < view.getUint32(group)) high = middle - 1;
      else if (codePoint > view.getUint32(group + 4)) low = middle + 1;
      else return view.getUint32(group + 8) + codePoint - view.getUint32(group);
    }
    return 0;
  };
}

interface Point {
  readonly x: number;
  readonly y: number;
  readonly onCurve: boolean;
}

function readSimpleContours(view: DataView, at: number, contourCount: number): Point[][] {
  const contourEnds: number[] = [];
  for (let index = 0; index < contourCount; index += 1) contourEnds.push(view.getUint16(at + index * 2));
  const pointCount = contourCount === 0 ? 0 : contourEnds[contourCount - 1]! + 1;
  let cursor = at + contourCount * 2;
  cursor += 2 + view.getUint16(cursor);

  const flags = new Uint8Array(pointCount);
  for (let index = 0; index < pointCount; ) {
    const flag = view.getUint8(cursor++);
    flags[index++] = flag;
    if (flag & REPEAT) {
      for (let repeat = view.getUint8(cursor++); repeat > 0 && index < pointCount; repeat -= 1) flags[index++] = flag;
    }
  }
  const readCoordinates = (shortFlag: number, sameOrPositiveFlag: number): Int32Array => {
    const values = new Int32Array(pointCount);
    let value = 0;
    for (let index = 0; index < pointCount; index += 1) {
      const flag = flags[index]!;
      if (flag & shortFlag) {
        const step = view.getUint8(cursor++);
        value += flag & sameOrPositiveFlag ? step : -step;
      } else if (!(flag & sameOrPositiveFlag)) {
        value += view.getInt16(cursor);
        cursor += 2;
      }
      values[index] = value;
    }
    return values;
  };
  const xs = readCoordinates(X_SHORT, X_SAME_OR_POSITIVE);
  const ys = readCoordinates(Y_SHORT, Y_SAME_OR_POSITIVE);

  const contours: Point[][] = [];
  let first = 0;
  for (const last of contourEnds) {
    const contour: Point[] = [];
    for (let index = first; index <= last; index += 1) contour.push({ x: xs[index]!, y: ys[index]!, onCurve: (flags[index]! & ON_CURVE) !== 0 });
    contours.push(contour);
    first = last + 1;
  }
  return contours;
}

/**
 * Quadratic B-spline contours as path commands: two off-curve points in a row imply an
 * on-curve point halfway between them, and a contour may start off the curve.
 */
function contoursToPath(contours: readonly Point[][]): GlyphPathCommand[] {
  const commands: GlyphPathCommand[] = [];
  for (const contour of contours) {
    if (contour.length === 0) continue;
    const firstOn = contour.findIndex((point) => point.onCurve);
    const start: Point = firstOn >= 0 ? contour[firstOn]! : midpoint(contour[0]!, contour[1 % contour.length]!);
    const rotated = firstOn >= 0 ? [...contour.slice(firstOn + 1), ...contour.slice(0, firstOn)] : [...contour.slice(1), contour[0]!];
    commands.push({ op: 'M', x: start.x, y: start.y });
    let control: Point | undefined;
    for (const point of [...rotated, start]) {
      if (point.onCurve) {
        commands.push(control === undefined ? { op: 'L', x: point.x, y: point.y } : { op: 'Q', cx: control.x, cy: control.y, x: point.x, y: point.y });
        control = undefined;
      } else if (control === undefined) {
        control = point;
      } else {
        const implied = midpoint(control, point);
        commands.push({ op: 'Q', cx: control.x, cy: control.y, x: implied.x, y: implied.y });
        control = point;
      }
    }
    commands.push({ op: 'Z' });
  }
  return commands;
}

function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, onCurve: true };
}

interface CompositeComponent {
  readonly glyphId: number;
  /** The 2×2 matrix [xx, xy, yx, yy] and the offset, in the `glyf` convention. */
  readonly xx: number;
  readonly xy: number;
  readonly yx: number;
  readonly yy: number;
  readonly dx: number;
  readonly dy: number;
  readonly scaledOffset: boolean;
}

function readComponents(view: DataView, at: number): CompositeComponent[] {
  const components: CompositeComponent[] = [];
  let cursor = at;
  for (;;) {
    const flags = view.getUint16(cursor);
    const glyphId = view.getUint16(cursor + 2);
    cursor += 4;
    let dx: number;
    let dy: number;
    if (flags & ARGS_ARE_WORDS) {
      dx = view.getInt16(cursor);
      dy = view.getInt16(cursor + 2);
      cursor += 4;
    } else {
      dx = view.getInt8(cursor);
      dy = view.getInt8(cursor + 1);
      cursor += 2;
    }
    // Anchoring a component by matching point numbers instead of an offset is a relic of old
    // Apple fonts; placing it at the origin would draw a wrong glyph, so it is refused.
    if (!(flags & ARGS_ARE_XY)) throw new Error(`Glyph component ${glyphId} is placed by point matching, which is not supported.`);
    let xx = 1;
    let xy = 0;
    let yx = 0;
    let yy = 1;
    if (flags & HAS_SCALE) {
      xx = yy = f2dot14(view, cursor);
      cursor += 2;
    } else if (flags & HAS_XY_SCALE) {
      xx = f2dot14(view, cursor);
      yy = f2dot14(view, cursor + 2);
      cursor += 4;
    } else if (flags & HAS_TWO_BY_TWO) {
      xx = f2dot14(view, cursor);
      xy = f2dot14(view, cursor + 2);
      yx = f2dot14(view, cursor + 4);
      yy = f2dot14(view, cursor + 6);
      cursor += 8;
    }
    components.push({ glyphId, xx, xy, yx, yy, dx, dy, scaledOffset: (flags & SCALED_COMPONENT_OFFSET) !== 0 });
    if (!(flags & MORE_COMPONENTS)) return components;
  }
}

function f2dot14(view: DataView, at: number): number {
  return view.getInt16(at) / 16384;
}

function transformCommand(command: GlyphPathCommand, component: CompositeComponent): GlyphPathCommand {
  if (command.op === 'Z') return command;
  const { xx, xy, yx, yy, scaledOffset } = component;
  const dx = scaledOffset ? component.dx * xx + component.dy * yx : component.dx;
  const dy = scaledOffset ? component.dx * xy + component.dy * yy : component.dy;
  const map = (x: number, y: number): [number, number] => [x * xx + y * yx + dx, x * xy + y * yy + dy];
  const [x, y] = map(command.x, command.y);
  if (command.op === 'Q') {
    const [cx, cy] = map(command.cx, command.cy);
    return { op: 'Q', cx, cy, x, y };
  }
  return { op: command.op, x, y };
}
