import { IMAGE_FORMATS, resolveImageRequest, type ImageFormat } from '@quietzone/core';
import { getQuery } from 'h3';
import { ApiError } from '../http/api-error';
import { limitImageRequest } from '../http/image-rate-limit';
import { routerParam } from '../http/read-input';
import type { AppContext, RouteModule } from '../http/router';
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
export const codeImageRoutes: RouteModule = (router) => {
  for (const format of IMAGE_FORMATS) {
    // GET /v1/codes/:code/qr.<format> – the code as SVG, PNG, PDF or EPS (public)
    router.get(`/codes/:code/qr.${format}`, (event, ctx) => serveImage(event, ctx, format), { public: true });
  }
};

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
