import { buildDigitalLink, resolveImageRequest, type ImageFormat } from '@quietzone/core';
import { getQuery, type H3Event, type HTTPResponse } from 'h3';
import { z } from 'zod';
import type { AppContext } from '../app/app-context';
import { ApiError } from '../http/api-error';
import { servedOnHost } from '../http/custom-domain-routing';
import { publicBaseOf } from '../domains/request-host';
import { limitImageRequest } from '../http/image-rate-limit';
import { routerParam } from '../http/read-input';
import { fitImageRequest } from '../images/fit-image-request';
import { withModuleMm } from '../images/image-module-mm';
import { withPdfx } from '../images/image-pdfx';
import { withPressDpi } from '../images/image-press-check';
import { imageResponse } from '../images/image-response';
import { findPassportById } from './store/passports';
import { imageRoutes } from '../images/image-routes';
import { passports } from './passport-routes';
import { passportNotFound } from './get-passport-or-throw';

/**
 * `GET /v1/dpp/{id}/qr.svg|png|pdf|eps` (dpp.md, "Endpoints"): public, with the parameters,
 * caching, ETag and never-error rules of the code image routes (images/image-routes.ts), the
 * symbol encoding the passport's Digital Link URI. Every status has an image, drafts
 * included: labels are printed before a passport is published (Precise points, "Status").
 * A passport has no stored colors and no logo: query, then black on white.
 */
export const passportImageRoutes = imageRoutes({
  path: '/dpp/{id}',
  params: z.object({ id: z.string().describe('The passport id (`dpp_…`).') }),
  operationIdPrefix: 'getPassportImage',
  summary: 'Passport QR code image (its GS1 Digital Link URI)',
  about: 'Colors follow query, then default. Draft, published and archived passports all have images; deleted ones are 404.',
  notFound: passports.notFound,
  unrenderable: 'The Digital Link URI cannot be drawn at all (never for a valid identifier on a usual PUBLIC_URL); `errors` names `digital_link`.',
  serve: servePassportImage,
});

async function servePassportImage(event: H3Event, ctx: AppContext, format: ImageFormat): Promise<Response | HTTPResponse> {
  limitImageRequest(event, ctx);
  const row = await findPassportById(ctx.db, routerParam(event, 'id'));
  if (!row || !servedOnHost(event, row.workspace_id)) throw passportNotFound();
  const content = buildDigitalLink(await publicBaseOf(ctx, row.workspace_id), { gtin: row.gtin, lot: row.lot, serial: row.serial });
  const query = getQuery(event);
  const fitted = fitImageRequest(content, withPressDpi(withPdfx(withModuleMm(resolveImageRequest({ format, query, stored: null, hasLogo: false }), query), query), query), false);
  if (!fitted.ok) {
    throw new ApiError('validation', `The Digital Link URI of this passport is too long for a QR code: ${fitted.message}.`, {
      errors: [{ field: 'digital_link', message: fitted.message }],
    });
  }
  return imageResponse(event, ctx, { format, content, request: fitted.request, warnings: fitted.warnings, logoSha256: null });
}
