import type { QrMatrix } from '../matrix';
import { printColor, type PrintColor } from '../internal/print-color';
import { pdfNumber } from '../internal/pdf-syntax';
import { gradientGeometry, type ResolvedGradient } from './gradient';
import { PDF_PATH, pathWords } from './path-text';
import { styledLayers } from './styled-layers';
import type { ResolvedStyle } from './style-options';
import type { Surround, SurroundCanvas } from './surround';
import type { Color } from '@quietzone/core';
import { setColor } from '../internal/pdf-color';

/** How the print writers paint one styled layer: its path operations and what fills them. */
export interface PrintLayer {
  /** `x y m`, `x y l`, `… c`, `h`: PDF operators, and the names the EPS writer binds to PostScript's. */
  readonly path: string[];
  /** A flat fill color, or the shading dictionary that paints the gradient through the path as a clip. */
  readonly fill: { readonly kind: 'color'; readonly color: PrintColor } | { readonly kind: 'shading'; readonly shading: string };
}

/**
 * The styled symbol's layers in PDF/PostScript user space (module units, origin at the quiet
 * zone's bottom-left corner, y up). A flat foreground layer keeps `foreground` (a spot ink
 * too); the finder color is gray or CMYK as any other color.
 */
export function printLayers(matrix: QrMatrix, style: ResolvedStyle, foreground: PrintColor, foregroundRgb: Parameters<typeof styledLayers>[2], quiet: number): PrintLayer[] {
  return styledLayers(matrix, style, foregroundRgb).map((layer) => ({
    path: pathWords(layer.outline, PDF_PATH, { quiet, flipSize: matrix.size }),
    fill:
      layer.paint.kind === 'gradient'
        ? { kind: 'shading', shading: shadingDictionary(layer.paint.gradient, matrix.size, quiet) }
        : { kind: 'color', color: layer.finder ? printColor(layer.paint.color) : foreground },
  }));
}

/**
 * An axial (type 2) or radial (type 3) shading (PDF 32000-1 §8.7.4.5; PLRM §4.9.3, the same
 * dictionary for PostScript's `shfill`): gray when every color is, else CMYK. Two colors are one
 * exponential-interpolation function (type 2), three or four a stitching function (type 3) of
 * them, with stops evenly spaced as in SVG and PNG. Extended at both ends, so the corners past
 * the ends keep the end colors.
 */
export function shadingDictionary(gradient: ResolvedGradient, size: number, quiet: number): string {
  const colors = gradient.colors.map((color) => printColor(color));
  const gray = colors.every((color) => color.space === 'gray');
  const operands = colors.map((color) => (gray ? color.operands : color.space === 'gray' ? [0, 0, 0, 1 - color.operands[0]] : color.operands));
  const array = (values: readonly number[]) => `[${values.map((value) => pdfNumber(value, 4)).join(' ')}]`;
  const pieces = operands.slice(1).map((to, index) => `<< /FunctionType 2 /Domain [0 1] /C0 ${array(operands[index]!)} /C1 ${array(to)} /N 1 >>`);
  const bounds = operands.slice(1, -1).map((_, index) => (index + 1) / (operands.length - 1));
  const fn =
    pieces.length === 1
      ? pieces[0]!
      : `<< /FunctionType 3 /Domain [0 1] /Functions [${pieces.join(' ')}] /Bounds ${array(bounds)} /Encode ${array(pieces.flatMap(() => [0, 1]))} >>`;
  const geometry = gradientGeometry(gradient, size);
  const x = (value: number) => quiet + value;
  const y = (value: number) => quiet + size - value;
  const coords =
    geometry.type === 'linear'
      ? ['/ShadingType 2', `/Coords ${array([x(geometry.x0), y(geometry.y0), x(geometry.x1), y(geometry.y1)])}`]
      : ['/ShadingType 3', `/Coords ${array([x(geometry.cx), y(geometry.cy), 0, x(geometry.cx), y(geometry.cy), geometry.r])}`];
  return `<< ${coords[0]} /ColorSpace /${gray ? 'DeviceGray' : 'DeviceCMYK'} ${coords[1]} /Extend [true true] /Function ${fn} >>`;
}

/**
 * A surround's layers in PDF path operators and gray/CMYK colors (`x y m` …; the EPS writer
 * binds the same names), in module units with the origin at the canvas's lower-left corner.
 */
export function surroundLayers(surround: Surround, canvas: SurroundCanvas): PrintLayer[] {
  return surround.layers.map((layer) => ({
    path: pathWords(layer.outline, PDF_PATH, { quiet: 0, flipSize: canvas.height }),
    fill: { kind: 'color', color: printColor(layer.color) },
  }));
}

/**
 * PDF content for a surround: in a graphics state of its own under one scaling `cm` placing the
 * canvas's lower-left corner at (x, y) points, the background over the whole canvas, then each
 * layer filled once.
 */
export function surroundOperators(surround: Surround, canvas: SurroundCanvas, placement: { readonly scale: number; readonly x: number; readonly y: number; readonly background: PrintColor | 'transparent' }): string[] {
  const { scale, x, y, background } = placement;
  return [
    'q',
    `${pdfNumber(scale)} 0 0 ${pdfNumber(scale)} ${pdfNumber(x, 4)} ${pdfNumber(y, 4)} cm`,
    ...(background === 'transparent' ? [] : [...setColor(background), `0 0 ${canvas.width} ${canvas.height} re`, 'f']),
    ...surroundLayers(surround, canvas).flatMap((layer) => (layer.fill.kind === 'color' ? [...setColor(layer.fill.color), ...layer.path, 'f'] : [])),
    'Q',
  ];
}

/**
 * One styled layer in PDF: its path filled with its color, or clipped to and painted with the
 * gradient, the page's shading resource `shading`.
 */
export function pdfLayerOperators(layer: PrintLayer, shading: string): string[] {
  if (layer.fill.kind === 'color') return [...setColor(layer.fill.color), ...layer.path, 'f'];
  // The clip (W) takes the path; n ends it without painting (PDF 32000-1 §8.5.4).
  return ['q', ...layer.path, 'W n', `/${shading} sh`, 'Q'];
}
