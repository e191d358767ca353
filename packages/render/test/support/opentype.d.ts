// The few members of opentype.js (an independent TrueType parser) the font tests compare with;
// its own @types package pulls the DOM library into the whole workspace's typecheck.
declare module 'opentype.js' {
  interface PathCommand {
    readonly type: string;
    readonly x?: number;
    readonly y?: number;
    readonly x1?: number;
    readonly y1?: number;
  }
  interface Glyph {
    readonly advanceWidth: number;
    readonly path: { readonly commands: readonly PathCommand[] };
  }
  interface Font {
    readonly unitsPerEm: number;
    readonly ascender: number;
    readonly descender: number;
    readonly numGlyphs: number;
    readonly glyphs: { get(index: number): Glyph };
    readonly tables: { readonly cmap: { readonly glyphIndexMap: Readonly<Record<string, number>> } };
  }
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}
