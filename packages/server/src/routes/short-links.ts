import type { H3Event } from 'h3';
import { ApiError } from '../http/api-error';
import { routerParam } from '../http/read-input';
import { clientIp } from '../scans/client-ip';
import type { AppContext } from '../app/app-context';
import { defineRoute } from '../http/route';
import { z } from 'zod';
import { contentPageHtml } from '../short-links/content-page';
import { errorPageHtml } from '../short-links/error-page';
import { htmlHeaders } from '../short-links/html-page';
import { landingPageHtml, type LandingFile } from '../short-links/landing-page';
import { pickDestination } from '../short-links/pick-destination';
import type { ScanInput } from '../scans/scan-input';
import { resolveShortLink } from '../short-links/resolve-short-link';
import type { ShortLinkRecord } from '../short-links/short-link-record';
import { epochMs } from '../clock';
import { listPublicCodeFiles } from '../store/files';
import { filePublicUrl } from '../files/file-resource';

/** Longer paths are no short code of ours: answered 404 without a database read. */
const MAX_SHORT_CODE_LENGTH = 64;

/**
 * `GET {PUBLIC_URL}/<short_code>` (DESIGN.md "Short link"), outside /v1, public, HEAD too.
 *
 * - live url code → 302 to its url (A/B: B with probability 1 − ab_weight_a/100), or the
 *   hosted landing page (200) when `is_landing_page`;
 * - live static non-url code → a page with its content (its image encodes the content
 *   itself; the short link exists for every code, so it shows the same);
 * - live but `expires_at <= now` → 410 (the clock is read on every request, cached or not);
 * - paused, draft, archived, flagged, deleted or unknown → 404 (status wins over expiry).
 * Browsers (`Accept: text/html`) get small HTML pages for 404/410, everyone else problem+json.
 *
 * Responses carry `Cache-Control: no-store`: every scan must reach us (to be counted, for the
 * A/B split, and so pausing a code takes effect in every browser at once). The A/B choice draws
 * from `ctx.random` (tests pass a seeded source to createAppContext).
 */
export const shortLinkRoutes = [
  defineRoute({
    method: 'GET',
    path: '/{shortCode}',
    operationId: 'followShortLink',
    summary: 'Follow a short link (what a scan opens)',
    description:
      'Public, on {redirect_base_url}. A live url code redirects (A/B: B with probability 1 − ab_weight_a/100) or shows its hosted landing page; ' +
      'a static non-url code shows its content. Expired codes are 410; paused, draft, archived, flagged, deleted or unknown codes 404. ' +
      'Browsers (Accept: text/html) get small HTML pages for 404 and 410. HEAD is supported.',
    tags: ['Short links'],
    access: 'public',
    unversioned: true,
    request: { params: z.object({ shortCode: z.string() }) },
    responses: {
      200: { description: 'Landing page or content page (HTML, no external assets).', contentType: 'text/html' },
      302: {
        description: 'Redirect to the destination.',
        headers: { Location: { description: 'The destination URL.' }, 'Cache-Control': { description: '`no-store`.' } },
      },
      404: { description: 'Not active (paused, draft, archived, flagged, deleted) or unknown.' },
      410: { description: 'Expired.' },
    },
    handler: ({ event, ctx }) => serveShortLink(event, ctx),
  }),
];

/** Synchronous for a cached dynamic code (the usual redirect), a promise otherwise. */
function serveShortLink(event: H3Event, ctx: AppContext): Response | Promise<Response> {
  const shortCode = routerParam(event, 'shortCode');
  if (shortCode.length > MAX_SHORT_CODE_LENGTH) return failure(event, 404);
  const now = epochMs(ctx.clock);
  const record = resolveShortLink(ctx, shortCode, now);
  if (record instanceof Promise) return record.then((fresh) => serveRecord(event, ctx, fresh, now));
  return serveRecord(event, ctx, record, now);
}

function serveRecord(event: H3Event, ctx: AppContext, record: ShortLinkRecord | undefined, now: number): Response | Promise<Response> {
  if (!record || record.deleted || record.status !== 'live') return failure(event, 404);
  if (record.expiresAt !== null && Date.parse(record.expiresAt) <= now) return failure(event, 410);
  const head = event.req.method === 'HEAD';

  if (record.type !== 'url' || (record.isDynamic && record.isLandingPage)) return servePage(event, ctx, record, now, head);

  const picked = pickDestination(record, ctx.random);
  // Headers take only ASCII: URL#href percent-encodes, and anything not http(s) is refused.
  const location = picked === undefined ? undefined : ctx.caches.redirects.location(record, picked.url);
  if (picked === undefined || location === undefined) return failure(event, 404);
  if (!head) {
    ctx.scans.record(scanOf(event, ctx, record, now, 'redirect', location, picked.variant));
  }
  // The bare Response (not h3's redirect helper): ~35 % faster on this hottest path (DESIGN.md).
  return new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store' } });
}

/** The landing page (a url code's hosted page) or the content page of a static non-url code. */
async function servePage(event: H3Event, ctx: AppContext, record: ShortLinkRecord, now: number, head: boolean): Promise<Response> {
  const html = record.type === 'url' ? landingPageHtml(record, await landingFiles(ctx, record.id)) : contentPageHtml(record);
  if (!head) {
    ctx.scans.record(scanOf(event, ctx, record, now, record.type === 'url' ? 'landing_page' : 'content_page', null, null));
  }
  return new Response(head ? null : html, { status: 200, headers: htmlHeaders() });
}

/** The scan of this request: the code, the outcome, the address and three header strings (scans/scan-sink.ts). */
function scanOf(event: H3Event, ctx: AppContext, record: ShortLinkRecord, now: number, outcome: ScanInput['outcome'], destination: string | null, variant: ScanInput['variant']): ScanInput {
  const headers = event.req.headers;
  return {
    codeId: record.id,
    shortCode: record.shortCode,
    at: now,
    outcome,
    destination,
    variant,
    ip: clientIp(event, ctx.config),
    userAgent: headers.get('user-agent'),
    acceptLanguage: headers.get('accept-language'),
    countryHeader: ctx.config.countryHeader ? headers.get(ctx.config.countryHeader) : null,
  };
}

/** The code's public files for its landing page, read fresh (not cached with the record). */
async function landingFiles(ctx: AppContext, codeId: string): Promise<LandingFile[]> {
  const rows = await listPublicCodeFiles(ctx.db, codeId);
  return rows.map((row) => ({ name: row.filename, url: filePublicUrl(row, ctx.config.publicUrl), contentType: row.content_type, byteSize: Number(row.byte_size) }));
}

function failure(event: H3Event, status: 404 | 410): Response {
  if ((event.req.headers.get('accept') ?? '').includes('text/html')) {
    return new Response(event.req.method === 'HEAD' ? null : errorPageHtml(status), { status, headers: htmlHeaders() });
  }
  throw status === 404
    ? new ApiError('not_found', 'No active QR code has this short link.')
    : new ApiError('gone', 'This QR code has expired.');
}
