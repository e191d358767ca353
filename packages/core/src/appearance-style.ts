import { canonicalSpelling } from './canonical-spelling';
import { formatHexColor, parseHexColor, type Rgb } from './color';

/** How the dark modules are drawn (render's `modules`); `square` is the default and is stored as null. */
export const MODULE_SHAPES = ['square', 'dots', 'rounded', 'classy', 'diamond', 'vertical-bars', 'horizontal-bars'] as const;
export const FINDER_OUTER_SHAPES = ['square', 'rounded', 'circle', 'leaf'] as const;
export const FINDER_INNER_SHAPES = ['square', 'rounded', 'circle', 'diamond'] as const;
export const GRADIENT_TYPES = ['linear', 'radial'] as const;
/** A gradient runs through 2–4 colors; its angle is degrees from -360 to 360 (linear only). */
export const GRADIENT_LIMITS = Object.freeze({ minColors: 2, maxColors: 4, maxAngle: 360 });

export type ModuleShape = (typeof MODULE_SHAPES)[number];
export type FinderOuterShape = (typeof FINDER_OUTER_SHAPES)[number];
export type FinderInnerShape = (typeof FINDER_INNER_SHAPES)[number];
export type GradientType = (typeof GRADIENT_TYPES)[number];

export interface StoredFinderShape {
  readonly outer: FinderOuterShape;
  readonly inner: FinderInnerShape;
}

/** A stored gradient: colors `#RRGGBB`; `angle` in degrees for linear, null for radial. */
export interface StoredGradient {
  readonly type: GradientType;
  readonly angle: number | null;
  readonly colors: readonly string[];
}

/**
 * Why a style value was refused: `unknown_key` (a key the object does not take, 400 like an
 * unknown appearance key) or `invalid` (422). `path` is below `appearance.`.
 */
export type StyleValueFailure = { readonly code: 'unknown_key' | 'invalid'; readonly path: string; readonly message: string };

export type StyleValue<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: StyleValueFailure };

/** A module shape in any case; `square` (the default) becomes null. */
export function parseModuleShape(input: unknown): StyleValue<ModuleShape | null> {
  const shape = canonicalSpelling(MODULE_SHAPES, input);
  if (shape === undefined) return invalid('module_shape', `must be one of ${MODULE_SHAPES.join(', ')}`);
  return valid(shape === 'square' ? null : shape);
}

/**
 * `{ outer, inner }`, each in any case; a missing member is `square`, and two square ones (the
 * default) become null. The object replaces the stored one whole.
 */
export function parseFinderShape(input: unknown): StyleValue<StoredFinderShape | null> {
  if (!isPlainObject(input)) return invalid('finder_shape', 'must be an object { outer, inner } or null');
  const unknownKey = Object.keys(input).find((key) => key !== 'outer' && key !== 'inner');
  if (unknownKey !== undefined) return { ok: false, failure: { code: 'unknown_key', path: `finder_shape.${unknownKey}`, message: `finder_shape takes only outer and inner, not ${unknownKey}` } };
  const outer = input.outer === undefined ? 'square' : canonicalSpelling(FINDER_OUTER_SHAPES, input.outer);
  if (outer === undefined) return invalid('finder_shape.outer', `must be one of ${FINDER_OUTER_SHAPES.join(', ')}`);
  const inner = input.inner === undefined ? 'square' : canonicalSpelling(FINDER_INNER_SHAPES, input.inner);
  if (inner === undefined) return invalid('finder_shape.inner', `must be one of ${FINDER_INNER_SHAPES.join(', ')}`);
  return valid(outer === 'square' && inner === 'square' ? null : Object.freeze({ outer, inner }));
}

/** A hex color as the other colors take it, stored `#RRGGBB` upper case. Kept even when it equals the foreground: it stays put when the foreground changes. */
export function parseFinderColor(input: unknown): StyleValue<string> {
  const color = parseHexColor(input);
  return color === undefined ? invalid('finder_color', 'must be a color #RRGGBB') : valid(formatHexColor(color));
}

/**
 * `{ type, angle, colors }`: `linear` at `angle` degrees (default 0, -360 to 360) or `radial`
 * (no angle, or null), through 2–4 hex colors.
 */
export function parseGradient(input: unknown): StyleValue<StoredGradient> {
  if (!isPlainObject(input)) return invalid('gradient', 'must be an object { type, angle, colors } or null');
  const unknownKey = Object.keys(input).find((key) => key !== 'type' && key !== 'angle' && key !== 'colors');
  if (unknownKey !== undefined) return { ok: false, failure: { code: 'unknown_key', path: `gradient.${unknownKey}`, message: `gradient takes only type, angle and colors, not ${unknownKey}` } };
  const type = canonicalSpelling(GRADIENT_TYPES, input.type);
  if (type === undefined) return invalid('gradient.type', `must be one of ${GRADIENT_TYPES.join(', ')}`);
  const { angle } = input;
  if (type === 'radial' && angle !== undefined && angle !== null) return invalid('gradient.angle', 'applies to a linear gradient only');
  if (type === 'linear' && angle !== undefined && !(typeof angle === 'number' && Number.isFinite(angle) && Math.abs(angle) <= GRADIENT_LIMITS.maxAngle)) {
    return invalid('gradient.angle', `must be a number of degrees from -${GRADIENT_LIMITS.maxAngle} to ${GRADIENT_LIMITS.maxAngle}`);
  }
  const { colors } = input;
  if (!Array.isArray(colors) || colors.length < GRADIENT_LIMITS.minColors || colors.length > GRADIENT_LIMITS.maxColors) {
    return invalid('gradient.colors', `must be an array of ${GRADIENT_LIMITS.minColors}–${GRADIENT_LIMITS.maxColors} colors #RRGGBB`);
  }
  const stored: string[] = [];
  for (const [index, value] of colors.entries()) {
    const color = parseHexColor(value);
    if (color === undefined) return invalid(`gradient.colors[${index}]`, 'must be a color #RRGGBB');
    stored.push(formatHexColor(color));
  }
  // `+ 0` turns -0 into 0, so one angle has one stored form.
  const storedAngle = type === 'radial' ? null : typeof angle === 'number' ? angle + 0 : 0;
  return valid(Object.freeze({ type, angle: storedAngle, colors: Object.freeze(stored) }));
}

/** The drawn form of a stored gradient: colors as RGB (render's resolved gradient). */
export function gradientColors(gradient: StoredGradient): readonly Rgb[] {
  return gradient.colors.map((color) => parseHexColor(color)).filter((color): color is Rgb => color !== undefined);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function valid<T>(value: T): StyleValue<T> {
  return { ok: true, value };
}

function invalid(path: string, message: string): StyleValue<never> {
  return { ok: false, failure: { code: 'invalid', path, message } };
}
