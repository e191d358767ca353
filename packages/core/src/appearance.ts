import { BLACK, WHITE, formatHexColor, parseColor, parseHexColor, sameRgb, type Color, type Rgb } from './color';

/**
 * Appearance as stored and returned (contract, "Appearance"): `#RRGGBB` upper case, the
 * background also `transparent`. Black foreground and white background are never stored
 * (rule 1): they are `null`, which also means "the default".
 */
export interface StoredAppearance {
  readonly foreground_color: string | null;
  readonly background_color: string | null;
}

export const DEFAULT_APPEARANCE: StoredAppearance = Object.freeze({ foreground_color: null, background_color: null });

export const APPEARANCE_KEYS = ['foreground_color', 'background_color'] as const;

export type AppearanceKey = (typeof APPEARANCE_KEYS)[number];

/** Why a PATCH `appearance` value was refused; the server maps `code` to a status. */
export type AppearanceFailure =
  /** A key other than foreground_color/background_color (contract, appearance rule 3): 400. */
  | { readonly code: 'unknown_appearance_key'; readonly key: string }
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
 * - `undefined` (member absent) keeps everything; `null` resets both colors;
 * - an object: an absent key keeps its stored value, `null` resets it, a color replaces it.
 *
 * Colors are accepted in the image routes' forms too (`RGB` or `RRGGBB`, any case, `#`
 * optional) and stored normalized as `#RRGGBB` upper case; `transparent` only as background.
 * Unknown keys are reported before invalid colors (400 before 422). Never throws, and applying
 * the same patch twice gives the same result as once.
 */
export function mergeAppearance(stored: StoredAppearance | null, patch: unknown): AppearanceMergeResult {
  const current = normalizeStoredAppearance(stored);
  if (patch === undefined) return success(current);
  if (patch === null) return success(DEFAULT_APPEARANCE);
  if (typeof patch !== 'object' || Array.isArray(patch)) {
    return { ok: false, failure: { code: 'invalid_appearance', value: patch } };
  }
  const members = patch as Record<string, unknown>;
  const keys = Object.keys(members);
  const unknownKey = keys.find((key) => !(APPEARANCE_KEYS as readonly string[]).includes(key));
  if (unknownKey !== undefined) return { ok: false, failure: { code: 'unknown_appearance_key', key: unknownKey } };

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
  return success({ foreground_color: foreground, background_color: background });
}

/**
 * The colors to draw for a stored appearance. A stored value that does not parse (only
 * possible if the database was edited by hand) falls back to the default, like an invalid
 * image-route parameter does.
 */
export function effectiveColors(stored: StoredAppearance | null): { readonly foreground: Rgb; readonly background: Color } {
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
export function presentAppearance(stored: StoredAppearance | null): StoredAppearance {
  return normalizeStoredAppearance(stored);
}

/** True when the stored appearance chooses at least one color (i.e. is not the default). */
export function hasStoredColors(stored: StoredAppearance | null): boolean {
  const normalized = normalizeStoredAppearance(stored);
  return normalized.foreground_color !== null || normalized.background_color !== null;
}

function normalizeStoredAppearance(stored: StoredAppearance | null): StoredAppearance {
  if (stored === null || stored === undefined) return DEFAULT_APPEARANCE;
  const foreground = parseHexColor(stored.foreground_color);
  const background = parseColor(stored.background_color);
  return Object.freeze({
    foreground_color: foreground === undefined ? null : storedForeground(foreground),
    background_color: background === undefined ? null : storedBackground(background),
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
