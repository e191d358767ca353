import type { ImageFormat } from '@quietzone/core';
import type { H3Event, HTTPResponse } from 'h3';
import { z } from 'zod';
import type { AppContext } from '../app/app-context';
import { defineRoute, type RouteDeclaration } from '../http/route';
import { IMAGE_CONTENT_TYPES } from './image-content-type';

/**
 * The four public image routes of a resource (contract, "Image routes"): codes
 * (`/codes/{code}/qr.*`) and passports (`/dpp/{id}/qr.*`) share their parameters, caching,
 * ETag and never-error rules, and so their declaration; `serve` answers through
 * images/image-response.ts.
 */
export interface ImageRouteSubject {
  /** Path before `/qr.<ext>`, e.g. `/codes/{code}`. */
  readonly path: string;
  readonly params: z.ZodObject;
  /** `getCodeImage` → `getCodeImageSvg`, … */
  readonly operationIdPrefix: string;
  /** `QR code image` → `QR code image as SVG`, … */
  readonly summary: string;
  /** Where colors come from and which resources have images. */
  readonly about: string;
  readonly notFound: string;
  readonly unrenderable: string;
  readonly serve: (event: H3Event, ctx: AppContext, format: ImageFormat) => Promise<Response | HTTPResponse>;
  /** The file name before the extension; default `qr`. */
  readonly file?: string;
  /** Query parameters besides the image routes' own. */
  readonly extraQuery?: z.ZodRawShape;
}

const imageQuery = z.object({
  size: z.string().optional().describe('Module size: an integer 2 to 20 (pixels for SVG/PNG, points for EPS); default 4. PDF ignores it (1 mm modules, or `module_mm`); EPS uses `module_mm` instead when given. Invalid values count as unset.'),
  format: z.string().optional().describe('PDF only: `square` (default, the code with its quiet zone) or `a4`, any case.'),
  fg: z
    .string()
    .optional()
    .describe(
      'Foreground: hex RRGGBB or RGB, `#` optional (as %23), any case; or a printer\'s inks `cmyk:C,M,Y,K` in whole percents (`cmyk:100,66,0,2`), which PDF and EPS write as given and SVG and PNG show as 255 × (1 − ink) × (1 − K) per channel. Default: the stored color, else 000000.',
    ),
  bg: z.string().optional().describe('Background: hex or `cmyk:C,M,Y,K` as fg, or `transparent`. Default: the stored color, else ffffff.'),
  ecc: z.string().optional().describe('Error correction L, M, Q or H, any case; default M. A logo always forces H.'),
  symbol: z
    .string()
    .optional()
    .describe(
      'The symbol: `qr` (default), `microqr` (Micro QR, ecc L/M/Q), `rmqr` (rectangular Micro QR, ecc M/H: L draws M, Q draws H) or `datamatrix` (ECC 200, fixed error correction), any case. ' +
        'Each has its standard quiet zone (4, 2, 2, 1 modules). Content the symbol cannot hold is drawn as QR, named in `X-QR-Warning`; a logo is drawn only on QR. Invalid values count as unset.',
    ),
  module_mm: z.string().optional().describe('PDF and EPS only: the module edge in millimetres, a plain decimal 0.25 to 5 (e.g. `0.5`); the page or bounding box is (modules + 8) × module_mm. Unset: PDF 1 mm, EPS `size` points. Ignored by SVG and PNG; invalid values count as unset.'),
  pdfx: z.string().optional().describe('PDF only: `x-1a` (PDF/X-1a:2001) or `x-4` (PDF/X-4), any case: an output intent, TrimBox and BleedBox, Info with `/Trapped /False`, a trailer `/ID` (and XMP for X-4), dated 1970-01-01 so the bytes stay the same. A code\'s logo is not drawn into a PDF/X file (named in `X-QR-Warning`). Invalid values count as unset.'),
  press_dpi: z.string().optional().describe('PDF and EPS only: the press\'s resolution, an integer 72 to 10000. A module below 4 device pixels at it is named in `X-QR-Warning` with the width error; without it, a module below 0.33 mm is. The file is the same. Invalid values count as unset.'),
  output_condition: z.string().optional().describe('With `pdfx`: `FOGRA39` (ISO Coated v2, default) or `CGATS21` (GRACoL 2013), any case. Invalid values count as unset.'),
});

const QR_WARNING =
  'Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. ' +
  '`logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or ' +
  '`module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`.';

const FORMATS = [
  { ext: 'svg', suffix: 'Svg', summary: ' as SVG' },
  { ext: 'png', suffix: 'Png', summary: ' as PNG (alpha with bg=transparent)' },
  { ext: 'pdf', suffix: 'Pdf', summary: ' as PDF' },
  { ext: 'eps', suffix: 'Eps', summary: ' as EPS' },
] as const satisfies readonly { ext: ImageFormat; suffix: string; summary: string }[];

export function imageRoutes(subject: ImageRouteSubject): RouteDeclaration[] {
  return FORMATS.map(({ ext, suffix, summary }) =>
    defineRoute({
      method: 'GET',
      path: `${subject.path}/${subject.file ?? 'qr'}.${ext}`,
      operationId: `${subject.operationIdPrefix}${suffix}`,
      summary: `${subject.summary}${summary}`,
      description:
        `Public. ${subject.about} Invalid parameter values count as unset and never give an error. ` +
        'Only the true default image (black on white, ecc M, no logo) is `public, max-age=86400, immutable`; every other rendering `public, max-age=300`. ' +
        'Every response has a strong ETag; If-None-Match answers 304. ' +
        'Content too long for the asked `ecc` (or for H, which a logo forces) is drawn at the highest level that fits, without the logo when even H does not fit; ' +
        'each such change is named in `X-QR-Warning`, and the ETag is that of what is drawn (Cache-Control then `public, max-age=300`). ' +
        'A `symbol` the content does not fit is drawn as QR, with a warning too. ' +
        'An SVG or PNG edge never exceeds 4,096 px (the size range keeps every code below it).',
      tags: ['Images'],
      access: 'public',
      request: { params: subject.params, query: subject.extraQuery ? imageQuery.extend(subject.extraQuery) : imageQuery, lenientQuery: true },
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
        404: { description: subject.notFound },
        422: { description: subject.unrenderable },
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
      onCustomDomains: true,
      handler: ({ event, ctx }) => subject.serve(event, ctx, ext),
    }),
  );
}
