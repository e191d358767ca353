import { parseHexColor, type Rgb } from '@quietzone/core';
import { FINDER_INNER_SHAPES, FINDER_OUTER_SHAPES, type FinderInnerShape, type FinderOuterShape, type FinderShape } from './finder-shapes';
import { GRADIENT_TYPES, type GradientType, type ResolvedGradient } from './gradient';
import { MODULE_SHAPES, type ModuleShape } from './module-shapes';

/** The library's style options, as `renderQr` takes them. */
export interface StyleOptions {
  /** How each dark module is drawn; default `square` (the plain code, byte for byte). */
  readonly modules?: ModuleShape;
  /** The three finder patterns' ring and centre; default square ones. */
  readonly finder?: { readonly outer?: FinderOuterShape; readonly inner?: FinderInnerShape };
  /** The finder patterns' own color, hex as `fg`; default the foreground. */
  readonly finderColor?: string;
  /**
   * The foreground as a gradient over the symbol: `linear` at `angle` degrees (clockwise from
   * left-to-right, default 0) or `radial` from the centre, through 2–4 hex colors evenly spaced.
   */
  readonly gradient?: { readonly type: GradientType; readonly angle?: number; readonly colors: readonly string[] };
}

/** What the writers draw; absent from the writer options when every style is the default. */
export interface ResolvedStyle {
  readonly modules: ModuleShape;
  readonly finder: FinderShape;
  readonly finderColor?: Rgb;
  readonly gradient?: ResolvedGradient;
}

export const GRADIENT_COLORS = Object.freeze({ min: 2, max: 4 });

/**
 * Checks the style options and resolves them, or `undefined` when they ask for nothing but the
 * defaults, so a plain code keeps its exact bytes. Throws a `TypeError`/`RangeError` naming the
 * option.
 */
export function resolveStyle(options: StyleOptions): ResolvedStyle | undefined {
  const { modules = 'square', finder = {}, finderColor, gradient } = options;
  if (!MODULE_SHAPES.includes(modules)) throw new TypeError(`modules must be one of ${MODULE_SHAPES.join(', ')}, got ${describe(modules)}`);
  if (typeof finder !== 'object' || finder === null) throw new TypeError(`finder must be an object { outer, inner }, got ${describe(finder)}`);
  const unknown = Object.keys(finder).filter((key) => key !== 'outer' && key !== 'inner');
  if (unknown.length > 0) throw new TypeError(`finder takes only outer and inner, got ${unknown.join(', ')}`);
  const { outer = 'square', inner = 'square' } = finder;
  if (!FINDER_OUTER_SHAPES.includes(outer)) throw new TypeError(`finder.outer must be one of ${FINDER_OUTER_SHAPES.join(', ')}, got ${describe(outer)}`);
  if (!FINDER_INNER_SHAPES.includes(inner)) throw new TypeError(`finder.inner must be one of ${FINDER_INNER_SHAPES.join(', ')}, got ${describe(inner)}`);
  const finderRgb = finderColor === undefined ? undefined : hexColor(finderColor, 'finderColor');
  const resolvedGradient = gradient === undefined ? undefined : checkedGradient(gradient);
  if (modules === 'square' && outer === 'square' && inner === 'square' && !finderRgb && !resolvedGradient) return undefined;
  return {
    modules,
    finder: { outer, inner },
    ...(finderRgb ? { finderColor: finderRgb } : {}),
    ...(resolvedGradient ? { gradient: resolvedGradient } : {}),
  };
}

function checkedGradient(gradient: NonNullable<StyleOptions['gradient']>): ResolvedGradient {
  if (typeof gradient !== 'object' || gradient === null) throw new TypeError(`gradient must be an object { type, angle, colors }, got ${describe(gradient)}`);
  const { type, angle = 0, colors } = gradient;
  if (!GRADIENT_TYPES.includes(type)) throw new TypeError(`gradient.type must be one of ${GRADIENT_TYPES.join(', ')}, got ${describe(type)}`);
  if (typeof angle !== 'number' || !Number.isFinite(angle) || angle < -360 || angle > 360) throw new RangeError(`gradient.angle must be a number of degrees from -360 to 360, got ${describe(angle)}`);
  if (type === 'radial' && gradient.angle !== undefined) throw new TypeError('gradient.angle applies to a linear gradient only');
  if (!Array.isArray(colors)) throw new TypeError(`gradient.colors must be an array of ${GRADIENT_COLORS.min}–${GRADIENT_COLORS.max} hex colors, got ${describe(colors)}`);
  if (colors.length < GRADIENT_COLORS.min || colors.length > GRADIENT_COLORS.max) {
    throw new RangeError(`gradient.colors must hold ${GRADIENT_COLORS.min}–${GRADIENT_COLORS.max} colors, got ${colors.length}`);
  }
  return { type, angle, colors: colors.map((color, index) => hexColor(color, `gradient.colors[${index}]`)) };
}

function hexColor(input: unknown, name: string): Rgb {
  const color = parseHexColor(input);
  if (!color) throw new TypeError(`${name} must be a hex color (RRGGBB or RGB, '#' optional), got ${describe(input)}`);
  return color;
}

function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}
