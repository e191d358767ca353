import type { OpenApiOperation } from '../build-openapi-document';
import { z } from 'zod';

const imageQuery = z.object({
  size: z.string().optional().describe('Module size: an integer 2 to 20 (pixels for SVG/PNG, points for EPS); default 4. PDF ignores it (1 mm modules). Invalid values count as unset.'),
  format: z.string().optional().describe('PDF only: `square` (default, the code with its quiet zone) or `a4`.'),
  fg: z.string().optional().describe('Foreground: hex RRGGBB or RGB, `#` optional (as %23), any case. Default: the stored color, else 000000.'),
  bg: z.string().optional().describe('Background: hex as fg, or `transparent`. Default: the stored color, else ffffff.'),
  ecc: z.string().optional().describe('Error correction L, M, Q or H; default M. A logo always forces H.'),
});
const params = z.object({ code: z.string().describe('The short code.') });

const QR_WARNING =
  'Present only when the image differs from what was asked: a comma-separated list of short plain-ASCII notes, e.g. ' +
  '`logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`.';

const FORMATS = [
  { ext: 'svg', contentType: 'image/svg+xml', operationId: 'getCodeImageSvg', summary: 'QR code image as SVG' },
  { ext: 'png', contentType: 'image/png', operationId: 'getCodeImagePng', summary: 'QR code image as PNG (alpha with bg=transparent)' },
  { ext: 'pdf', contentType: 'application/pdf', operationId: 'getCodeImagePdf', summary: 'QR code image as PDF' },
  { ext: 'eps', contentType: 'application/postscript', operationId: 'getCodeImageEps', summary: 'QR code image as EPS' },
] as const;

export const codeImageOperations: readonly OpenApiOperation[] = FORMATS.map(
  ({ ext, contentType, operationId, summary }): OpenApiOperation => ({
    method: 'GET',
    path: `/codes/{code}/qr.${ext}`,
    operationId,
    summary,
    description:
      'Public. Colors follow query, then stored appearance, then default; invalid parameter values count as unset and never give an error. ' +
      'Codes that are draft, paused or archived still have images; deleted codes are 404. ' +
      'Only the true default image (black on white, ecc M, no logo) is `public, max-age=86400, immutable`; every other rendering `public, max-age=300`. ' +
      'Every response has a strong ETag; If-None-Match answers 304. ' +
      'Content too long for the asked `ecc` (or for H, which a logo forces) is drawn at the highest level that fits, without the logo when even H does not fit; ' +
      'each such change is named in `X-QR-Warning`, and the ETag is that of what is drawn (Cache-Control then `public, max-age=300`). ' +
      'An SVG or PNG edge never exceeds 4,096 px (the size range keeps every code below it).',
    tags: ['Images'],
    auth: 'public',
    request: { params, query: imageQuery },
    responses: {
      200: {
        description: 'The image.',
        contentType,
        headers: {
          ETag: { description: 'Strong validator of the exact bytes.' },
          'Cache-Control': { description: '`public, max-age=86400, immutable` for the default image, else `public, max-age=300`.' },
          'X-QR-Warning': { description: QR_WARNING },
        },
      },
      304: { description: 'Not modified (If-None-Match matched the ETag).', headers: { 'X-QR-Warning': { description: QR_WARNING } } },
      404: { description: 'No code with this short code, or the code is deleted.' },
      422: { description: 'The stored content of the code cannot be drawn at all: longer than a QR code holds even at ECC L, or not encodable (a row written before creation checked it). `errors` names the content field.' },
      429: {
        description: 'More than IMAGE_RATE_LIMIT_PER_MINUTE image requests (default 600) from this client address in the current minute, counted per server process.',
        headers: {
          'Retry-After': { description: 'Seconds until the minute ends.' },
          'X-RateLimit-Limit': { description: 'The limit per minute.' },
          'X-RateLimit-Remaining': { description: 'Always 0 here.' },
          'X-RateLimit-Reset': { description: 'Epoch seconds at which the minute ends.' },
        },
      },
      503: { description: 'Too many images are being rendered (the render queue is full); cached images are still served.', headers: { 'Retry-After': { description: 'Seconds to wait, 1.' } } },
    },
  }),
);
