import {
  gradientColors,
  parseFinderColor,
  parseFinderShape,
  parseGradient,
  parseModuleShape,
  type FinderInnerShape,
  type FinderOuterShape,
  type GradientType,
  type ModuleShape,
  type StoredFinderShape,
  type StoredGradient,
  type StyleValue,
} from './appearance-style';
import { BLACK, WHITE, formatHexColor, parseColor, parseHexColor, sameRgb, type Color, type Rgb } from './color';

/**
 * Appearance as stored and returned (contract, "Appearance"): `#RRGGBB` upper case, the
 * background also `transparent`. Black foreground and white background are never stored
 * (rule 1): they are `null`, which also means "the default". The style fields follow the same
 * rule: null is the default (square modules, square finders, finders in the foreground, no
 * gradient), and a square shape is stored as null.
 */
export interface StoredAppearance {
  readonly foreground_color: string | null;
  readonly background_color: string | null;
  readonly module_shape: ModuleShape | null;
  readonly finder_shape: StoredFinderShape | null;
  readonly finder_color: string | null;
  readonly gradient: StoredGradient | null;
}

/** What callers hold of a stored appearance: the two colors always, the style fields when they have them (absent = default). */
export type AppearanceInput = Pick<StoredAppearance, 'foreground_color' | 'background_color'> & Partial<Omit<StoredAppearance, 'foreground_color' | 'background_color'>>;

export const DEFAULT_APPEARANCE: StoredAppearance = Object.freeze({
  foreground_color: null,
  background_color: null,
  module_shape: null,
  finder_shape: null,
  finder_color: null,
  gradient: null,
});

export const APPEARANCE_KEYS = ['foreground_color', 'background_color', 'module_shape', 'finder_shape', 'finder_color', 'gradient'] as const;

export type AppearanceKey = (typeof APPEARANCE_KEYS)[number];

/** The keys that style the symbol beyond its two colors. */
export const STYLE_KEYS = ['module_shape', 'finder_shape', 'finder_color', 'gradient'] as const satisfies readonly AppearanceKey[];

export type StyleKey = (typeof STYLE_KEYS)[number];

/** Why a PATCH `appearance` value was refused; the server maps `code` to a status. */
export type AppearanceFailure =
  /** A key `appearance` (or one of its objects) does not take (contract, appearance rule 3): 400. `key` is below `appearance.`. */
  | { readonly code: 'unknown_appearance_key'; readonly key: string; readonly message: string }
  /** A style field's value this field does not accept: 422. `path` is below `appearance.`. */
  | { readonly code: 'invalid_style'; readonly path: string; readonly message: string }
  /** Not a color this field accepts (e.g. `transparent` as foreground): 422. */
  | { readonly code: 'invalid_color'; readonly field: AppearanceKey; readonly value: unknown }
  /** `appearance` is neither an object nor null (e.g. a string or an array): 422. */
  | { readonly code: 'invalid_appearance'; readonly value: unknown };

export type AppearanceMergeResult =
  | { readonly ok: true; readonly appearance: StoredAppearance }
  | { readonly ok: false; readonly failure: AppearanceFailure };

/**
 * Applies the `appearance` member of a PATCH body to the stored appearance (contract,
 * appearance rules 1–3). `patch` is the raw JSON value:
 * - `undefined` (member absent) keeps everything; `null` resets every field;
 * - an object: an absent key keeps its stored value, `null` resets it, a value replaces it
 *   (`finder_shape` and `gradient` replace the stored object whole).
 *
 * Colors are accepted in the image routes' forms too (`RGB` or `RRGGBB`, any case, `#`
 * optional) and stored normalized as `#RRGGBB` upper case; `transparent` only as background.
 * Unknown keys are reported before invalid colors (400 before 422). Never throws, and applying
 * the same patch twice gives the same result as once.
 */
export function mergeAppearance(stored: AppearanceInput | null, patch: unknown): AppearanceMergeResult {
  const current = normalizeStoredAppearance(stored);
  if (patch === undefined) return success(current);
  if (patch === null) return success(DEFAULT_APPEARANCE);
  if (typeof patch !== 'object' || Array.isArray(patch)) {
    return { ok: false, failure: { code: 'invalid_appearance', value: patch } };
  }
  const members = patch as Record<string, unknown>;
  const keys = Object.keys(members);
  const unknownKey = keys.find((key) => !(APPEARANCE_KEYS as readonly string[]).includes(key));
  if (unknownKey !== undefined) {
    return { ok: false, failure: { code: 'unknown_appearance_key', key: unknownKey, message: `appearance takes only ${APPEARANCE_KEYS.join(', ')}, not ${unknownKey}` } };
  }
  const styled = mergeStyle(current, members);
  if (!styled.ok) return styled;

  let foreground = current.foreground_color;
  let background = current.background_color;
  if (keys.includes('foreground_color') && members.foreground_color !== undefined) {
    const value = members.foreground_color;
    if (value === null) foreground = null;
    else {
      const color = parseHexColor(value);
      if (color === undefined) return { ok: false, failure: { code: 'invalid_color', field: 'foreground_color', value } };
      foreground = storedForeground(color);
    }
  }
  if (keys.includes('background_color') && members.background_color !== undefined) {
    const value = members.background_color;
    if (value === null) background = null;
    else {
      const color = parseColor(value);
      if (color === undefined) return { ok: false, failure: { code: 'invalid_color', field: 'background_color', value } };
      background = storedBackground(color);
    }
  }
  return success({ ...styled.value, foreground_color: foreground, background_color: background });
}

