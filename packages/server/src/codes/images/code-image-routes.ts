import { resolveImageRequest, type ImageFormat } from '@quietzone/core';
import { z } from 'zod';
import { getQuery } from 'h3';
import { limitImageRequest } from '../../http/image-rate-limit';
import { routerParam } from '../../http/read-input';
import type { AppContext } from '../../app/app-context';
import { fitCodeImage } from './fit-code-image';
import { withModuleMm } from '../../images/image-module-mm';
import { PDFX_LOGO_WARNING, withPdfx } from '../../images/image-pdfx';
import { withPressDpi } from '../../images/image-press-check';
import { imageResponse } from '../../images/image-response';
import { servedOnHost } from '../../http/custom-domain-routing';
import { publicBaseOf } from '../../domains/request-host';
import { findCodeForImage, readLogoBytes } from '../store/code-images';
import type { H3Event, HTTPResponse } from 'h3';
import { imageRoutes } from '../../images/image-routes';
import { codes } from '../code-routes';
import { codeNotFound } from '../get-code-or-throw';
import { storedAppearanceOf } from '../code-appearance';

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
 * render is 422 (codes/images/fit-code-image.ts).
 *
 * Code lookups are cached for at most 60 s and dropped on change (codes/images/image-code-cache.ts),
 * rendered bytes by ETag (images/rendered-image-cache.ts); only a miss of both renders, in the
 * app's worker pool (images/render-pool.ts). Each client address has IMAGE_RATE_LIMIT_PER_MINUTE.
 */
const params = z.object({ code: z.string().describe('The short code.') });

export const codeImageRoutes = imageRoutes({
  path: '/codes/{code}',
  params,
  operationIdPrefix: 'getCodeImage',
  summary: 'QR code image',
  about: 'Colors follow query, then stored appearance, then default; the stored style (module and finder shapes, finder color, gradient) is always drawn, and a styled image is cached for 5 minutes. Codes that are draft, paused or archived still have images; deleted codes are 404.',
  notFound: codes.notFound,
  unrenderable: 'The stored content of the code cannot be drawn at all: longer than a QR code holds even at ECC L, or not encodable (a row written before creation checked it). `errors` names the content field.',
  serve: serveImage,
});

async function serveImage(event: H3Event, ctx: AppContext, format: ImageFormat): Promise<Response | HTTPResponse> {
  limitImageRequest(event, ctx);
  const shortCode = routerParam(event, 'code');
  const nowMs = ctx.clock.now().getTime();
  let row = ctx.caches.imageCodes.get(shortCode, nowMs);
  if (!row) {
    row = await findCodeForImage(ctx.db, shortCode);
    if (row) ctx.caches.imageCodes.set(row, nowMs);
  }
  if (!row || (row.status === 'flagged' && !row.is_dynamic) || !servedOnHost(event, row.workspace_id)) throw codeNotFound();
  const storedLogoSha256 = row.logo_file_id !== null ? row.logo_sha256 : null;
  const query = getQuery(event);
  const resolve = (hasLogo: boolean) =>
    withPressDpi(withPdfx(withModuleMm(resolveImageRequest({ format, query, stored: storedAppearanceOf(row), hasLogo }), query), query), query);
  let resolved = resolve(storedLogoSha256 !== null);
  // The logo is an RGB image with transparency, which PDF/X forbids: the file is drawn without
  // it (and without the ECC H it would force), and says so.
  const logoLeftOut = storedLogoSha256 !== null && resolved.pdfx !== undefined;
  if (logoLeftOut) resolved = resolve(false);
  const fitted = fitCodeImage(row, row.is_dynamic ? await publicBaseOf(ctx, row.workspace_id) : ctx.config.publicUrl, resolved, storedLogoSha256 !== null && !logoLeftOut);
  const { content, request } = fitted;
  const logoSha256 = fitted.logo ? storedLogoSha256 : null;
  return imageResponse(event, ctx, {
    format,
    content,
    request,
    warnings: logoLeftOut ? [PDFX_LOGO_WARNING, ...fitted.warnings] : fitted.warnings,
    logoSha256,
    loadLogo: async () => (row.logo_file_id !== null ? readLogoBytes(ctx.db, row.logo_file_id) : undefined),
  });
}
