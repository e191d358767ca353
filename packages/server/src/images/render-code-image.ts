import type { ImageRequest } from '@quietzone/core';
import { renderResolvedQr } from '@quietzone/render';

/** Renders a resolved image request; `logo` is the stored, already normalized PNG. */
export function renderCodeImage(content: string, request: ImageRequest, logo: Uint8Array | undefined): Promise<Uint8Array> {
  return renderResolvedQr(content, {
    format: request.format,
    ecc: request.ecc,
    moduleSize: request.moduleSize,
    foreground: request.foreground,
    background: request.background,
    defaultColors: request.defaultColors,
    page: request.page,
    ...(logo ? { logo } : {}),
  });
}
