import { roundedRect, type Outline } from '../styles/path';
import type { Surround } from '../styles/surround';
import { lineOutline, type SetLine } from './text-outline';

export const FRAME_STYLES = ['banner-bottom', 'banner-top', 'box', 'rounded-box'] as const;
export type FrameStyle = (typeof FRAME_STYLES)[number];

/** A rectangle in module units of the framed image, y down. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Where everything of a framed code goes, in module units from the framed image's top-left corner. */
export interface FrameLayout {
  /** The modules added on each side of the quiet-zone square. */
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  /** The symbol with its quiet zone: nothing of the frame is drawn here. */
  readonly quietZone: Rect;
  /** The band of frame color the text sits on. */
  readonly banner: Rect;
  /** Where the text is drawn: every glyph's outline lies inside it. */
  readonly text: Rect;
  readonly frameOutline: Outline;
  readonly textOutline: Outline;
}

/** The ring of the box frames, in modules. */
const RING = 1;
/** The light gap between the rounded box's ring and the quiet zone, so its round corners stay off it. */
const ROUNDED_GAP = 1;
const ROUNDED_OUTER_RADIUS = 2;
const ROUNDED_INNER_RADIUS = 1;

/**
 * The banner's height for a symbol of `side` modules (quiet zone included): a fifth of the
 * side, at least 6 modules, so a version-1 code's call to action is still a few modules tall.
 */
export function bannerHeight(side: number): number {
  return Math.max(6, Math.round(side / 5));
}

/**
 * Lays out a frame of `style` around a symbol of `side` × `side` modules (quiet zone included)
 * with the set line of text: the text is scaled to the largest size that fits the banner less
 * its margins (a quarter of the banner's height at the ends, a fifth above and below) and
 * centred there.
 */
export function frameLayout(style: FrameStyle, line: SetLine, side: number): FrameLayout {
  const band = bannerHeight(side);
  let sides: { left: number; top: number; right: number; bottom: number };
  let banner: Rect;
  let frameOutline: Outline;
  switch (style) {
    case 'banner-bottom':
      sides = { left: 0, top: 0, right: 0, bottom: band };
      banner = { x: 0, y: side, width: side, height: band };
      frameOutline = [rect(banner)];
      break;
    case 'banner-top':
      sides = { left: 0, top: band, right: 0, bottom: 0 };
      banner = { x: 0, y: 0, width: side, height: band };
      frameOutline = [rect(banner)];
      break;
    case 'box': {
      sides = { left: RING, top: RING, right: RING, bottom: band };
      const width = side + 2 * RING;
      banner = { x: 0, y: RING + side, width, height: band };
      frameOutline = [roundedRect(0, 0, width, RING + side + band, [0, 0, 0, 0]), roundedRect(RING, RING, side, side, [0, 0, 0, 0], true)];
      break;
    }
    case 'rounded-box': {
      const edge = RING + ROUNDED_GAP;
      sides = { left: edge, top: edge, right: edge, bottom: ROUNDED_GAP + band };
      const width = side + 2 * edge;
      const hole = side + 2 * ROUNDED_GAP;
      const outer = ROUNDED_OUTER_RADIUS;
      const inner = ROUNDED_INNER_RADIUS;
      banner = { x: 0, y: RING + hole, width, height: band };
      frameOutline = [roundedRect(0, 0, width, RING + hole + band, [outer, outer, outer, outer]), roundedRect(RING, RING, hole, hole, [inner, inner, inner, inner], true)];
      break;
    }
  }
  const area = { x: banner.x + band / 4, y: banner.y + band / 5, width: banner.width - band / 2, height: banner.height - (2 * band) / 5 };
  const lineWidth = line.right - line.left;
  const lineHeight = line.top - line.bottom;
  const scale = Math.min(area.width / lineWidth, area.height / lineHeight);
  const text = { x: area.x + (area.width - lineWidth * scale) / 2, y: area.y + (area.height - lineHeight * scale) / 2, width: lineWidth * scale, height: lineHeight * scale };
  return {
    ...sides,
    quietZone: { x: sides.left, y: sides.top, width: side, height: side },
    banner,
    text,
    frameOutline,
    textOutline: lineOutline(line, scale, text.x, text.y),
  };
}

/** The layout as writer artwork: the frame in `color`, the text over it in `textColor`. */
export function layoutSurround(layout: FrameLayout, colors: { readonly color: Surround['layers'][number]['color']; readonly textColor: Surround['layers'][number]['color'] }): Surround {
  return {
    left: layout.left,
    top: layout.top,
    right: layout.right,
    bottom: layout.bottom,
    layers: [
      { outline: layout.frameOutline, color: colors.color },
      { outline: layout.textOutline, color: colors.textColor },
    ],
  };
}

function rect({ x, y, width, height }: Rect): Outline[number] {
  return roundedRect(x, y, width, height, [0, 0, 0, 0]);
}
