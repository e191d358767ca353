import { PUBLIC_PASSPORT_FIELDS } from '@quietzone/core';
import { passportSchema } from '@quietzone/core/schemas';
import { z } from 'zod';
import { defineRoute, routeTable, type RouteTable } from '../../http/route';
import { canonicalDigitalLink } from './canonical-digital-link';
import { gs1ResolverDescription } from './serve-well-known';
import { PREFLIGHT_HEADERS, RESOLVER_CORS_HEADERS } from './resolver-cors';
import { serveResolverPath } from './serve-resolver';
import { RESOLVER_OTHER_CONTENT } from './resolver-documents';
import { requestPublicBase } from '../../http/custom-domain-routing';

/**
 * The public GS1 Digital Link resolver at the root of PUBLIC_URL, like short links (dpp.md,
 * "The resolver"). `/01/{gtin}[/22/{cpv}][/10/{lot}][/21/{serial}]` is one declaration per
 * number of qualifiers (the router matches shapes; serve-resolver.ts parses the path whole).
 * These paths have two or more segments, so they never meet the short link `/{shortCode}`.
 * Each shape also answers `OPTIONS` (the CORS preflight), and a path with an odd segment after
 * the GTIN or a qualifier (`/01/{gtin}/foo`) reaches the same handler, which answers it 400:
 * GS1-Conformant Resolver 2.4.1 (a URI that fails validation SHALL be 400), the test GS1's
 * resolver test suite makes by appending `/foo` to a valid Digital Link.
 */
const publicPassportSchema = passportSchema
  .pick(Object.fromEntries(PUBLIC_PASSPORT_FIELDS.map((field) => [field, true])) as { [K in (typeof PUBLIC_PASSPORT_FIELDS)[number]]: true })
  .meta({ id: 'PublicPassport', description: 'What the public sees of a passport: no restricted attributes, no internal fields.' });

/**
 * The path shapes: the GTIN, then up to three key qualifiers as AI/value pairs. Generic pairs
 * rather than `/10/{lot}` and the like, so that a path with an unknown, repeated or
 * out-of-order qualifier also reaches the handler and is the 400 dpp.md asks for (a shape with
 * static AIs would leave it to the router's 404).
 */
const SHAPES = [0, 1, 2, 3];
const SHAPE_PATHS = SHAPES.map((count) => `/01/{gtin}${Array.from({ length: count }, (_, index) => `/{ai${index + 1}}/{value${index + 1}}`).join('')}`);
const QUALIFIER_AI = z.string().describe('A key qualifier AI of the GTIN: 22 (CPV, accepted and ignored for the lookup), 10 (lot) or 21 (serial), in that order, each at most once; anything else is 400.');
const QUALIFIER_VALUE = z.string().describe('Its value, percent-encoded: 1 to 20 characters of GS1 character set 82.');
const SHAPE_NAMES = ['', 'WithQualifier', 'WithTwoQualifiers', 'WithThreeQualifiers'];

const corsHeaders = {
  'Access-Control-Allow-Origin': { description: '`*`: any origin may read the resolver (GS1-Conformant Resolver §5.4).' },
  'Access-Control-Allow-Methods': { description: '`GET, HEAD, OPTIONS`.' },
  'Access-Control-Expose-Headers': { description: '`Link, Location`.' },
};
const linkHeader = { Link: { description: '`<{digital link}?linkType=all>; rel="linkset"; type="application/linkset+json"` of the passport answered; a linkset answer adds GS1\'s JSON-LD context, `<https://ref.gs1.org/standards/resolver/linkset-context>; rel="http://www.w3.org/ns/json-ld#context"; type="application/ld+json"`.' }, ...corsHeaders };
const resolverHeaders = z.object({
  Accept: z.string().optional().describe('`application/linkset+json` → linkset, `application/ld+json` → JSON-LD, anything with `text/html` → the passport page, else JSON.'),
  'Accept-Language': z.string().optional().describe('Picks among several links of the asked linkType.'),
});

