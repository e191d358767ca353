import { polygon, roundedRect, type Outline } from './path';

export const FINDER_OUTER_SHAPES = ['square', 'rounded', 'circle', 'leaf'] as const;
export const FINDER_INNER_SHAPES = ['square', 'rounded', 'circle', 'diamond'] as const;
export type FinderOuterShape = (typeof FINDER_OUTER_SHAPES)[number];
export type FinderInnerShape = (typeof FINDER_INNER_SHAPES)[number];

export interface FinderShape {
  readonly outer: FinderOuterShape;
  readonly inner: FinderInnerShape;
}

/** A finder pattern is 7 × 7 modules: a ring one module wide, a light ring, a 3 × 3 centre. */
export const FINDER_MODULES = 7;

/** The top-left modules of the three finder patterns of a `size` × `size` symbol. */
export function finderOrigins(size: number): readonly (readonly [number, number])[] {
  const far = size - FINDER_MODULES;
  return [
    [0, 0],
    [far, 0],
    [0, far],
  ];
}

/** True for a module inside one of the three finder patterns (their separators excluded). */
export function isFinderModule(size: number, x: number, y: number): boolean {
  const far = size - FINDER_MODULES;
  return (x < FINDER_MODULES && (y < FINDER_MODULES || y >= far)) || (x >= far && y < FINDER_MODULES);
}

/**
 * The three finder patterns drawn whole by `shape`, not module by module. Every shape spans
 * the full 7 modules (ring) and 3 modules (centre) along the rows and columns through the
 * pattern's centre, so a scanner's 1:1:3:1:1 test along both axes sees the standard pattern.
 */
export function finderOutline(size: number, shape: FinderShape): Outline {
  return finderOrigins(size).flatMap(([x, y]) => [...ringOutline(x, y, shape.outer), centreOutline(x + 2, y + 2, shape.inner)]);
}

function ringOutline(x: number, y: number, shape: FinderOuterShape): Outline {
  const [outer, inner] = RING_RADII[shape];
  return [roundedRect(x, y, 7, 7, outer), roundedRect(x + 1, y + 1, 5, 5, inner, true)];
}

/** Corner radii of the ring's outside and of its hole, in modules; the ring stays one module wide. */
const RING_RADII = {
  square: [
    [0, 0, 0, 0],
    [0, 0, 0, 0],
  ],
  rounded: [
    [2, 2, 2, 2],
    [1, 1, 1, 1],
  ],
  circle: [
    [3.5, 3.5, 3.5, 3.5],
    [2.5, 2.5, 2.5, 2.5],
  ],
  // Two opposite corners rounded, two sharp: a leaf. Rounder leaves (3.5, 2.5) lost zbar's lock
  // on the pattern from version 4 up, with a diamond centre; 2 reads at every version tried.
  leaf: [
    [2, 0, 2, 0],
    [1, 0, 1, 0],
  ],
} as const satisfies Record<FinderOuterShape, readonly [readonly [number, number, number, number], readonly [number, number, number, number]]>;

function centreOutline(x: number, y: number, shape: FinderInnerShape): Outline[number] {
  switch (shape) {
    case 'square':
      return roundedRect(x, y, 3, 3, [0, 0, 0, 0]);
    case 'rounded':
      return roundedRect(x, y, 3, 3, [0.75, 0.75, 0.75, 0.75]);
    case 'circle':
      return roundedRect(x, y, 3, 3, [1.5, 1.5, 1.5, 1.5]);
    case 'diamond':
      return polygon([
        [x + 1.5, y],
        [x + 3, y + 1.5],
        [x + 1.5, y + 3],
        [x, y + 1.5],
      ]);
  }
}
