import { STYLE_KEYS, presentAppearance, type StoredAppearance } from '@quietzone/core';
import type { Code } from '@quietzone/core/schemas';
import type { RenderOptions } from '@quietzone/render';
import type { CodeRow, CodeStyle } from './store/codes';

/** The columns of a code that hold its appearance. */
export type AppearanceColumns = Pick<CodeRow, 'foreground_color' | 'background_color' | 'style'>;

/** A code's appearance as stored: its two color columns and its `style` column, normalized by core. */
export function storedAppearanceOf(row: AppearanceColumns): StoredAppearance {
  return presentAppearance({ foreground_color: row.foreground_color, background_color: row.background_color, ...(row.style ?? {}) });
}

/** The `style` column of an appearance: only the style keys that are set. */
export function styleColumnOf(appearance: StoredAppearance): CodeStyle {
  return Object.fromEntries(STYLE_KEYS.filter((key) => appearance[key] !== null).map((key) => [key, appearance[key]])) as CodeStyle;
}

/** The `appearance` member of a code resource (and of its webhook events). */
export function appearanceResource(row: AppearanceColumns): Code['appearance'] {
  const appearance = storedAppearanceOf(row);
  const { gradient, finder_shape } = appearance;
  return {
    ...appearance,
    finder_shape: finder_shape === null ? null : { ...finder_shape },
    gradient: gradient === null ? null : { ...gradient, colors: [...gradient.colors] },
  };
}

/** The library's style options for a stored appearance (exports, the scan check): none for a plain code. */
export function styleRenderOptions(row: AppearanceColumns): Pick<RenderOptions, 'modules' | 'finder' | 'finderColor' | 'gradient'> {
  const { module_shape, finder_shape, finder_color, gradient } = storedAppearanceOf(row);
  return {
    ...(module_shape === null ? {} : { modules: module_shape }),
    ...(finder_shape === null ? {} : { finder: { ...finder_shape } }),
    ...(finder_color === null ? {} : { finderColor: finder_color }),
    ...(gradient === null ? {} : { gradient: { type: gradient.type, ...(gradient.angle === null ? {} : { angle: gradient.angle }), colors: [...gradient.colors] } }),
  };
}