const resolveRoutes = SHAPES.map((count) =>
  defineRoute({
    method: 'GET', path: SHAPE_PATHS[count]!, operationId: `resolveDigitalLink${SHAPE_NAMES[count]}`, access: 'public', unversioned: true, onCustomDomains: true,
    summary: `Resolve a GS1 Digital Link with ${['no', 'one', 'two', 'three'][count]} key qualifier${count === 1 ? '' : 's'} (GET /01/{gtin}[/22/{cpv}][/10/{lot}][/21/{serial}])`,
    description:
      'Public, on {redirect_base_url}. The published or archived passport with exactly this GTIN, lot and serial, else walked up (without serial, then without lot); drafts never resolve. ' +
      'Without `linkType` the passport itself is the answer: the resolver\'s default link, served at this URI rather than redirected to. ' +
      'A GTIN-8/12/13 (or any non-canonical encoding) is 301 to the canonical GTIN-14 URI, query kept; one trailing slash is answered as without it. ' +
      '`linkType=<type>` (`gs1:x`, `https://gs1.org/voc/x` or `https://ref.gs1.org/voc/x`) is 307 to that link (best Accept-Language match, else the default of the type, else the first), ' +
      'taken from the most granular of the matched passport and those above it (its lot\'s, its GTIN\'s) that has one, with the rest of the query string passed on; ' +
      'a type none of them has falls back to the default `gs1:pip` link, else to the passport itself. `Accept-Language: *` states no preference. ' +
      '`linkType=linkset` (or `all`) or `Accept: application/linkset+json`: the RFC 9264 linkset, one context per level up to the GTIN, every link with a title; `Accept: application/ld+json`: schema.org Product JSON-LD; ' +
      'browsers (Accept with text/html): the HTML passport page (no scripts; archived passports say the product is no longer on the market); otherwise the public passport as JSON. ' +
      'Restricted attributes never appear. `Cache-Control: no-store`, `Vary: Accept, Accept-Language`, CORS for any origin. HEAD and OPTIONS are supported.',
    request: {
      params: z.object({
        gtin: z.string().describe('GTIN-8, 12, 13 or 14 with a valid check digit.'),
        ...Object.fromEntries(Array.from({ length: count }, (_, index) => [[`ai${index + 1}`, QUALIFIER_AI], [`value${index + 1}`, QUALIFIER_VALUE]]).flat()),
      }),
      query: z.object({ linkType: z.string().optional().describe('A GS1 link type, or `linkset` (`all`, its older name) for the linkset. Unknown types fall back as described. Any other parameter is passed on to the 307 target.') }),
      lenientQuery: true,
      headers: resolverHeaders,
    },
    responses: {
      200: {
        description: 'The passport: JSON (this schema), `application/ld+json`, `application/linkset+json` or `text/html`, as negotiated. Every link has a title: one stored without gets a title derived from its type, in its language, else the passport\'s (its workspace\'s `default_locale`).',
        schema: publicPassportSchema,
        otherContent: RESOLVER_OTHER_CONTENT,
        headers: linkHeader,
      },
      301: { description: 'Not the canonical URI (a GTIN-8/12/13, or values encoded otherwise): redirect to it.', headers: { Location: { description: 'The canonical Digital Link URI.' }, ...corsHeaders } },
      307: { description: 'The chosen link of the asked linkType.', headers: { Location: { description: 'The link URL, with the request\'s query string but `linkType` added.' }, ...linkHeader } },
      400: 'Not a valid Digital Link path (check digit, characters outside GS1 set 82, an unknown, repeated or out-of-order qualifier); `errors` names the part.',
      404: { description: 'No published or archived passport for this identifier or any walked-up one (an HTML page for browsers).', contentType: 'text/html' },
    },
    handler: ({ event, ctx }) => serveResolverPath(event, ctx),
  }),
);

/**
 * `/01/{gtin}/{ai1}`, `/01/{gtin}/{ai1}/{value1}/{ai2}`, …: a qualifier without its value, or a
 * segment after the last one. Never a Digital Link; the resolver's handler answers them 400.
 * Undocumented: an operation without a success is no operation, and the 400 is the one the
 * resolve operations already describe.
 */
