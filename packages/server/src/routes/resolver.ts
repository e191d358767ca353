import { PUBLIC_PASSPORT_FIELDS } from '@quietzone/core';
import { passportSchema } from '@quietzone/core/schemas';
import { z } from 'zod';
import { defineRoute, routeTable, type RouteTable } from '../http/route';
import { canonicalDigitalLink } from '../resolver/canonical-digital-link';
import { gs1ResolverDescription } from '../resolver/serve-well-known';
import { serveResolverPath } from '../resolver/serve-resolver';

/**
 * The public GS1 Digital Link resolver at the root of PUBLIC_URL, like short links (dpp.md,
 * "The resolver"). `/01/{gtin}[/22/{cpv}][/10/{lot}][/21/{serial}]` is one declaration per
 * number of qualifiers (the router matches shapes; serve-resolver.ts parses the path whole).
 * These paths have two or more segments, so they never meet the short link `/{shortCode}`.
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
const QUALIFIER_AI = z.string().describe('A key qualifier AI of the GTIN: 22 (CPV, accepted and ignored for the lookup), 10 (lot) or 21 (serial), in that order, each at most once; anything else is 400.');
const QUALIFIER_VALUE = z.string().describe('Its value, percent-encoded: 1 to 20 characters of GS1 character set 82.');
const SHAPE_NAMES = ['', 'WithQualifier', 'WithTwoQualifiers', 'WithThreeQualifiers'];

const linkHeader = { Link: { description: '`<{digital link}?linkType=all>; rel="linkset"; type="application/linkset+json"` of the passport answered.' } };
const resolverHeaders = z.object({
  Accept: z.string().optional().describe('`application/linkset+json` → linkset, `application/ld+json` → JSON-LD, anything with `text/html` → the passport page, else JSON.'),
  'Accept-Language': z.string().optional().describe('Picks among several links of the asked linkType.'),
});

const resolveRoutes = SHAPES.map((count) =>
  defineRoute({
    route: `GET /01/{gtin}${Array.from({ length: count }, (_, index) => `/{ai${index + 1}}/{value${index + 1}}`).join('')}`, operationId: `resolveDigitalLink${SHAPE_NAMES[count]}`, access: 'public', unversioned: true,
    summary: `Resolve a GS1 Digital Link with ${['no', 'one', 'two', 'three'][count]} key qualifier${count === 1 ? '' : 's'} (GET /01/{gtin}[/22/{cpv}][/10/{lot}][/21/{serial}])`,
    description:
      'Public, on {redirect_base_url}. The published or archived passport with exactly this GTIN, lot and serial, else walked up (without serial, then without lot); drafts never resolve. ' +
      'A GTIN-8/12/13 (or any non-canonical encoding) is 301 to the canonical GTIN-14 URI, query kept. ' +
      '`linkType=<type>` (`gs1:x` or `https://gs1.org/voc/x`) is 307 to that link (best Accept-Language match, else the default of the type, else the first); ' +
      'a type the passport lacks falls back to its default `gs1:pip` link, else to the passport itself. ' +
      '`linkType=all` or `Accept: application/linkset+json`: the RFC 9264 linkset; `Accept: application/ld+json`: schema.org Product JSON-LD; ' +
      'browsers (Accept with text/html): the HTML passport page (no scripts; archived passports say the product is no longer on the market); otherwise the public passport as JSON. ' +
      'Restricted attributes never appear. `Cache-Control: no-store`, `Vary: Accept, Accept-Language`. HEAD is supported.',
    request: {
      params: z.object({
        gtin: z.string().describe('GTIN-8, 12, 13 or 14 with a valid check digit.'),
        ...Object.fromEntries(Array.from({ length: count }, (_, index) => [[`ai${index + 1}`, QUALIFIER_AI], [`value${index + 1}`, QUALIFIER_VALUE]]).flat()),
      }),
      query: z.object({ linkType: z.string().optional().describe('A GS1 link type, or `all` for the linkset. Unknown types fall back as described.') }),
      lenientQuery: true,
      headers: resolverHeaders,
    },
    responses: {
      200: {
        description: 'The passport: JSON (this schema), `application/ld+json`, `application/linkset+json` or `text/html`, as negotiated.',
        schema: publicPassportSchema,
        headers: linkHeader,
      },
      301: { description: 'Not the canonical URI (a GTIN-8/12/13, or values encoded otherwise): redirect to it.', headers: { Location: { description: 'The canonical Digital Link URI.' } } },
      307: { description: 'The chosen link of the asked linkType.', headers: { Location: { description: 'The link URL.' }, ...linkHeader } },
      400: 'Not a valid Digital Link path (check digit, characters outside GS1 set 82, an unknown, repeated or out-of-order qualifier); `errors` names the part.',
      404: 'No published or archived passport for this identifier or any walked-up one (an HTML page for browsers).',
    },
    handler: ({ event, ctx }) => serveResolverPath(event, ctx),
  }),
);

const resolverDescriptionSchema = z
  .object({
    name: z.string(),
    resolverRoot: z.string().describe('PUBLIC_URL.'),
    supportedPrimaryKeys: z.array(z.string()).describe('Always `["01"]` (GTIN).'),
    supportedLinkTypes: z.array(z.string()).describe('The link types of the published and archived passports, sorted.'),
  })
  .meta({ id: 'Gs1ResolverDescription' });

export const resolverRoutes: RouteTable = routeTable('Resolver', [
  ...resolveRoutes,
  defineRoute({
    route: 'GET /.well-known/gs1resolver', operationId: 'getGs1ResolverDescription', access: 'public', unversioned: true,
    summary: 'GS1 resolver description',
    description: 'Public, on {redirect_base_url}: the GS1 Digital Link resolver description file of this service.',
    responses: { 200: { description: 'The description.', schema: resolverDescriptionSchema } },
    handler: async ({ ctx }) => Response.json(await gs1ResolverDescription(ctx), { headers: { 'access-control-allow-origin': '*' } }),
  }),
  defineRoute({
    route: 'GET /dpp/{gtin}/{serial}', operationId: 'redirectPassportPath', access: 'public', unversioned: true,
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
      const location = canonicalDigitalLink(ctx, { gtin: raw['gtin'] ?? '', serial: raw['serial'] ?? '', lot: lot === null || lot === '' ? undefined : lot });
      return new Response(null, { status: 301, headers: { location, 'cache-control': 'no-store' } });
    },
  }),
]);