const STYLE_PARSERS: { readonly [Key in StyleKey]: (input: unknown) => StyleValue<StoredAppearance[Key]> } = {
  module_shape: parseModuleShape,
  finder_shape: parseFinderShape,
  finder_color: parseFinderColor,
  gradient: parseGradient,
};

/** The style keys of a patch over `current`; unknown keys inside an object are found before invalid values (400 before 422). */
function mergeStyle(current: StoredAppearance, members: Record<string, unknown>): { ok: true; value: StoredAppearance } | { ok: false; failure: AppearanceFailure } {
  const next: Record<string, unknown> = { ...current };
  const failures: AppearanceFailure[] = [];
  for (const key of STYLE_KEYS) {
    const value = members[key];
    if (!Object.prototype.hasOwnProperty.call(members, key) || value === undefined) continue;
    if (value === null) {
      next[key] = null;
      continue;
    }
    const parsed = STYLE_PARSERS[key](value);
    if (parsed.ok) next[key] = parsed.value;
    else {
      const { code, path, message } = parsed.failure;
      failures.push(code === 'unknown_key' ? { code: 'unknown_appearance_key', key: path, message } : { code: 'invalid_style', path, message });
    }
  }
  const failure = failures.find((candidate) => candidate.code === 'unknown_appearance_key') ?? failures[0];
  return failure === undefined ? { ok: true, value: next as unknown as StoredAppearance } : { ok: false, failure };
}

/**
 * The colors to draw for a stored appearance. A stored value that does not parse (only
 * possible if the database was edited by hand) falls back to the default, like an invalid
 * image-route parameter does.
 */
export function effectiveColors(stored: AppearanceInput | null): { readonly foreground: Rgb; readonly background: Color } {
  return {
    foreground: parseHexColor(stored?.foreground_color) ?? BLACK,
    background: parseColor(stored?.background_color) ?? WHITE,
  };
}

/**
 * The `appearance` member of a code response. The contract allows "object or null"; we always
 * send the object, with `null` for default colors (rule 1: "the response shows them as
 * null"), so clients can read `code.appearance.foreground_color` without a null check.
 */
export function presentAppearance(stored: AppearanceInput | null): StoredAppearance {
  return normalizeStoredAppearance(stored);
}

/** True when the stored appearance chooses at least one color (i.e. is not the default). */
export function hasStoredColors(stored: AppearanceInput | null): boolean {
  const normalized = normalizeStoredAppearance(stored);
  return normalized.foreground_color !== null || normalized.background_color !== null;
}

/** True when the stored appearance sets any style field: its images are not the default image. */
export function isStyled(stored: AppearanceInput | null): boolean {
  const normalized = normalizeStoredAppearance(stored);
  return STYLE_KEYS.some((key) => normalized[key] !== null);
}

/** What a styled code draws, in render's resolved form (`ResolvedStyle`): shapes, and colors as RGB. */
export interface DrawnStyle {
  readonly modules: ModuleShape;
  readonly finder: { readonly outer: FinderOuterShape; readonly inner: FinderInnerShape };
  readonly finderColor?: Rgb;
  readonly gradient?: { readonly type: GradientType; readonly angle: number; readonly colors: readonly Rgb[] };
}

/**
 * The style a stored appearance draws, or undefined when it draws none (the plain code keeps its
 * exact bytes). A radial gradient's angle is 0, as the library resolves one.
 */
export function drawnStyle(stored: AppearanceInput | null): DrawnStyle | undefined {
  const normalized = normalizeStoredAppearance(stored);
  if (!STYLE_KEYS.some((key) => normalized[key] !== null)) return undefined;
  const finderColor = parseHexColor(normalized.finder_color);
  const { gradient } = normalized;
  return Object.freeze({
    modules: normalized.module_shape ?? 'square',
    finder: normalized.finder_shape ?? { outer: 'square' as const, inner: 'square' as const },
    ...(finderColor === undefined ? {} : { finderColor }),
    ...(gradient === null ? {} : { gradient: { type: gradient.type, angle: gradient.angle ?? 0, colors: gradientColors(gradient) } }),
  });
}

/**
 * A stored appearance made valid: each field as the PATCH would store it, and a value that
 * does not parse (only possible if the database was edited by hand) dropped to its default.
 */
function normalizeStoredAppearance(stored: AppearanceInput | null): StoredAppearance {
  if (stored === null || stored === undefined) return DEFAULT_APPEARANCE;
  const foreground = parseHexColor(stored.foreground_color);
  const background = parseColor(stored.background_color);
  const kept = <T>(value: unknown, parse: (input: unknown) => StyleValue<T>): T | null => {
    if (value === null || value === undefined) return null;
    const parsed = parse(value);
    return parsed.ok ? parsed.value : null;
  };
  return Object.freeze({
    foreground_color: foreground === undefined ? null : storedForeground(foreground),
    background_color: background === undefined ? null : storedBackground(background),
    module_shape: kept(stored.module_shape, parseModuleShape),
    finder_shape: kept(stored.finder_shape, parseFinderShape),
    finder_color: kept(stored.finder_color, parseFinderColor),
    gradient: kept(stored.gradient, parseGradient),
  });
}

function storedForeground(color: Rgb): string | null {
  return sameRgb(color, BLACK) ? null : formatHexColor(color);
}

function storedBackground(color: Color): string | null {
  if (color === 'transparent') return 'transparent';
  return sameRgb(color, WHITE) ? null : formatHexColor(color);
}

function success(appearance: StoredAppearance): AppearanceMergeResult {
  return { ok: true, appearance: Object.freeze({ ...appearance }) };
}