const ODD_SHAPE_PATHS = SHAPES.map((count) => `${SHAPE_PATHS[count]}/{segment}`);

const malformedRoutes = ODD_SHAPE_PATHS.map((path, count) =>
  defineRoute({
    method: 'GET', path, operationId: `refuseDigitalLinkWithTrailingSegment${SHAPE_NAMES[count]}`, access: 'public', unversioned: true, onCustomDomains: true, undocumented: true,
    summary: `Refuse a path with a segment after the GTIN${count === 0 ? '' : ` and ${['', 'one', 'two', 'three'][count]} key qualifier${count === 1 ? '' : 's'}`} (not a Digital Link)`,
    description: 'Public, on {redirect_base_url}: a key qualifier without its value, or a segment after the last value (such as `/01/{gtin}/foo`), is not a GS1 Digital Link and answers 400 (GS1-Conformant Resolver 2.4.1), never 404.',
    request: {
      params: z.object({
        gtin: z.string().describe('A GTIN.'),
        ...Object.fromEntries(Array.from({ length: count }, (_, index) => [[`ai${index + 1}`, QUALIFIER_AI], [`value${index + 1}`, QUALIFIER_VALUE]]).flat()),
        segment: z.string().describe('A segment that is neither a key qualifier followed by its value nor a trailing slash.'),
      }),
    },
    responses: { 400: 'Not a valid Digital Link path; `errors` names the part.' },
    handler: ({ event, ctx }) => serveResolverPath(event, ctx),
  }),
);

const PREFLIGHT_DESCRIPTION =
  'Public, on {redirect_base_url}: the CORS preflight (GS1-Conformant Resolver §5.2 and §5.4: GET, HEAD and OPTIONS, and CORS). Whatever the path holds, 204 with `Access-Control-Allow-Origin: *`, ' +
  '`Access-Control-Allow-Methods: GET, HEAD, OPTIONS`, `Access-Control-Allow-Headers` (Accept, Accept-Language, …) and `Access-Control-Max-Age`.';
const preflightHeaders = {
  Allow: { description: '`GET, HEAD, OPTIONS`.' },
  'Access-Control-Allow-Origin': { description: '`*`.' },
  'Access-Control-Allow-Methods': { description: '`GET, HEAD, OPTIONS`.' },
  'Access-Control-Allow-Headers': { description: '`Accept, Accept-Language, Content-Type, X-Request-Id`.' },
  'Access-Control-Max-Age': { description: 'Seconds a browser may keep this answer: `86400`.' },
};

/** `OPTIONS` on every resolver path and on the description file. */
function preflightRoute(path: string, operationId: string, summary: string, documented = true) {
  return defineRoute({
    method: 'OPTIONS', path, operationId, access: 'public', unversioned: true, onCustomDomains: true, ...(documented ? {} : { undocumented: true as const }),
    summary,
    description: PREFLIGHT_DESCRIPTION,
    ...(path.includes('{') ? { request: { params: z.object(Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, z.string()]))), acceptsAnyInput: true as const } } : {}),
    responses: { 204: { description: 'The preflight answer.', headers: preflightHeaders } },
    handler: ({ event }) => {
      for (const [name, value] of Object.entries(PREFLIGHT_HEADERS)) event.res.headers.set(name, value);
    },
  });
}

const preflightRoutes = [
  ...SHAPE_PATHS.map((path, count) => preflightRoute(path, `preflightDigitalLink${SHAPE_NAMES[count]}`, `CORS preflight of a GS1 Digital Link with ${['no', 'one', 'two', 'three'][count]} key qualifier${count === 1 ? '' : 's'}`)),
  // So that a web app sees the malformed path's 400, not a failed preflight.
  ...ODD_SHAPE_PATHS.map((path, count) => preflightRoute(path, `preflightMalformedDigitalLink${SHAPE_NAMES[count]}`, 'CORS preflight of a malformed Digital Link path', false)),
  // A compressed Digital Link is one segment at the root, where short links live too: the
  // preflight cannot tell them apart, and allowing it for a short link costs nothing (its GET
  // carries no CORS headers, so a browser still withholds the answer from the page).
  preflightRoute('/{shortCode}', 'preflightCompressedDigitalLink', 'CORS preflight of a compressed GS1 Digital Link (or a short link) at the root'),
];

