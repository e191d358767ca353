import type { QrMatrix } from '../matrix';
import { isFinderModule } from './finder-shapes';
import { polygon, roundedRect, type CornerRadii, type Outline } from './path';

export const MODULE_SHAPES = ['square', 'dots', 'rounded', 'classy', 'diamond', 'vertical-bars', 'horizontal-bars'] as const;
export type ModuleShape = (typeof MODULE_SHAPES)[number];

/** Bars leave this much light on each side of a module, so neighbouring bars stay apart. */
const BAR_INSET = 0.1;
const BAR_RADIUS = 0.5 - BAR_INSET;

/**
 * The least share of its cell a dark module's drawn shape covers, whatever its neighbours: a
 * scanner samples the module's centre, so every shape keeps the centre and most of the cell.
 * Dots and a lone rounded module are inscribed circles (π/4); classy rounds two corners of a
 * lone module; a lone bar module is a 0.8-wide stadium.
 */
export const MODULE_SHAPE_COVERAGE: Readonly<Record<ModuleShape, number>> = Object.freeze({
  square: 1,
  dots: Math.PI / 4,
  rounded: Math.PI / 4,
  classy: 1 - (1 - Math.PI / 4) / 2,
  diamond: 0.5,
  'vertical-bars': (1 - 2 * BAR_INSET) * (1 - 2 * BAR_RADIUS) + Math.PI * BAR_RADIUS ** 2,
  'horizontal-bars': (1 - 2 * BAR_INSET) * (1 - 2 * BAR_RADIUS) + Math.PI * BAR_RADIUS ** 2,
});

/**
 * The dark modules outside the finder patterns, each drawn as `shape` inside its own cell
 * (bars join the cells of a run), as one outline for a single fill.
 */
export function moduleOutline(matrix: QrMatrix, shape: ModuleShape): Outline {
  const { size, modules } = matrix;
  const dark = (x: number, y: number) => x >= 0 && y >= 0 && x < size && y < size && modules[y * size + x] === 1 && !isFinderModule(size, x, y);
  switch (shape) {
    case 'square':
      return runs(size, dark, false).map(({ x, y, length }) => roundedRect(x, y, length, 1, [0, 0, 0, 0]));
    case 'vertical-bars':
      return runs(size, dark, true).map(({ x, y, length }) => roundedRect(x + BAR_INSET, y, 1 - 2 * BAR_INSET, length, [BAR_RADIUS, BAR_RADIUS, BAR_RADIUS, BAR_RADIUS]));
    case 'horizontal-bars':
      return runs(size, dark, false).map(({ x, y, length }) => roundedRect(x, y + BAR_INSET, length, 1 - 2 * BAR_INSET, [BAR_RADIUS, BAR_RADIUS, BAR_RADIUS, BAR_RADIUS]));
    default:
      return cells(size, dark).map(([x, y]) => cellOutline(shape, x, y, dark));
  }
}

function cellOutline(shape: 'dots' | 'rounded' | 'classy' | 'diamond', x: number, y: number, dark: (x: number, y: number) => boolean): Outline[number] {
  switch (shape) {
    case 'dots':
      return roundedRect(x, y, 1, 1, [0.5, 0.5, 0.5, 0.5]);
    case 'diamond':
      return polygon([
        [x + 0.5, y],
        [x + 1, y + 0.5],
        [x + 0.5, y + 1],
        [x, y + 0.5],
      ]);
    case 'rounded':
    case 'classy': {
      // A corner is rounded only where neither module beside it is dark, so joined modules
      // stay joined and only the outside corners of a group turn round.
      const up = dark(x, y - 1);
      const down = dark(x, y + 1);
      const left = dark(x - 1, y);
      const right = dark(x + 1, y);
      const round = (open: boolean, allowed: boolean) => (open && allowed ? 0.5 : 0);
      const classy = shape === 'classy';
      const radii: CornerRadii = [round(!up && !left, true), round(!up && !right, !classy), round(!down && !right, true), round(!down && !left, !classy)];
      return roundedRect(x, y, 1, 1, radii);
    }
  }
}

function cells(size: number, dark: (x: number, y: number) => boolean): [number, number][] {
  const found: [number, number][] = [];
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (dark(x, y)) found.push([x, y]);
  return found;
}

/** Runs of dark modules along rows, or along columns when `vertical` (then x, y are the run's top). */
function runs(size: number, dark: (x: number, y: number) => boolean, vertical: boolean): { x: number; y: number; length: number }[] {
  const found: { x: number; y: number; length: number }[] = [];
  for (let line = 0; line < size; line++) {
    let along = 0;
    while (along < size) {
      const at = (step: number) => (vertical ? dark(line, step) : dark(step, line));
      if (!at(along)) {
        along++;
        continue;
      }
      const start = along;
      while (along < size && at(along)) along++;
      found.push(vertical ? { x: line, y: start, length: along - start } : { x: start, y: line, length: along - start });
    }
  }
  return found;
}
