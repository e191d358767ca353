import type { Rgb } from '@quietzone/core';
import type { QrMatrix } from '../matrix';
import { finderOutline } from './finder-shapes';
import type { ResolvedGradient } from './gradient';
import { moduleOutline } from './module-shapes';
import type { Outline } from './path';
import type { ResolvedStyle } from './style-options';

/** What one fill paints: a flat color, or the foreground gradient. */
export type LayerPaint = { readonly kind: 'color'; readonly color: Rgb } | { readonly kind: 'gradient'; readonly gradient: ResolvedGradient };

/** One outline filled once with one paint: every writer draws a layer as a single path. */
export interface StyledLayer {
  readonly outline: Outline;
  readonly paint: LayerPaint;
  /** True when the layer is the finder patterns in their own `finderColor`. */
  readonly finder: boolean;
}

/**
 * The styled symbol as at most two layers: the modules and finder patterns in the foreground
 * (color or gradient), then, when `finderColor` is set, the finder patterns in it. Each
 * color is one path, never one element per module.
 */
export function styledLayers(matrix: QrMatrix, style: ResolvedStyle, foreground: Rgb): StyledLayer[] {
  const paint: LayerPaint = style.gradient ? { kind: 'gradient', gradient: style.gradient } : { kind: 'color', color: foreground };
  const modules = moduleOutline(matrix, style.modules);
  const finders = finderOutline(matrix.size, style.finder);
  if (!style.finderColor) return [{ outline: [...finders, ...modules], paint, finder: false }];
  return [
    { outline: modules, paint, finder: false },
    { outline: finders, paint: { kind: 'color', color: style.finderColor }, finder: true },
  ];
}

/** True when an outline has a curve or a slanted edge (anything a pixel grid cannot hold exactly). */
export function isCurved(outline: Outline): boolean {
  return outline.some((subpath) => {
    let x = subpath.x;
    let y = subpath.y;
    for (const segment of [...subpath.segments, { kind: 'line' as const, x: subpath.x, y: subpath.y }]) {
      if (segment.kind === 'cubic' || (segment.x !== x && segment.y !== y)) return true;
      x = segment.x;
      y = segment.y;
    }
    return false;
  });
}
