import type { ImageFormat } from '@quietzone/core';

/** Media types of the four image routes (SVG: RFC 9110 registry; EPS: `application/postscript`, RFC 2046). */
export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = Object.freeze({
  svg: 'image/svg+xml',
  png: 'image/png',
  pdf: 'application/pdf',
  eps: 'application/postscript',
});
