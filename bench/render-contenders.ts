// The render benchmark's contenders, each set up to make the same symbol: the level fixed (no
// contender may raise it or pick another version), UTF-8 text in byte mode without an ECI
// (what ours, node-qrcode and fast_qr write, and what phones assume), a 4-module quiet zone and
// 4 px modules. Every API used here is the peer's documented one (its README and types).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ErrorCorrection } from '@quietzone/core';
import { encodeQr, normalizeRenderOptions, renderQr, writePng, writeSvg, type RenderOptions, type WriterOptions } from '@quietzone/render';
import { initSync as initFastQr, qr as fastQrMatrix, qr_svg as fastQrSvg, SvgOptions as FastQrSvgOptions } from 'fast_qr/fast_qr.js';
import { correction, generate, mode, type GenerateOptions, type ModeFactory } from 'lean-qr';
import { toPngBuffer } from 'lean-qr/extras/node_export';
import { toSvgSource } from 'lean-qr/extras/svg';
import qrcodeGenerator from 'qrcode-generator';
import QRCode from 'qrcode';
import type { ModuleGrid } from './read-format-info';

/** Pixels per module, and quiet-zone modules on every side (ISO/IEC 18004 §6.3.8: at least 4). */
export const MODULE_PIXELS = 4;
export const QUIET_ZONE = 4;

export type Output = string | Uint8Array;
type Produce = () => Output | Promise<Output>;

/** One contender set up for one content at one level. Every function is a timed task. */
export interface ContenderSetup {
  readonly matrix: () => unknown;
  /** The symbol it made, read once outside the timing for the equivalence checks. */
  readonly grid: ModuleGrid;
  /** The SVG document at 4 px modules; absent when the contender has no SVG writer. */
  readonly svg?: Produce;
  /** The PNG file at 4 px modules; absent when the contender has no PNG writer. */
  readonly png?: Produce;
  /** The SVG writer alone, on a symbol prepared before timing. */
  readonly svgWriter?: Produce;
  /** The PNG writer alone, on a symbol prepared before timing. */
  readonly pngWriter?: Produce;
}

export interface Contender {
  readonly name: string;
  /** The levels it can be held to (fast_qr's WASM build encodes at Q only). */
  readonly levels: readonly ErrorCorrection[];
  /** Undefined when the content does not fit at `ecc` (or the level is not in `levels`). */
  setup(text: string, ecc: ErrorCorrection): ContenderSetup | undefined;
}

const ALL_LEVELS: readonly ErrorCorrection[] = ['L', 'M', 'Q', 'H'];
const utf8 = new TextEncoder();

export const quietzone: Contender = {
  name: 'quietzone',
  levels: ALL_LEVELS,
  setup(text, ecc) {
    const svgOptions = { format: 'svg', size: MODULE_PIXELS, ecc } as const;
    const pngOptions = { format: 'png', size: MODULE_PIXELS, ecc } as const;
    let matrix;
    try {
      matrix = encodeQr(text, { ecc });
    } catch (error) {
      if (error instanceof RangeError) return undefined;
      throw error;
    }
    const prepared = matrix;
    const svgWriterOptions = writerOptions(text, svgOptions);
    const pngWriterOptions = writerOptions(text, pngOptions);
    return {
      matrix: () => encodeQr(text, { ecc }),
      grid: { size: prepared.size, dark: (x, y) => prepared.modules[y * prepared.size + x] === 1 },
      svg: () => renderQr(text, svgOptions),
      png: () => renderQr(text, pngOptions),
      svgWriter: () => writeSvg(prepared, svgWriterOptions),
      pngWriter: () => writePng(prepared, pngWriterOptions),
    };
  },
};

/** The writers' options, normalized once as `renderQr` normalizes them (no logo here). */
function writerOptions(text: string, options: RenderOptions): WriterOptions {
  const { logo: _logo, ...resolved } = normalizeRenderOptions(text, options);
  return resolved;
}

export const nodeQrcode: Contender = {
  name: 'node-qrcode',
  levels: ALL_LEVELS,
  setup(text, ecc) {
    let made;
    try {
      made = QRCode.create(text, { errorCorrectionLevel: ecc });
    } catch {
      return undefined;
    }
    const { modules } = made;
    // Its SVG renderer ignores `scale` and takes the pixel size as `width`; its PNG takes `scale`.
    const width = (modules.size + 2 * QUIET_ZONE) * MODULE_PIXELS;
    return {
      matrix: () => QRCode.create(text, { errorCorrectionLevel: ecc }),
      grid: { size: modules.size, dark: (x, y) => modules.get(y, x) === 1 },
      svg: () => QRCode.toString(text, { type: 'svg', margin: QUIET_ZONE, width, errorCorrectionLevel: ecc }),
      png: () => QRCode.toBuffer(text, { type: 'png', margin: QUIET_ZONE, scale: MODULE_PIXELS, errorCorrectionLevel: ecc }),
    };
  },
};

