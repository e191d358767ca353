import { checkColors } from './check-colors';
import type { RenderOptions } from './render-options';

/**
 * `strict`: core's contrast findings (ratio, brightness, light on dark, transparency) as an error.
 * A module of its own so that `@quietzone/render/svg` reaches it without render-qr.ts, whose
 * dispatch imports every writer and symbology: in the built dist the SVG entry then loads a
 * chunk of the SVG path only.
 */
export function refuseFlaggedColors(options: Pick<RenderOptions, 'fg' | 'bg' | 'logo'>): void {
  const { issues } = checkColors(options);
  if (issues.length > 0) {
    throw new RangeError(`strict: ${issues.map((issue) => `${issue.code} (${issue.severity}): ${issue.message}`).join('; ')}`);
  }
}
