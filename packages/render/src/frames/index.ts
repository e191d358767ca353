// @quietzone/render/frames — QR codes in a frame with a call to action. Its own entry because a
// frame's text is drawn from the bundled font (about 90 kB), which the main entry never loads.
import { notoSans } from '../fonts/noto-sans';
import { normalizeRenderOptions, type RenderOptions } from '../render-options';
import { renderNormalizedQr } from '../render-qr';
import { renderFramedSheet, type SheetItem, type SheetOptions } from '../render-sheet';
import type { Surround } from '../styles/surround';
import { frameLayout, layoutSurround, type FrameLayout } from './frame-layout';
import { resolveFrame, type FrameOptions, type ResolvedFrame } from './frame-options';
import { setLine } from './text-outline';

export type { FrameOptions, ResolvedFrame } from './frame-options';
export { FRAME_TEXT_LENGTH, MIN_FRAME_TEXT_CONTRAST, resolveFrame } from './frame-options';
export type { FrameLayout, FrameStyle, Rect } from './frame-layout';
export { FRAME_STYLES, bannerHeight } from './frame-layout';

/** `renderQr`'s options and a `frame`. */
export interface FramedRenderOptions extends RenderOptions {
  readonly frame?: FrameOptions;
}

/**
 * `renderQr` from the main entry, plus `frame`: a banner above or below the code, or a square or
 * rounded box around it with a banner below, holding one line of text drawn as vector outlines
 * from the bundled Noto Sans (the same glyphs in every format and runtime). The frame sits
 * outside the quiet zone, which stays the background color; the image grows to hold it (`width`
 * is the whole image's, `symbolMm` the code's edge with its quiet zone). PDF and EPS paint the
 * frame in gray or CMYK as any other color. Throws a `TypeError`/`RangeError` for a bad frame, a
 * character the font lacks, text below 3:1 against the frame, or a symbol other than QR.
 */
export async function renderQr(content: string, options: FramedRenderOptions): Promise<Uint8Array> {
  const { frame, ...rest } = options;
  const resolved = normalizeRenderOptions(content, rest);
  if (frame === undefined) return renderNormalizedQr(content, rest, resolved);
  const checked = resolveFrame(frame, resolved);
  const layoutFor = frameLayoutFor(checked);
  return renderNormalizedQr(content, rest, resolved, (side) => layoutSurround(layoutFor(side), checked));
}

/**
 * The layout of `frame` for a symbol's side in modules (quiet zone included). The text is set
 * once, here, so a character the font lacks throws before anything is encoded.
 */
export function frameLayoutFor(frame: Pick<ResolvedFrame, 'style' | 'text'>): (side: number) => FrameLayout {
  const line = setLine(notoSans(), frame.text);
  return (side) => frameLayout(frame.style, line, side);
}

/** A resolved frame as writer artwork for a symbol of `side` modules (quiet zone included). */
export function frameSurround(frame: ResolvedFrame, side: number): Surround {
  return layoutSurround(frameLayoutFor(frame)(side), frame);
}

/** `renderSheet`'s options and a `frame` around every code. */
export interface FramedSheetOptions extends SheetOptions {
  readonly frame?: FrameOptions;
}

/**
 * `renderSheet` from the main entry, plus `frame` as `renderQr` here takes it, around every
 * code: `symbolMm` is then the framed code's width, and every cell grows by the tallest
 * frame's extra height. QR codes only.
 */
export async function renderSheet(items: readonly SheetItem[], options: FramedSheetOptions): Promise<Uint8Array> {
  const { frame, ...rest } = options;
  if (frame === undefined) return renderFramedSheet(items, rest);
  const colors = normalizeRenderOptions('-', { format: 'pdf', ...(rest.fg === undefined ? {} : { fg: rest.fg }), ...(rest.bg === undefined ? {} : { bg: rest.bg }) });
  const checked = resolveFrame(frame, colors);
  const layoutFor = frameLayoutFor(checked);
  return renderFramedSheet(items, rest, (side) => layoutSurround(layoutFor(side), checked));
}