/**
 * lean-qr's custom mode (its documented ModeFactory): UTF-8 bytes in byte mode with no ECI.
 * Its built-in `utf8` mode adds ECI 26 and its default mode list prefers ISO-8859-1 with ECI 3
 * for "ä", so either would encode other bits than the rest of the field. `est` counts the mode
 * indicator and the character count (8 bits up to version 9, 16 beyond; ISO/IEC 18004 Table 3).
 */
const utf8Bytes: ModeFactory = Object.assign((value: string) => mode.bytes(utf8.encode(value)), {
  test: () => true,
  est: (value: string, version: number) => 4 + (version > 9 ? 16 : 8) + 8 * utf8.encode(value).length,
});
const LEAN_MODES = [mode.numeric, mode.alphaNumeric, utf8Bytes];

export const leanQr: Contender = {
  name: 'lean-qr',
  levels: ALL_LEVELS,
  setup(text, ecc) {
    // lean-qr raises the level while the version has room unless the maximum pins it.
    const options: GenerateOptions = { minCorrectionLevel: correction[ecc], maxCorrectionLevel: correction[ecc], modes: LEAN_MODES };
    let code;
    try {
      code = generate(text, options);
    } catch {
      return undefined;
    }
    const prepared = code;
    // Its PNG defaults to a transparent background and its SVG to none: ours are opaque white.
    const svgOptions = { on: 'black', off: 'white', pad: QUIET_ZONE, scale: MODULE_PIXELS };
    const pngOptions = { on: [0, 0, 0, 255], off: [255, 255, 255, 255], pad: QUIET_ZONE, scale: MODULE_PIXELS } as const;
    return {
      matrix: () => generate(text, options),
      grid: { size: prepared.size, dark: (x, y) => prepared.get(x, y) },
      svg: () => toSvgSource(generate(text, options), svgOptions),
      png: () => toPngBuffer(generate(text, options), pngOptions),
      svgWriter: () => toSvgSource(prepared, svgOptions),
      pngWriter: () => toPngBuffer(prepared, pngOptions),
    };
  },
};

// qrcode-generator's byte mode reads this hook; its default keeps the low byte of each UTF-16
// unit (Latin-1), so "ä" would be one byte for it and two for everyone else.
qrcodeGenerator.stringToBytes = (text: string) => Array.from(utf8.encode(text));

export const qrcodeGeneratorContender: Contender = {
  name: 'qrcode-generator',
  levels: ALL_LEVELS,
  setup(text, ecc) {
    const make = () => {
      const qr = qrcodeGenerator(0, ecc);
      qr.addData(text, 'Byte');
      qr.make();
      return qr;
    };
    let made;
    try {
      made = make();
    } catch {
      return undefined; // it throws a bare string when the content does not fit
    }
    const prepared = made;
    // Its SVG margin is in pixels; it has no PNG writer (createDataURL makes a GIF).
    const margin = QUIET_ZONE * MODULE_PIXELS;
    return {
      matrix: make,
      grid: { size: prepared.getModuleCount(), dark: (x, y) => prepared.isDark(y, x) },
      svg: () => make().createSvgTag(MODULE_PIXELS, margin),
      svgWriter: () => prepared.createSvgTag(MODULE_PIXELS, margin),
    };
  },
};

// fast_qr is Rust compiled to WASM by wasm-bindgen; its ESM glue is initialized synchronously
// with the module's bytes.
initFastQr(readFileSync(createRequire(import.meta.url).resolve('fast_qr/fast_qr_bg.wasm')));

/**
 * fast_qr's published WASM build exports `qr(content)` and `qr_svg(content, options)` only:
 * no level, version or mask parameter. Both call `QRCode::new(bytes, None, None, None)`, and a
 * missing level is Q (fast_qr src/qr.rs, `ecl.unwrap_or(ECL::Q)`), so it is measured at Q
 * against ours at Q. It has no PNG writer and its SVG has no pixel size (a bare viewBox).
 */
export const fastQr: Contender = {
  name: 'fast_qr',
  levels: ['Q'],
  setup(text, ecc) {
    if (ecc !== 'Q') return undefined;
    const modules = fastQrMatrix(text);
    // An empty array is its answer to content that does not fit.
    if (modules.length === 0) return undefined;
    const size = Math.sqrt(modules.length);
    return {
      matrix: () => fastQrMatrix(text),
      grid: { size, dark: (x, y) => modules[y * size + x] === 1 },
      // qr_svg takes ownership of its options (it frees them), so each call builds its own.
      svg: () => fastQrSvg(text, new FastQrSvgOptions().margin(QUIET_ZONE)),
    };
  },
};

/** The peers, in table order (quietzone first). */
export const PEERS: readonly Contender[] = [nodeQrcode, leanQr, qrcodeGeneratorContender, fastQr];
