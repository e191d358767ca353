import type { Rgb } from '@quietzone/core';
import { packedDarkRuns } from './dark-runs';
import { gridOf, type WriterMatrix, qrMatrixOnly } from './matrix';
import { quietZoneOf, writerOptionsOf, type WriterInput } from './writer-options';
import { base64 } from './internal/base64';
import { writeDecimal } from './internal/write-decimal';
import { styledSvgElements, surroundSvgElements } from './styles/svg-style';
import { surroundCanvas } from './styles/surround';

const ascii = new TextEncoder();

/** The most bytes one run's path command takes: `m-184 176h177` (13), or the first `M188 180.5h177` (14). */
const MAX_RUN_BYTES = 14;

/**
 * Where the head and path data are written, reused from call to call (they are copied out), so
 * a large symbol does not pay for allocating and zeroing its worst-case size every time. The
 * tail, which holds a logo's base64, goes straight into the output.
 */
let scratch = new Uint8Array(0);

/**
 * The code as an SVG document of exactly `(size + 8) × moduleSize` pixels (a rectangular
 * symbol: `(width + 2 × quiet zone) × (height + 2 × quiet zone)` modules). Deterministic:
 * the same matrix and options give the same bytes. The PNG writer rasterizes it when a logo is
 * present.
 *
 * The user space is one unit per module (viewBox), so every coordinate is a small integer.
 * Dark runs are strokes of width 1 along each row's centre line: a run costs `m<dx> <dy>h<n>`
 * instead of a closed rectangle, about half the bytes (measured in bench/README.md), and a
 * single path of butt-capped strokes leaves no seam between modules. The document is ASCII
 * throughout, and the path data is written as bytes, digit by digit: no string per run.
 */
export function writeSvg(matrix: WriterMatrix, input: WriterInput): Uint8Array {
  const options = writerOptionsOf(matrix, input);
  const { foreground, background, moduleSize, logo } = options;
  const grid = gridOf(matrix);
  const quiet = quietZoneOf(options, grid);
  const across = grid.width + 2 * quiet;
  const down = grid.height + 2 * quiet;
  const xlink = logo ? ' xmlns:xlink="http://www.w3.org/1999/xlink"' : '';
  const canvas = surroundCanvas(options.surround, across, down);
  let head =
    `<svg xmlns="http://www.w3.org/2000/svg"${xlink} width="${canvas.width * moduleSize}" height="${canvas.height * moduleSize}"` +
    ` viewBox="0 0 ${canvas.width} ${canvas.height}" shape-rendering="crispEdges">`;
  if (background !== 'transparent') {
    // A rect's fill defaults to black, so the background color is always written.
    head += `<rect width="${canvas.width}" height="${canvas.height}" fill="${svgColor(background)}"/>`;
  }
  // The symbol is drawn in its own coordinates, moved into the frame as a group.
  if (options.surround) head += `${surroundSvgElements(options.surround, svgColor)}<g transform="translate(${canvas.left} ${canvas.top})">`;
  const end = options.surround ? '</g></svg>' : '</svg>';
  let logoElements = '';
  if (logo) {
    const { x, y, size } = logo.area;
    const box = `x="${x + quiet}" y="${y + quiet}" width="${size}" height="${size}"`;
    // The clear area stays white even on a transparent background (contract, image rule 3).
    // preserveAspectRatio's default, xMidYMid meet, already centres the logo in the square.
    logoElements =
      `<rect ${box} fill="#fff"/>` +
      `<image ${box} xlink:href="data:image/png;base64,${base64(logo.png)}"/>`;
  }
  if (options.style) return ascii.encode(`${head}${styledSvgElements(qrMatrixOnly(matrix, 'a style'), options.style, foreground, quiet, svgColor)}${logoElements}${end}`);
  // Stroke has no default (none), so unlike a fill it must be named even for black.
  head += `<path stroke="${svgColor(foreground)}" d="`;
  const tail = `"/>${logoElements}${end}`;

  const runs = packedDarkRuns(grid);
  const bound = head.length + (runs.length / 3) * MAX_RUN_BYTES;
  if (scratch.length < bound) scratch = new Uint8Array(bound);
  const pathEnd = writeRunPath(runs, quiet, scratch, ascii.encodeInto(head, scratch).written);
  const out = new Uint8Array(pathEnd + tail.length);
  out.set(scratch.subarray(0, pathEnd));
  ascii.encodeInto(tail, out.subarray(pathEnd));
  return out;
}

const UPPER_M = 0x4d;
const LOWER_M = 0x6d;
const LOWER_H = 0x68;
const SPACE = 0x20;
const DOT = 0x2e;
const FIVE = 0x35;

/** Writes the path data of `runs` (packed triples) at `at`; returns the end. */
function writeRunPath(runs: Uint8Array, quiet: number, out: Uint8Array, at: number): number {
  let penX = 0;
  let penY = 0;
  for (let i = 0; i < runs.length; i += 3) {
    const x = runs[i]! + quiet;
    const y = runs[i + 1]! + quiet;
    const length = runs[i + 2]!;
    if (i === 0) {
      // Only the first move is absolute; its y sits on the row's centre line (y + 0.5).
      out[at++] = UPPER_M;
      at = writeDecimal(out, at, x);
      out[at++] = SPACE;
      at = writeDecimal(out, at, y);
      out[at++] = DOT;
      out[at++] = FIVE;
    } else {
      // Every later move is relative to where the previous stroke ended, so it stays an integer.
      out[at++] = LOWER_M;
      at = writeDecimal(out, at, x - penX);
      out[at++] = SPACE;
      at = writeDecimal(out, at, y - penY);
    }
    out[at++] = LOWER_H;
    at = writeDecimal(out, at, length);
    penX = x + length;
    penY = y;
  }
  return at;
}

/** `#rgb` when the short form is exact, else `#rrggbb`. */
function svgColor(color: Rgb): string {
  const hex = ((color.r << 16) | (color.g << 8) | color.b).toString(16).padStart(6, '0');
  return hex[0] === hex[1] && hex[2] === hex[3] && hex[4] === hex[5] ? `#${hex[0]}${hex[2]}${hex[4]}` : `#${hex}`;
}
