import type { TrueTypeFont } from './truetype-font';

/**
 * The tables kept: what a TrueType program needs to draw (PDF 32000-1 §9.9), the hinting
 * tables when the font has them, and the small `cmap`, `OS/2`, `name` and `post` tables, so the
 * subset is still a whole font any tool opens (a PDF reader of a CIDFontType2 with
 * `/CIDToGIDMap /Identity` goes by glyph index and ignores its `cmap`). Layout tables go.
 */
const KEPT_TABLES = ['OS/2', 'cmap', 'cvt ', 'fpgm', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'name', 'post', 'prep'] as const;

/**
 * A font program with only `glyphIds` (the composites' components and `.notdef` added) keeping
 * their outlines. Every other glyph keeps its index and advance but has no outline, so the
 * glyph ids a content stream shows stay those of the whole font and the file carries only the
 * outlines it draws. Deterministic: the same font and glyphs give the same bytes.
 */
export function subsetTrueType(font: TrueTypeFont, glyphIds: Iterable<number>): Uint8Array {
  const kept = withComponents(font, glyphIds);
  const records: Uint8Array[] = [];
  const offsets = new Uint32Array(font.glyphCount + 1);
  let glyfLength = 0;
  for (let glyphId = 0; glyphId < font.glyphCount; glyphId += 1) {
    offsets[glyphId] = glyfLength;
    if (!kept.has(glyphId)) continue;
    const record = font.glyphRecord(glyphId);
    records.push(record);
    // Glyph records start on 4-byte boundaries, which the long loca format can address.
    glyfLength += record.length + ((4 - (record.length % 4)) % 4);
  }
  offsets[font.glyphCount] = glyfLength;

  const glyf = new Uint8Array(glyfLength);
  for (let glyphId = 0, index = 0; glyphId < font.glyphCount; glyphId += 1) {
    if (kept.has(glyphId)) glyf.set(records[index++]!, offsets[glyphId]!);
  }
  const loca = new Uint8Array(offsets.length * 4);
  const locaView = new DataView(loca.buffer);
  offsets.forEach((offset, index) => locaView.setUint32(index * 4, offset));

  const head = Uint8Array.from(required(font, 'head'));
  const headView = new DataView(head.buffer);
  headView.setUint32(8, 0); // checkSumAdjustment, set once the file is whole
  headView.setInt16(50, 1); // indexToLocFormat: long offsets

  const tables = new Map<string, Uint8Array>();
  for (const tag of KEPT_TABLES) {
    const table = tag === 'glyf' ? glyf : tag === 'loca' ? loca : tag === 'head' ? head : font.table(tag);
    if (table !== undefined) tables.set(tag, table);
  }
  const file = assembleSfnt(tables);
  const headOffset = tableOffset(file, 'head');
  new DataView(file.buffer).setUint32(headOffset + 8, (0xb1b0afba - checksum(file)) >>> 0);
  return file;
}

/** The glyphs to keep: `.notdef`, those asked for and, recursively, every component of a composite. */
function withComponents(font: TrueTypeFont, glyphIds: Iterable<number>): Set<number> {
  const kept = new Set<number>();
  const pending = [0, ...glyphIds];
  while (pending.length > 0) {
    const glyphId = pending.pop()!;
    if (!Number.isInteger(glyphId) || glyphId < 0 || glyphId >= font.glyphCount) throw new RangeError(`no glyph ${glyphId} in a font of ${font.glyphCount}`);
    if (kept.has(glyphId)) continue;
    kept.add(glyphId);
    for (const component of font.componentIds(glyphId)) if (!kept.has(component)) pending.push(component);
  }
  return kept;
}

function required(font: TrueTypeFont, tag: string): Uint8Array {
  const table = font.table(tag);
  if (table === undefined) throw new Error(`The font has no '${tag}' table.`);
  return table;
}

/** An sfnt file (OpenType §"Organization of an OpenType font") of `tables`, tags in ascending order, each 4-byte aligned. */
function assembleSfnt(tables: ReadonlyMap<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const count = tags.length;
  const directoryLength = 12 + count * 16;
  let length = directoryLength;
  for (const tag of tags) length += padded(tables.get(tag)!.length);
  const file = new Uint8Array(length);
  const view = new DataView(file.buffer);
  const power = 2 ** Math.floor(Math.log2(count));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, count);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, count * 16 - power * 16);
  let offset = directoryLength;
  tags.forEach((tag, index) => {
    const table = tables.get(tag)!;
    const record = 12 + index * 16;
    for (let char = 0; char < 4; char += 1) file[record + char] = tag.charCodeAt(char);
    file.set(table, offset);
    view.setUint32(record + 4, checksum(file.subarray(offset, offset + padded(table.length))));
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, table.length);
    offset += padded(table.length);
  });
  return file;
}

function padded(length: number): number {
  return length + ((4 - (length % 4)) % 4);
}

/** The sum of big-endian 32-bit words, modulo 2³² (`bytes` zero-padded to a multiple of 4). */
function checksum(bytes: Uint8Array): number {
  let sum = 0;
  for (let index = 0; index < bytes.length; index += 4) {
    const word = ((bytes[index] ?? 0) << 24) | ((bytes[index + 1] ?? 0) << 16) | ((bytes[index + 2] ?? 0) << 8) | (bytes[index + 3] ?? 0);
    sum = (sum + (word >>> 0)) >>> 0;
  }
  return sum;
}

function tableOffset(file: Uint8Array, tag: string): number {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  for (let index = 0; index < view.getUint16(4); index += 1) {
    const record = 12 + index * 16;
    if (String.fromCharCode(file[record]!, file[record + 1]!, file[record + 2]!, file[record + 3]!) === tag) return view.getUint32(record + 8);
  }
  throw new Error(`no '${tag}' table`);
}
