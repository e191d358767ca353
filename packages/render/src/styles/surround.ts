import type { Rgb } from '@quietzone/core';
import type { Outline } from './path';

/**
 * Artwork around the quiet-zone square, such as a frame with a call to action: the image
 * grows by `left`, `top`, `right` and `bottom` whole modules, and each layer is filled in
 * order over the background before the symbol is drawn. Outlines are in module units from
 * the grown image's top-left corner, y down. Writers never draw a layer over the quiet zone:
 * the symbol and its quiet zone are painted after it.
 */
export interface Surround {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly layers: readonly SurroundLayer[];
}

export interface SurroundLayer {
  readonly outline: Outline;
  readonly color: Rgb;
}

/** The grown image in modules, and where the quiet-zone square's top-left corner sits in it. */
export interface SurroundCanvas {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly top: number;
}

/** The canvas for a symbol of `across` × `down` modules (quiet zone included) inside `surround`. */
export function surroundCanvas(surround: Surround | undefined, across: number, down: number): SurroundCanvas {
  if (!surround) return { width: across, height: down, left: 0, top: 0 };
  return { width: surround.left + across + surround.right, height: surround.top + down + surround.bottom, left: surround.left, top: surround.top };
}
