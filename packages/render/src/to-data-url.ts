import { IMAGE_FORMATS, canonicalSpelling } from '@quietzone/core';
import { base64 } from './internal/base64';
import type { RenderOptions } from './render-options';
import { renderQr } from './render-qr';

const MEDIA_TYPES = { svg: 'image/svg+xml', png: 'image/png', pdf: 'application/pdf', eps: 'application/postscript' } as const;

/** The code as a `data:` URL (RFC 2397, base64) for an `<img src>` or a download link. */
export async function toDataUrl(content: string, options: RenderOptions): Promise<string> {
  const bytes = await renderQr(content, options);
  // renderQr has refused any other format, in any case, before this line runs.
  const format = canonicalSpelling(IMAGE_FORMATS, options.format)!;
  return `data:${MEDIA_TYPES[format]};base64,${base64(bytes)}`;
}

/**
 * The code as text: SVG markup or EPS (both ASCII). PNG and PDF are binary, so they throw a
 * `TypeError`; use {@link toDataUrl} for those.
 */
export async function toString(content: string, options: RenderOptions): Promise<string> {
  const format = canonicalSpelling(IMAGE_FORMATS, options?.format);
  if (format !== 'svg' && format !== 'eps') {
    throw new TypeError(`toString writes svg or eps (text); ${String(options?.format)} is binary: use toDataUrl or renderQr`);
  }
  return new TextDecoder().decode(await renderQr(content, options));
}
