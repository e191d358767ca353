import { buildDigitalLink, buildElementString, IMAGE_CACHE_CONTROL, resolveImageRequest, type ImageFormat, type ImageQuery } from '@quietzone/core';
import { SHEET_PAGES_MM } from '@quietzone/render';
import { getQuery, type H3Event, type HTTPResponse } from 'h3';
import { z } from 'zod';
import type { AppContext } from '../app/app-context';
import { ApiError } from '../http/api-error';
import { limitImageRequest } from '../http/image-rate-limit';
import { routerParam } from '../http/read-input';
import { fitImageRequest } from '../images/fit-image-request';
import { withModuleMm, type ServedImageRequest } from '../images/image-module-mm';
import { imageResponse } from '../images/image-response';
import { findPassportById } from './store/passports';
import { imageRoutes } from '../images/image-routes';
import { passports } from './passport-routes';
import { passportNotFound } from './get-passport-or-throw';

/**
 * `GET /v1/dpp/{id}/label.svg|png|pdf|eps`: the passport's small-label symbol, a GS1
 * DataMatrix (default) or an rMQR, for a cell, cable or vial where a QR code has no room.
 * It carries the Digital Link URI, or with `content=element-string` (Data Matrix only) the GS1
 * element string with FNC1, which healthcare and logistics scanners read as `]d2`. Public,
 * with the image routes' parameters, caching, ETag and never-error rules; `height_mm` picks
 * the size for a label strip. Content the symbol cannot hold is drawn as a QR code of the
 * Digital Link, named in `X-QR-Warning`.
 */
export const passportLabelRoutes = imageRoutes({
  path: '/dpp/{id}',
  file: 'label',
  params: z.object({ id: z.string().describe('The passport id (`dpp_…`).') }),
  operationIdPrefix: 'getPassportLabel',
  summary: 'Passport label: GS1 DataMatrix or rMQR',
  about:
    'The small-label symbol of a passport: `symbol=datamatrix` (default) or `rmqr`, carrying its GS1 Digital Link URI, or with `content=element-string` (Data Matrix only) its GS1 element string with FNC1 (read as `]d2`). ' +
    '`height_mm` (PDF and EPS) picks the size for a label of that height. Colors follow query, then default. Draft, published and archived passports all have labels; deleted ones are 404.',
  notFound: passports.notFound,
  unrenderable: 'The Digital Link URI cannot be drawn at all (never for a valid identifier on a usual PUBLIC_URL); `errors` names `digital_link`.',
  extraQuery: {
    symbol: z.string().optional().describe('`datamatrix` (default) or `rmqr`, any case; anything else counts as unset.'),
    content: z.string().optional().describe('`digital-link` (default) or `element-string` (Data Matrix only: `(01)…(10)…(21)…` encoded as GS1 DataMatrix with FNC1); anything else counts as unset.'),
    height_mm: z.string().optional().describe('PDF and EPS only: the label height in millimetres with the quiet zone, a plain decimal (e.g. `10`). With `module_mm`, the narrowest size whose height fits; without, the narrowest size filling the height (modules 0.25 to 5 mm). No size fits: drawn as QR with a warning. Invalid values count as unset.'),
  },
  serve: servePassportLabel,
});

const LABEL_SYMBOLS = ['datamatrix', 'rmqr'] as const;
/** A plain decimal, as `module_mm`: `1e1`, `0x1` and `.5` count as unset. */
const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;
/** A label taller than an A4 page is no label; the bound keeps the value a sane number. */
const [, MAX_HEIGHT_MM] = SHEET_PAGES_MM.A4;

async function servePassportLabel(event: H3Event, ctx: AppContext, format: ImageFormat): Promise<Response | HTTPResponse> {
  limitImageRequest(event, ctx);
  const row = await findPassportById(ctx.db, routerParam(event, 'id'));
  if (!row) throw passportNotFound();
  const identifier = { gtin: row.gtin, lot: row.lot, serial: row.serial };
  const link = buildDigitalLink(ctx.config.publicUrl, identifier);
  const query = getQuery(event);
  const symbol = LABEL_SYMBOLS.find((name) => name === firstValue(query, 'symbol')?.trim().toLowerCase()) ?? 'datamatrix';
  const askedElementString = symbol === 'datamatrix' && firstValue(query, 'content')?.trim().toLowerCase() === 'element-string';
  // The bracketed element string the encoder reads cannot carry a parenthesis in a value
  // unambiguously ("(10)A(12)B" would read as two AIs): such a label carries the link instead.
  const bracketSafe = !/[()]/.test(`${row.lot ?? ''}${row.serial ?? ''}`);
  const elementString = askedElementString && bracketSafe;
  const heightMm = format === 'pdf' || format === 'eps' ? parseHeightMm(firstValue(query, 'height_mm')) : undefined;
  const resolved = withModuleMm(resolveImageRequest({ format, query: { ...query, symbol }, stored: null, hasLogo: false }), query);
  const request: ServedImageRequest = Object.freeze({
    ...resolved,
    cacheControl: IMAGE_CACHE_CONTROL,
    isDefaultImage: false,
    ...(elementString ? { gs1: true as const } : {}),
    ...(heightMm === undefined ? {} : { heightMm }),
  });
  const content = elementString ? buildElementString(identifier) : link;
  let fitted = fitImageRequest(content, request, false);
  // Drawn as QR after all (no size fits): a QR code carries the link, never bracketed AIs.
  if (fitted.ok && elementString && fitted.request.symbol === undefined) {
    const asQr = fitImageRequest(link, fitted.request, false);
    fitted = asQr.ok ? { ...asQr, warnings: [...fitted.warnings, ...asQr.warnings] } : asQr;
  }
  if (!fitted.ok) {
    throw new ApiError('validation', `The Digital Link URI of this passport is too long for a QR code: ${fitted.message}.`, {
      errors: [{ field: 'digital_link', message: fitted.message }],
    });
  }
  const drawn = fitted.request.symbol === undefined ? link : content;
  const warnings = askedElementString && !bracketSafe ? ['element string not drawn: a parenthesis in the lot or serial is ambiguous in it; the label carries the Digital Link', ...fitted.warnings] : fitted.warnings;
  return imageResponse(event, ctx, { format, content: drawn, request: fitted.request, warnings, logoSha256: null });
}

function parseHeightMm(value: string | undefined): number | undefined {
  const text = value?.trim();
  if (text === undefined || !DECIMAL.test(text)) return undefined;
  const heightMm = Number(text);
  return heightMm > 0 && heightMm <= MAX_HEIGHT_MM ? heightMm : undefined;
}

function firstValue(query: ImageQuery, key: string): string | undefined {
  const value: unknown = (query as Record<string, unknown>)[key];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}
