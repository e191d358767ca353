import type { ErrorCorrection, ImageFormat } from '@quietzone/core';
import { QUIET_ZONE_MODULES, qrByteCapacity, qrSideModules } from '@quietzone/render';

/**
 * Where an uncached image may render while nobody is scanning: `inline` on the event loop when
 * it is cheap, else `worker` (the render pool). While scans arrive every render goes to the
 * pool, paced (images/image-renders.ts), whatever this says.
 */
export type RenderPlacement = 'inline' | 'worker';

/** Above this version a symbol is never cheap enough to draw inline. */
const LARGEST_INLINE_VERSION = 10;

/**
 * Modules a side of the symbol `contentBytes` UTF-8 bytes need at most at `ecc`, known without
 * encoding (render's qrByteCapacity), or `undefined` above {@link LARGEST_INLINE_VERSION}.
 */
export function symbolModulesAtMost(contentBytes: number, ecc: ErrorCorrection): number | undefined {
  for (let version = 1; version <= LARGEST_INLINE_VERSION; version++) {
    if (contentBytes <= qrByteCapacity(version, ecc)) return qrSideModules(version);
  }
  return undefined;
}

/**
 * CPU cost model of a render on the event loop, in microseconds, from renders of a link, a
 * 100-character URL and 300 characters of text at 2–20 px per module (bench/history/redirect.md, "round
 * three"): encoding (mask selection over the whole symbol) grows with the module count,
 * the SVG and EPS writers with the module count too (EPS deflates and ASCII85-encodes its
 * bitmap), the PNG writer with the pixel count (rasterize, deflate). PDF (~85 µs for a link's
 * file alone, half of it deflating the content stream: over the budget with its encoding) and
 * logos (resvg compositing) always go to the pool.
 */
export const INLINE_COST_MODEL = Object.freeze({
  encodeMicrosPerModule2: 0.02,
  svgMicrosPerModule2: 0.005,
  epsMicrosPerModule2: 0.04,
  pngMicros: 30,
  pngMicrosPerPixel: 0.001,
});

/**
 * A render costing at most this much CPU on the event loop runs there while nobody scans:
 * about one and a half times what handing it to the pool costs the loop anyway (posting the
 * task, waking the worker, taking the bytes back: ~60–70 µs measured, bench/README.md), so
 * inline never costs the loop much more than the pool would, and saves the worker's time and
 * the round trip. It also bounds what the first scan after a quiet spell can find the loop busy
 * with: a handful of such renders, well under a millisecond each.
 * Examples: a short link's PNG (version 2) up to 7 px per module, its SVG at any size.
 */
export const INLINE_MAX_MICROS = 100;

export interface PlacementInput {
  readonly format: ImageFormat;
  /** Pixels (SVG, PNG) or points (EPS) per module. */
  readonly moduleSize: number;
  /** The level drawn (H whenever a logo is). */
  readonly ecc: ErrorCorrection;
  /** UTF-8 length of the encoded text. */
  readonly contentBytes: number;
  readonly logo: boolean;
}

/** The estimated event-loop cost of rendering `input` inline, in microseconds; Infinity where it never runs inline. */
export function inlineRenderMicros(input: PlacementInput): number {
  if (input.logo || input.format === 'pdf') return Infinity;
  const modules = symbolModulesAtMost(input.contentBytes, input.ecc);
  if (modules === undefined) return Infinity;
  const model = INLINE_COST_MODEL;
  const area = modules * modules;
  const encode = model.encodeMicrosPerModule2 * area;
  switch (input.format) {
    case 'svg':
      return encode + model.svgMicrosPerModule2 * area;
    case 'eps':
      return encode + model.epsMicrosPerModule2 * area;
    case 'png': {
      const edge = (modules + 2 * QUIET_ZONE_MODULES) * input.moduleSize;
      return encode + model.pngMicros + model.pngMicrosPerPixel * edge * edge;
    }
  }
}

/** `inline` when the render is estimated at most {@link INLINE_MAX_MICROS}, else `worker`. Pure. */
export function renderPlacement(input: PlacementInput): RenderPlacement {
  return inlineRenderMicros(input) <= INLINE_MAX_MICROS ? 'inline' : 'worker';
}
