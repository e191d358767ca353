import type { H3Event, HTTPResponse } from 'h3';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { ApiError } from '../../http/api-error';
import { routerParam } from '../../http/read-input';
import { defineRoute, routeTable } from '../../http/route';
import { htmlHeaders, PASSWORD_PAGE_CSP } from '../../pages/html-page';
import { pageLook, type PageLook } from '../../pages/page-look';
import { uncompressedDigitalLinkPath } from '../../passports/resolver/compressed-path';
import { serveResolverPath } from '../../passports/resolver/serve-resolver';
import { clientIp } from '../../scans/client-ip';
import { errorPageHtml, errorPageStatus } from './error-page';
import { MAX_PASSWORD_FAILURES_PER_CODE_PER_MINUTE, MAX_PASSWORD_FAILURES_PER_MINUTE } from './password-failures';
import { answerShortLink, unlockShortLink, type RefusalReason, type ShortLinkAnswer, type ShortLinkRequest, type UnlockRequest } from './short-link-answer';
import { eventVisitSource } from './visit-source';

/** The password form's body: `password=` and at most 128 characters, percent-encoded (up to 12 bytes each). */
const PASSWORD_FORM_BODY_LIMIT = 2048;

const shortCodeParams = z.object({ shortCode: z.string() });

/** The documented headers of a short link's redirect. */
function redirectHeaders(location: string) {
  return { Location: { description: location }, 'Cache-Control': { description: '`no-store`.' } };
}

/**
 * `GET {PUBLIC_URL}/<short_code>` (DESIGN.md "Short link"), outside /v1, public, HEAD too.
 *
 * - live url code → 302 to the url of its first matching destination rule, else its url (A/B:
 *   B with probability 1 − ab_weight_a/100), or the hosted landing page (200) when `is_landing_page`;
 * - with a password → the password page (200) first; the form POSTs to the same path;
 * - before `active_from` → 404 "not active yet"; destination handed out `max_scans` times → 410
 *   (every GET counts, bots too; a HEAD of such a code carries no Location and is not counted);
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
export const shortLinkRoutes = routeTable('Short links', [
  defineRoute({
    route: 'GET /{shortCode}', operationId: 'followShortLink', access: 'public', unversioned: true, request: { params: shortCodeParams },
    summary: 'Follow a short link (what a scan opens)',
    description:
      'Public, on {redirect_base_url}. A live url code redirects to the url of its first matching destination rule, else to its url (A/B: B with probability 1 − ab_weight_a/100), or shows its hosted landing page; ' +
      'a static non-url code shows its content. A code with a password shows a password form first (200; it POSTs to this path). ' +
      'Expired codes, and codes that have handed out their destination `max_scans` times (every GET that redirects or shows the landing page counts, bots included), are 410; ' +
      'paused, draft, archived, flagged, deleted or unknown codes, and codes before `active_from`, 404. ' +
      'Browsers (Accept: text/html) get small HTML pages for 404 and 410. HEAD is supported and never counts as a scan; on a code with `max_scans` it carries no Location. ' +
      'A segment that is no short code but a compressed GS1 Digital Link of a product (`/AQdJnd9bVg`, GS1 Digital Link: Compression) is answered as the resolver answers its uncompressed form (`/01/04006381333931`, resolveDigitalLink): short codes are looked up first.',
    responses: {
      200: { description: 'Landing page, content page or password form (HTML, no external assets, no scripts); for a compressed Digital Link, the resolver\'s answer.', contentType: 'text/html' },
      302: { description: 'Redirect to the destination.', headers: redirectHeaders('The destination URL (not on a HEAD of a code with `max_scans`).') },
      307: { description: 'A compressed GS1 Digital Link with `linkType`: the resolver\'s redirect to that link.', headers: { Location: { description: 'The link URL.' } } },
      404: { description: 'Not active (paused, draft, archived, flagged, deleted), not active yet (`active_from`) or unknown (an HTML page for browsers).', contentType: 'text/html' },
      410: { description: 'Expired, or `max_scans` reached (an HTML page for browsers).', contentType: 'text/html' },
    },
    onCustomDomains: true,
    handler: ({ event, ctx }) => serveShortLink(event, ctx),
  }),
  defineRoute({
    route: 'POST /{shortCode}', operationId: 'unlockShortLink', access: 'public', unversioned: true, bodyLimit: PASSWORD_FORM_BODY_LIMIT,
    request: { params: shortCodeParams, bodyContentType: 'application/x-www-form-urlencoded' },
    summary: 'Send the password of a protected short link (the password form)',
    description:
      'Public, on {redirect_base_url}: what the password page\'s form sends, `application/x-www-form-urlencoded` with one field `password`. ' +
      'The right password answers as the scan would (303 to the destination, or the landing page) and is recorded as the scan; nothing is remembered, the next scan asks again. ' +
      `A wrong one shows the form again (403) and is not a scan. After ${MAX_PASSWORD_FAILURES_PER_MINUTE} wrong passwords in a minute from one client (an IPv4 address or an IPv6 /64), ` +
      `or ${MAX_PASSWORD_FAILURES_PER_CODE_PER_MINUTE} at one code from all clients together, 429 until the minute ends; guesses still in flight count. ` +
      'A code without a password answers as its scan would. 404 and 410 as for GET.',
    responses: {
      200: { description: 'The landing page or content page (right password, or a code without one).', contentType: 'text/html' },
      303: { description: 'Right password: redirect to the destination.', headers: redirectHeaders('The destination URL.') },
      403: { description: 'Wrong password: the password form again, with a message.', contentType: 'text/html' },
      404: { description: 'As for GET.', contentType: 'text/html' },
      410: { description: 'As for GET.', contentType: 'text/html' },
      413: `Body over ${PASSWORD_FORM_BODY_LIMIT} bytes.`,
      415: 'Not application/x-www-form-urlencoded.',
      429: { description: 'Too many wrong passwords this minute from this client, or at this code (an HTML page for browsers).', contentType: 'text/html', headers: { 'Retry-After': { description: 'Seconds until the minute ends.' } } },
    },
    onCustomDomains: true,
    handler: ({ event, ctx }) => unlock(event, ctx),
  }),
], { counted: 'short_link' });

/** The scan's answer as a response: synchronous for a cached plain redirect, a promise otherwise. */
function serveShortLink(event: H3Event, ctx: AppContext): Response | HTTPResponse | Promise<Response | HTTPResponse> {
  const answer = answerShortLink(ctx, shortLinkRequest(event, ctx));
  return answer instanceof Promise ? answer.then((settled) => respond(event, ctx, settled)) : respond(event, ctx, answer);
}