const resolverDescriptionSchema = z
  .object({
    name: z.string(),
    resolverRoot: z.string().describe('PUBLIC_URL.'),
    supportedPrimaryKeys: z.array(z.string()).describe('Always `["01"]` (GTIN).'),
    supportedLinkType: z
      .array(z.object({ namespace: z.string().describe('A namespace of link types the resolver recognises.'), prefix: z.string().describe('Its CURIE prefix, with the colon.') }))
      .describe('Always `[{ "namespace": "https://gs1.org/voc/", "prefix": "gs1:" }]`: the GS1 Web Vocabulary (`https://ref.gs1.org/voc/` is read as the same).'),
    linkTypeDefaultCanBeLinkset: z.boolean().describe('Always false: without `linkType` the passport itself answers.'),
    jsonLdContextLocation: z.string().describe("GS1's JSON-LD context for linksets."),
    linkTypesInUse: z.array(z.string()).describe('Ours besides GS1\'s schema: the link types of the published and archived passports, sorted.'),
  })
  .meta({ id: 'Gs1ResolverDescription', description: "GS1's resolver description file (GS1-Conformant Resolver 1.2 §3), valid against GS1's description-file schema." });

export const resolverRoutes: RouteTable = routeTable('Resolver', [
  // Shapes first and in order: the node fast path finds a shape by its index (createApp).
  ...resolveRoutes,
  ...malformedRoutes,
  ...preflightRoutes,
  defineRoute({
    route: 'GET /.well-known/gs1resolver', operationId: 'getGs1ResolverDescription', access: 'public', unversioned: true, onCustomDomains: true,
    summary: 'GS1 resolver description',
    description: 'Public, on {redirect_base_url}: the GS1 Digital Link resolver description file of this service.',
    responses: { 200: { description: 'The description.', schema: resolverDescriptionSchema, headers: corsHeaders } },
    handler: async ({ event, ctx }) => Response.json(await gs1ResolverDescription(ctx, requestPublicBase(event, ctx)), { headers: RESOLVER_CORS_HEADERS }),
  }),
  preflightRoute('/.well-known/gs1resolver', 'preflightGs1ResolverDescription', 'CORS preflight of the GS1 resolver description'),
  defineRoute({
    route: 'GET /dpp/{gtin}/{serial}', operationId: 'redirectPassportPath', access: 'public', unversioned: true, onCustomDomains: true,
    summary: 'Redirect a passport path to its GS1 Digital Link',
    description: 'Public, on {redirect_base_url}: 301 to the canonical Digital Link URI of this GTIN, serial and optional lot, whether or not a passport exists.',
    request: {
      params: z.object({ gtin: z.string().describe('GTIN-8, 12, 13 or 14.'), serial: z.string().describe('Serial number (AI 21).') }),
      query: z.object({ lot: z.string().optional().describe('Batch or lot (AI 10).') }),
      lenientQuery: true,
    },
    responses: {
      301: { description: 'Redirect to the canonical Digital Link URI.', headers: { Location: { description: '`{PUBLIC_URL}/01/{gtin14}[/10/{lot}]/21/{serial}`.' } } },
      400: 'An invalid GTIN, lot or serial; `errors` names it.',
    },
    handler: ({ event, ctx }) => {
      const lot = event.url.searchParams.get('lot');
      const raw = event.context.params ?? {};
      const location = canonicalDigitalLink(requestPublicBase(event, ctx), { gtin: raw['gtin'] ?? '', serial: raw['serial'] ?? '', lot: lot === null || lot === '' ? undefined : lot });
      return new Response(null, { status: 301, headers: { location, 'cache-control': 'no-store' } });
    },
  }),
], { counted: 'resolver' });
