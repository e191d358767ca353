import { BLACK, WHITE, sameRgb, type Color, type Rgb } from './color';
import { DEFAULT_ERROR_CORRECTION, type ErrorCorrection } from './error-correction';

export const IMAGE_FORMATS = ['svg', 'png', 'pdf', 'eps'] as const;

export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Contract, image rule 6 and Limits "Caching": the default image for 24 h, never revalidated. */
export const DEFAULT_IMAGE_CACHE_CONTROL = 'public, max-age=86400, immutable';

/** Contract, image rule 6: every other rendering for 5 minutes. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=300';

export interface ImageRendering {
  readonly format: ImageFormat;
  readonly foreground: Rgb;
  readonly background: Color;
  readonly ecc: ErrorCorrection;
  readonly hasLogo: boolean;
  /** No color came from the query or the stored appearance (see `resolveImageRequest`). */
  readonly defaultColors: boolean;
  /** The stored appearance draws a style (shapes, finder color, gradient): never the default image. */
  readonly styled?: boolean;
}

/**
 * Whether a rendering is "the true default image" of contract image rule 6: black on white,
 * ecc M, no logo, no style. For PDF and EPS, choosing any color at all (even `bg=ffffff` or
 * `fg=000000`) adds an opaque area the default file lacks (rule 4), so it is a deviation
 * there; SVG and PNG always draw their background, so explicit black on white is still the
 * default image.
 *
 * Module size and the PDF page (`format=a4`) are not part of the test: the contract names
 * only colors, ecc and logo, and neither changes when the stored appearance or logo changes,
 * which is what the short cache protects against.
 */
export function isDefaultImage(rendering: ImageRendering): boolean {
  if (rendering.hasLogo || rendering.styled === true || rendering.ecc !== DEFAULT_ERROR_CORRECTION) return false;
  if (rendering.background === 'transparent' || !sameRgb(rendering.background, WHITE)) return false;
  if (!sameRgb(rendering.foreground, BLACK)) return false;
  if ((rendering.format === 'pdf' || rendering.format === 'eps') && !rendering.defaultColors) return false;
  return true;
}

/** The `Cache-Control` header of an image response (contract, image rule 6). */
export function imageCacheControl(rendering: ImageRendering): string {
  return isDefaultImage(rendering) ? DEFAULT_IMAGE_CACHE_CONTROL : IMAGE_CACHE_CONTROL;
}
