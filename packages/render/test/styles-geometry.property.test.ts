import { Resvg } from '@resvg/resvg-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FINDER_INNER_SHAPES, FINDER_OUTER_SHAPES, finderOrigins, finderOutline, isFinderModule } from '../src/styles/finder-shapes';
import { MODULE_SHAPE_COVERAGE, MODULE_SHAPES, moduleOutline } from '../src/styles/module-shapes';
import type { Outline } from '../src/styles/path';
import { pathWords, SVG_PATH } from '../src/styles/path-text';
import { anyMatrixUpTo } from './support/arbitrary-matrix';

// The shapes' geometry, rasterised by resvg (not our PNG rasteriser): what a dark module draws
// stays in its cell and covers the share its shape promises; finder patterns keep 1:1:3:1:1.

/** The outline's alpha per pixel at `scale` pixels a module, `quiet` empty modules around it. */
function alphaOf(outline: Outline, size: number, scale: number, quiet: number): { side: number; alpha: (x: number, y: number) => number } {
  const extent = size + 2 * quiet;
  const side = extent * scale;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${extent} ${extent}"><path d="${pathWords(outline, SVG_PATH, { quiet }).join('')}"/></svg>`;
  const pixels = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
  return { side, alpha: (x, y) => pixels[(y * side + x) * 4 + 3]! / 255 };
}

const SCALE = 12;

describe('module shapes', () => {
  for (const shape of MODULE_SHAPES) {
    it(`${shape}: light cells stay empty, dark ones cover at least ${MODULE_SHAPE_COVERAGE[shape].toFixed(3)} of their cell`, () => {
      fc.assert(
        fc.property(anyMatrixUpTo(4), (matrix) => {
          const { alpha } = alphaOf(moduleOutline(matrix, shape), matrix.size, SCALE, 0);
          for (let y = 0; y < matrix.size; y++) {
            for (let x = 0; x < matrix.size; x++) {
              if (isFinderModule(matrix.size, x, y)) continue;
              let covered = 0;
              for (let py = 0; py < SCALE; py++) for (let px = 0; px < SCALE; px++) covered += alpha(x * SCALE + px, y * SCALE + py);
              const share = covered / SCALE ** 2;
              // Anti-aliasing of a neighbour's edge lying exactly on the cell's border adds nothing; the
              // tolerance is for curves flattened by the rasteriser.
              if (matrix.modules[y * matrix.size + x] === 1) expect(share).toBeGreaterThanOrEqual(MODULE_SHAPE_COVERAGE[shape] - 0.02);
              else expect(share).toBeLessThanOrEqual(0.002);
            }
          }
        }),
        { numRuns: 15 },
      );
    });
  }

  it('finder modules are left to the finder shape', () => {
    fc.assert(
      fc.property(anyMatrixUpTo(4), fc.constantFrom(...MODULE_SHAPES), (matrix, shape) => {
        const { alpha } = alphaOf(moduleOutline(matrix, shape), matrix.size, 4, 0);
        for (const [fx, fy] of finderOrigins(matrix.size)) for (let y = fy * 4; y < (fy + 7) * 4; y++) for (let x = fx * 4; x < (fx + 7) * 4; x++) expect(alpha(x, y)).toBe(0);
      }),
      { numRuns: 20 },
    );
  });
});

/** Lengths of the dark (alpha ≥ ½) and light runs along a line of pixels, starting with light. */
function runLengths(samples: readonly number[]): number[] {
  const runs: number[] = [];
  let dark = false;
  let length = 0;
  for (const sample of samples) {
    if (sample >= 0.5 === dark) {
      length++;
    } else {
      runs.push(length);
      dark = !dark;
      length = 1;
    }
  }
  runs.push(length);
  return runs;
}

describe('finder shapes', () => {
  it('keep 1:1:3:1:1 along the row and the column through each pattern centre', () => {
    const finder = fc.record({ outer: fc.constantFrom(...FINDER_OUTER_SHAPES), inner: fc.constantFrom(...FINDER_INNER_SHAPES) });
    fc.assert(
      fc.property(finder, fc.integer({ min: 1, max: 10 }), (shape, version) => {
        const size = 17 + 4 * version;
        const scale = 10;
        const { alpha } = alphaOf(finderOutline(size, shape), size, scale, 1);
        for (const [fx, fy] of finderOrigins(size)) {
          // One light module before and after the pattern, then its 7 modules, sampled at pixel centres.
          const centre = (1 + fy + 3.5) * scale;
          const centreColumn = (1 + fx + 3.5) * scale;
          const along = Array.from({ length: 9 * scale }, (_, i) => i);
          const row = runLengths(along.map((i) => alpha(fx * scale + i, Math.floor(centre))));
          const column = runLengths(along.map((i) => alpha(Math.floor(centreColumn), fy * scale + i)));
          for (const runs of [row, column]) {
            expect(runs).toHaveLength(7);
            const [, ring1, gap1, core, gap2, ring2] = runs;
            for (const [length, modules] of [[ring1, 1], [gap1, 1], [core, 3], [gap2, 1], [ring2, 1]] as const) {
              expect(Math.abs(length! - modules * scale)).toBeLessThanOrEqual(1);
            }
          }
        }
      }),
      { numRuns: 48 },
    );
  });
});
