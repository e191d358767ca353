// @quietzone/render/node — what needs Node: logos in JPEG and WebP (sharp, an optional peer
// dependency). Everything else is in the pure main entry, which runs in every runtime.

import { detectImageFormat } from './detect-image-format';
import { normalizeLogo } from './normalize-logo';
import type { RenderOptions } from './render-options';
import { renderQr as renderPureQr } from './render-qr';

export type { NormalizeLogoResult, NormalizeLogoFailureCode } from './normalize-logo';
export type { LogoFormat } from './detect-image-format';
export { normalizeLogo } from './normalize-logo';

/**
 * `renderQr` of the main entry, plus logos in JPEG and WebP: those are normalized by sharp
 * (EXIF orientation applied, fitted into a transparent 512×512 PNG) before drawing. PNG logos
 * and RGBA pixels take the pure path, so they give the same bytes as in any other runtime.
 */
export async function renderQr(content: string, options: RenderOptions): Promise<Uint8Array> {
  const { logo } = options ?? {};
  if (!(logo instanceof Uint8Array) || detectImageFormat(logo) === 'png') return renderPureQr(content, options);
  const normalized = await normalizeLogo(logo);
  if (!normalized.ok) {
    // The API answers these as 413/422; in library use an unusable logo is the caller's error.
    const message = `logo: ${normalized.message}`;
    throw normalized.code === 'too_large' ? new RangeError(message) : new TypeError(message);
  }
  return renderPureQr(content, { ...options, logo: normalized.png });
}
