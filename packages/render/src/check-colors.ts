import { checkContrast, type ContrastAssessment } from '@quietzone/core';
import { normalizeRenderOptions, type RenderOptions } from './render-options';

/**
 * Core's contrast findings for the colors `renderQr` would draw with `options` (the rules the
 * API applies: WCAG contrast ratio, brightness difference, light on dark, transparency), without
 * rendering. `renderQr` with `strict: true` throws when there is any.
 */
export function checkColors(options: Pick<RenderOptions, 'fg' | 'bg' | 'logo'>): ContrastAssessment {
  const resolved = normalizeRenderOptions('-', { format: 'svg', ...(options.fg === undefined ? {} : { fg: options.fg }), ...(options.bg === undefined ? {} : { bg: options.bg }) });
  return checkContrast({ foreground: resolved.foreground, background: resolved.background, hasLogo: options.logo !== undefined });
}
