import type { Outline } from './path';

/** How a format spells a path: its operators, and whether operands come before them (PDF, PostScript). */
interface PathSyntax {
  readonly move: string;
  readonly line: string;
  readonly cubic: string;
  readonly close: string;
  readonly postfix: boolean;
}

export const SVG_PATH: PathSyntax = { move: 'M', line: 'L', cubic: 'C', close: 'Z', postfix: false };
/** PDF 32000-1 §8.5.2 path construction operators. */
export const PDF_PATH: PathSyntax = { move: 'm', line: 'l', cubic: 'c', close: 'h', postfix: true };
/** The same one-letter names, bound in the EPS writer's private dictionary to moveto, lineto, curveto, closepath. */
export const PS_PATH = PDF_PATH;

/**
 * Maps module coordinates (y down, symbol origin) to the format's user space: SVG adds the
 * quiet zone; PDF and PostScript also flip y, their user space growing upwards.
 */
export interface PathPlacement {
  readonly quiet: number;
  /** The symbol's size in modules when y is flipped; undefined for SVG. */
  readonly flipSize?: number;
}

/**
 * A coordinate to at most three decimals (a thousandth of a module), no exponent, no trailing
 * zeros, never `-0`: the same text on every runtime.
 */
export function coordinate(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return rounded === 0 ? '0' : String(rounded);
}

/**
 * The outline as path text: SVG path data, or PDF/PostScript operations one per line. Returns
 * the words; the caller joins them (SVG: no separator needed after a letter).
 */
export function pathWords(outline: Outline, syntax: PathSyntax, placement: PathPlacement): string[] {
  const { quiet, flipSize } = placement;
  const px = (x: number) => coordinate(x + quiet);
  const py = (y: number) => coordinate(flipSize === undefined ? y + quiet : quiet + flipSize - y);
  const words: string[] = [];
  const op = (operator: string, operands: string[]) => words.push(syntax.postfix ? `${operands.join(' ')} ${operator}` : `${operator}${operands.join(' ')}`);
  for (const subpath of outline) {
    op(syntax.move, [px(subpath.x), py(subpath.y)]);
    for (const segment of subpath.segments) {
      if (segment.kind === 'line') op(syntax.line, [px(segment.x), py(segment.y)]);
      else op(syntax.cubic, [px(segment.x1), py(segment.y1), px(segment.x2), py(segment.y2), px(segment.x), py(segment.y)]);
    }
    words.push(syntax.close);
  }
  return words;
}
