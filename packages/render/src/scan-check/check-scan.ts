import { SYMBOLOGIES, canonicalSpelling } from '@quietzone/core';
import { decodePng } from '../internal/decode-png';
import type { RenderOptions } from '../render-options';
import { renderQr } from '../render-qr';
import type { ModuleShape } from '../styles/module-shapes';
import { boxBlur, growDark, halveContrast, overWhite, shrinkDark, type OpaqueImage } from './capture-conditions';
import { jsqrReads, prepareZxing, zxingReads, type ScanCheckEngine, type ScannedSymbol } from './decoders';

/** The design as it is rendered, then each simulated capture; `intended-size` decides `decodes`. */
export const SCAN_CONDITIONS = ['intended-size', '3px-per-module', 'blur-half-module', 'contrast-halved', 'dot-gain-15', 'dot-loss-15'] as const;

export type ScanConditionName = (typeof SCAN_CONDITIONS)[number];

export type ScanDecoder = 'zxing' | 'jsqr';

export interface ScanCondition {
  readonly name: ScanConditionName;
  /** Which decoder read exactly the content under this condition. */
  readonly decoded: { readonly zxing: boolean; readonly jsqr: boolean };
  /** Whether the deciding decoders all read it. */
  readonly passed: boolean;
}

export interface ScanCheck {
  /** The design at its intended size is read by every deciding decoder. */
  readonly decodes: boolean;
  /** `fails`: it does not decode; `low`: some simulated capture is not read; `ok` otherwise. */
  readonly margin: 'ok' | 'low' | 'fails';
  /**
   * The decoders whose reading counts: both for QR codes whose modules fill their cells' edges
   * (square, rounded, classy); ZXing-C++ alone for dots, diamonds and bars, which jsQR misses
   * even at 8 px a module where ZXing-C++ and zbar read them, and for Micro QR, rMQR and Data
   * Matrix (jsQR reads QR only). jsQR's reading is still reported for those.
   */
  readonly decidedBy: readonly ScanDecoder[];
  readonly conditions: readonly ScanCondition[];
}

/** Module shapes jsQR reads reliably; for the others its misses say nothing about the design. */
const JSQR_MODULE_SHAPES: readonly ModuleShape[] = ['square', 'rounded', 'classy'];

/** Blur is simulated at 10 pixels a module, so half a module is a box 2 * 2 + 1 = 5 pixels wide. */
const BLUR_SIZE = 10;
const BLUR_RADIUS = 2;
/**
 * Dot gain and loss at 20 pixels a module: a dark module grows or shrinks by 15 % of a module
 * across, 3 pixels, so each of its edges moves 1.5 pixels. (Moving each edge by 15 %, a module
 * 30 % wider, made jsQR miss plain square codes, which are the reference for "scans".)
 */
const DOT_GAIN_SIZE = 20;
const DOT_GAIN_EDGE_PIXELS = 1.5;

/**
 * Renders the design (as a PNG, with `options` but the format) and decodes it with ZXing-C++
 * and jsQR at its intended size and under simulated capture: 3 px per module, a blur of half a
 * module, contrast halved, and dark areas grown and shrunk by 15 % of a module. The decoded text
 * must equal `content` exactly. Bad options throw as `renderQr`'s do.
 */
export async function checkScan(content: string, options: Omit<RenderOptions, 'format'>, engine: ScanCheckEngine = {}): Promise<ScanCheck> {
  await prepareZxing(engine);
  const symbol: ScannedSymbol = options.symbol === undefined ? 'qr' : (canonicalSpelling(SYMBOLOGIES, options.symbol) ?? 'qr');
  const decidedBy: ScanDecoder[] = symbol === 'qr' && JSQR_MODULE_SHAPES.includes(options.modules ?? 'square') ? ['zxing', 'jsqr'] : ['zxing'];
  const { width: _width, ...sizeFree } = options;
  const render = async (size?: number): Promise<OpaqueImage> => {
    const png = await (engine.render ?? renderQr)(content, { ...(size === undefined ? options : { ...sizeFree, size }), format: 'png' });
    return overWhite(decodePng(png));
  };
  const intended = await render();
  const images: Record<ScanConditionName, () => Promise<OpaqueImage>> = {
    'intended-size': async () => intended,
    '3px-per-module': () => render(3),
    'blur-half-module': async () => boxBlur(await render(BLUR_SIZE), BLUR_RADIUS),
    'contrast-halved': async () => halveContrast(intended),
    'dot-gain-15': async () => growDark(await render(DOT_GAIN_SIZE), DOT_GAIN_EDGE_PIXELS),
    'dot-loss-15': async () => shrinkDark(await render(DOT_GAIN_SIZE), DOT_GAIN_EDGE_PIXELS),
  };
  const conditions: ScanCondition[] = [];
  for (const name of SCAN_CONDITIONS) {
    const image = await images[name]();
    const decoded = { zxing: await zxingReads(image, symbol, content), jsqr: symbol === 'qr' && jsqrReads(image, content) };
    conditions.push({ name, decoded, passed: decidedBy.every((decoder) => decoded[decoder]) });
  }
  const decodes = conditions[0]!.passed;
  const margin = !decodes ? 'fails' : conditions.every((condition) => condition.passed) ? 'ok' : 'low';
  return { decodes, margin, decidedBy, conditions };
}