async function unlock(event: H3Event, ctx: AppContext): Promise<Response | HTTPResponse> {
  const request: UnlockRequest = { ...shortLinkRequest(event, ctx), password: () => readPassword(event), clientIp: () => clientIp(event, ctx.config) };
  return respond(event, ctx, await unlockShortLink(ctx, request));
}

function shortLinkRequest(event: H3Event, ctx: AppContext): ShortLinkRequest {
  return {
    shortCode: routerParam(event, 'shortCode'),
    method: event.req.method,
    hostWorkspaceId: event.context.hostWorkspace?.id,
    acceptLanguage: () => event.req.headers.get('accept-language'),
    visitSource: () => eventVisitSource(event, ctx.config),
  };
}

function respond(event: H3Event, ctx: AppContext, answer: ShortLinkAnswer): Response | HTTPResponse | Promise<Response | HTTPResponse> {
  switch (answer.kind) {
    case 'redirect':
      // The bare Response (not h3's redirect helper): ~35 % faster on this hottest path (DESIGN.md).
      return new Response(null, { status: answer.status, headers: answer.location === undefined ? NO_STORE : { location: answer.location, 'cache-control': 'no-store' } });
    case 'page':
      return new Response(answer.html, { status: 200, headers: htmlHeaders(LOCALIZED) });
    case 'password':
      return new Response(answer.html, { status: answer.status, headers: htmlHeaders({ 'content-security-policy': PASSWORD_PAGE_CSP, ...LOCALIZED }) });
    case 'refused':
      return refusedResponse(event, answer);
    case 'not-found': {
      // A segment that is no short code: a compressed GS1 Digital Link is answered by the
      // resolver as its uncompressed form (passports/resolver/compressed-path.ts).
      const uncompressed = uncompressedDigitalLinkPath(routerParam(event, 'shortCode'));
      return uncompressed === undefined ? refusedResponse(event, { reason: 404, look: pageLook(event.req.headers.get('accept-language'), undefined) }) : serveResolverPath(event, ctx, uncompressed);
    }
  }
}

/** The `password` field of the form body (`application/x-www-form-urlencoded`); '' when absent. */
async function readPassword(event: H3Event): Promise<string> {
  const type = (event.req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new ApiError('unsupported_media_type', 'The password form is sent as application/x-www-form-urlencoded.');
  }
  return new URLSearchParams(await event.req.text()).get('password') ?? '';
}

function wantsHtml(event: H3Event): boolean {
  return (event.req.headers.get('accept') ?? '').includes('text/html');
}

/** A redirect's headers when it hands out no destination (a HEAD of a code with `max_scans`). */
const NO_STORE = { 'cache-control': 'no-store' } as const;

/** The pages are written in the visitor's language, so a shared cache must keep one per Accept-Language. */
const LOCALIZED = { vary: 'Accept-Language' } as const;

/**
 * The refusal as a page for browsers (in the visitor's language, themed by the code's
 * workspace when there is a code), a problem document for everyone else.
 */
function refusedResponse(event: H3Event, { reason, look, retryAfter }: { readonly reason: RefusalReason; readonly look: PageLook; readonly retryAfter?: number }): Response {
  const retry: Record<string, string> = retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) };
  if (wantsHtml(event)) {
    const body = event.req.method === 'HEAD' ? null : errorPageHtml(reason, look);
    return new Response(body, { status: errorPageStatus(reason), headers: htmlHeaders({ ...retry, ...LOCALIZED }) });
  }
  if (reason === 429) throw new ApiError('rate_limited', 'Too many wrong passwords; try again in a minute.', { headers: retry });
  if (reason === 410 || reason === 'scan_limit') throw new ApiError('gone', 'This QR code has expired or reached its scan limit.');
  throw new ApiError('not_found', reason === 'not_active' ? 'This QR code is not active yet.' : 'No active QR code has this short link.');
}
