import type { Rgb } from '@quietzone/core';
import { darkRuns } from './dark-runs';
import type { QrMatrix } from './matrix';
import { QUIET_ZONE_MODULES, type WriterOptions } from './writer-options';

const utf8 = new TextEncoder();

/**
 * The code as an SVG document of exactly `(size + 8) × moduleSize` pixels. Deterministic:
 * the same matrix and options give the same bytes.
 */
export function writeSvg(matrix: QrMatrix, options: WriterOptions): Uint8Array {
  return utf8.encode(svgMarkup(matrix, options));
}

/**
 * The markup behind {@link writeSvg}; the PNG writer rasterizes it when a logo is present.
 *
 * The user space is one unit per module (viewBox), so every coordinate is a small integer.
 * Dark runs are strokes of width 1 along each row's centre line: a run costs `m<dx> <dy>h<n>`
 * instead of a closed rectangle, about half the bytes (measured in bench/README.md), and a
 * single path of butt-capped strokes leaves no seam between modules.
 */
export function svgMarkup(matrix: QrMatrix, options: WriterOptions): string {
  const { foreground, background, moduleSize, logo } = options;
  const extent = matrix.size + 2 * QUIET_ZONE_MODULES;
  const pixels = extent * moduleSize;
  const xlink = logo ? ' xmlns:xlink="http://www.w3.org/1999/xlink"' : '';
  let svg =
    `<svg xmlns="http://www.w3.org/2000/svg"${xlink} width="${pixels}" height="${pixels}"` +
    ` viewBox="0 0 ${extent} ${extent}" shape-rendering="crispEdges">`;
  if (background !== 'transparent') {
    // A rect's fill defaults to black, so the background color is always written.
    svg += `<rect width="${extent}" height="${extent}" fill="${svgColor(background)}"/>`;
  }
  // Stroke has no default (none), so unlike a fill it must be named even for black.
  svg += `<path stroke="${svgColor(foreground)}" d="${runPath(matrix)}"/>`;
  if (logo) {
    const { x, y, size } = logo.area;
    const box = `x="${x + QUIET_ZONE_MODULES}" y="${y + QUIET_ZONE_MODULES}" width="${size}" height="${size}"`;
    // The clear area stays white even on a transparent background (contract, image rule 3).
    // preserveAspectRatio's default, xMidYMid meet, already centres the logo in the square.
    svg +=
      `<rect ${box} fill="#fff"/>` +
      `<image ${box} xlink:href="data:image/png;base64,${Buffer.from(logo.png).toString('base64')}"/>`;
  }
  return `${svg}</svg>`;
}

function runPath(matrix: QrMatrix): string {
  let d = '';
  let penX = 0;
  let penY = 0;
  for (const run of darkRuns(matrix)) {
    const x = run.x + QUIET_ZONE_MODULES;
    const y = run.y + QUIET_ZONE_MODULES;
    // Only the first move is absolute; its y sits on the row's centre line (y + 0.5). Every
    // later move is relative to where the previous stroke ended, so it stays an integer.
    d += d === '' ? `M${x} ${y}.5` : `m${x - penX} ${y - penY}`;
    d += `h${run.length}`;
    penX = x + run.length;
    penY = y;
  }
  return d;
}

/** `#rgb` when the short form is exact, else `#rrggbb`. */
function svgColor(color: Rgb): string {
  const hex = ((color.r << 16) | (color.g << 8) | color.b).toString(16).padStart(6, '0');
  return hex[0] === hex[1] && hex[2] === hex[3] && hex[4] === hex[5] ? `#${hex[0]}${hex[2]}${hex[4]}` : `#${hex}`;
}
