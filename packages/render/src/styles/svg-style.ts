import type { Rgb } from '@quietzone/core';
import type { QrMatrix } from '../matrix';
import { gradientGeometry, type ResolvedGradient } from './gradient';
import { coordinate, pathWords, SVG_PATH } from './path-text';
import { isCurved, styledLayers } from './styled-layers';
import type { ResolvedStyle } from './style-options';
import type { Surround } from './surround';

/**
 * The styled symbol's SVG elements: a gradient definition when there is one, then one `<path>`
 * per layer. Curved layers are drawn with anti-aliasing (the document's `crispEdges` would
 * make their edges stairs); square ones keep it.
 */
export function styledSvgElements(matrix: QrMatrix, style: ResolvedStyle, foreground: Rgb, quiet: number, svgColor: (color: Rgb) => string): string {
  let elements = '';
  for (const layer of styledLayers(matrix, style, foreground)) {
    let fill: string;
    if (layer.paint.kind === 'gradient') {
      const id = gradientId(layer.paint.gradient, matrix.size, quiet);
      elements += `<defs>${gradientElement(layer.paint.gradient, id, matrix.size, quiet, svgColor)}</defs>`;
      fill = `url(#${id})`;
    } else {
      fill = svgColor(layer.paint.color);
    }
    const rendering = isCurved(layer.outline) ? ' shape-rendering="geometricPrecision"' : '';
    elements += `<path fill="${fill}"${rendering} d="${pathWords(layer.outline, SVG_PATH, { quiet }).join('')}"/>`;
  }
  return elements;
}

/**
 * An id that is the same for the same gradient on the same symbol size, so two codes inlined in
 * one HTML page never point at each other's differing definition.
 */
function gradientId(gradient: ResolvedGradient, size: number, quiet: number): string {
  const colors = gradient.colors.map(({ r, g, b }) => ((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')).join('-');
  const angle = gradient.type === 'linear' ? `-${String(gradient.angle).replace(/[^0-9]/g, '_')}` : '';
  return `qz-${gradient.type}${angle}-${size}-${quiet}-${colors}`;
}

function gradientElement(gradient: ResolvedGradient, id: string, size: number, quiet: number, svgColor: (color: Rgb) => string): string {
  const geometry = gradientGeometry(gradient, size);
  const at = (value: number) => coordinate(value + quiet);
  const stops = gradient.colors
    .map((color, index) => `<stop offset="${coordinate(index / (gradient.colors.length - 1))}" stop-color="${svgColor(color)}"/>`)
    .join('');
  // User-space coordinates: the gradient spans the symbol, not each path's bounding box.
  if (geometry.type === 'radial') {
    return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${at(geometry.cx)}" cy="${at(geometry.cy)}" r="${coordinate(geometry.r)}">${stops}</radialGradient>`;
  }
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${at(geometry.x0)}" y1="${at(geometry.y0)}" x2="${at(geometry.x1)}" y2="${at(geometry.y1)}">${stops}</linearGradient>`;
}

/** The surround's layers, one `<path>` each, in the grown image's coordinates. */
export function surroundSvgElements(surround: Surround, svgColor: (color: Rgb) => string): string {
  return surround.layers
    .map((layer) => {
      const rendering = isCurved(layer.outline) ? ' shape-rendering="geometricPrecision"' : '';
      return `<path fill="${svgColor(layer.color)}"${rendering} d="${pathWords(layer.outline, SVG_PATH, { quiet: 0 }).join('')}"/>`;
    })
    .join('');
}
