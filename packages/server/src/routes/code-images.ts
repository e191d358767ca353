import { resolveImageRequest, type ImageFormat } from '@quietzone/core';
import { z } from 'zod';
import { getQuery } from 'h3';
import { ApiError } from '../http/api-error';
import { limitImageRequest } from '../http/image-rate-limit';
import { routerParam } from '../http/read-input';
import type { AppContext } from '../app/app-context';
import { defineRoute } from '../http/route';
import { fitCodeImage } from '../images/fit-code-image';
import { IMAGE_CONTENT_TYPES } from '../images/image-content-type';
import { etagMatches, imageEtag } from '../images/image-etag';
import { renderCodeImage } from '../images/render-code-image';
import { findCodeForImage, readLogoBytes } from '../store/code-images';
import type { H3Event } from 'h3';

/**
 * Public image routes (contract, "Image routes"). `{code}` is the short code.
 *
 * Which codes have images: every code that is not deleted (and whose organization and
 * workspace are accessible) — draft, live, paused and archived alike, because a printed or
 * embedded code's image is still needed while its short link is off. The one exception is a
 * flagged STATIC code: its image encodes the flagged content itself, so it is 404; a flagged
 * dynamic code's image only encodes its (then 404) short link and is still served.
 *
 * Content too long for the asked `ecc` (or a logo's H) renders at the highest level that fits,
 * without the logo if even H does not fit, and says so in `X-QR-Warning`; content nothing can
 * render is 422 (images/fit-code-image.ts).
 *
 * Code lookups are cached for at most 60 s and dropped on change (images/image-code-cache.ts),
 * rendered bytes by ETag (images/rendered-image-cache.ts); only a miss of both renders, in the
 * app's worker pool (images/render-pool.ts). Each client address has IMAGE_RATE_LIMIT_PER_MINUTE.
 */
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
  { ext: 'svg', operationId: 'getCodeImageSvg', summary: 'QR code image as SVG' },
  { ext: 'png', operationId: 'getCodeImagePng', summary: 'QR code image as PNG (alpha with bg=transparent)' },
  { ext: 'pdf', operationId: 'getCodeImagePdf', summary: 'QR code image as PDF' },
  { ext: 'eps', operationId: 'getCodeImageEps', summary: 'QR code image as EPS' },
] as const satisfies readonly { ext: ImageFormat; operationId: string; summary: string }[];

export const codeImageRoutes = FORMATS.map(({ ext, operationId, summary }) =>
  defineRoute({
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
    access: 'public',
    request: { params, query: imageQuery, lenientQuery: true },
    responses: {
      200: {
        description: 'The image.',
        contentType: IMAGE_CONTENT_TYPES[ext],
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
    handler: ({ event, ctx }) => serveImage(event, ctx, ext),
  }),
);


async function serveImage(event: H3Event, ctx: AppContext, format: ImageFormat): Promise<Response> {
  limitImageRequest(event, ctx);
  const shortCode = routerParam(event, 'code');
  const nowMs = ctx.clock.now().getTime();
  let row = ctx.caches.imageCodes.get(shortCode, nowMs);
  if (!row) {
    row = await findCodeForImage(ctx.db, shortCode);
    if (row) ctx.caches.imageCodes.set(row, nowMs);
  }
  if (!row || (row.status === 'flagged' && !row.is_dynamic)) throw new ApiError('not_found', 'QR code not found.');
  const storedLogoSha256 = row.logo_file_id !== null ? row.logo_sha256 : null;
  const resolved = resolveImageRequest({
    format,
    query: getQuery(event),
    stored: { foreground_color: row.foreground_color, background_color: row.background_color },
    hasLogo: storedLogoSha256 !== null,
  });
  const { content, request, logo: drawLogo, warnings } = fitCodeImage(row, ctx.config.publicUrl, resolved, storedLogoSha256 !== null);
  const logoSha256 = drawLogo ? storedLogoSha256 : null;
  const etag = imageEtag(content, request, logoSha256);
  const headers = new Headers(event.res.headers);
  headers.set('etag', etag);
  headers.set('cache-control', request.cacheControl);
  // An SVG is a document; never let a browser sniff any of these as something else.
  headers.set('x-content-type-options', 'nosniff');
  for (const warning of warnings) headers.append('x-qr-warning', warning);
  if (etagMatches(event.req.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers });
  }
  let bytes = ctx.caches.renderedImages.get(etag);
  if (!bytes) {
    const logo = logoSha256 !== null && row.logo_file_id !== null ? await readLogoBytes(ctx.db, row.logo_file_id) : undefined;
    bytes = await renderCodeImage(ctx.renderPool, content, request, logo);
    ctx.caches.renderedImages.set(etag, bytes);
  }
  headers.set('content-type', IMAGE_CONTENT_TYPES[format]);
  headers.set('content-length', String(bytes.byteLength));
  return new Response(event.req.method === 'HEAD' ? null : bytes, { status: 200, headers });
}
