import { PROBLEM_TYPES } from '@quietzone/core';
import { z } from 'zod';
import { problemCodeForSlug, problemIndexHtml, problemPageHtml } from './problem-pages';
import { referencePageHeaders, referencePageHtml, SCALAR_SCRIPT_PATH } from './reference-page';
import { scalarBundleResponse } from './scalar-bundle';
import { ApiError } from '../http/api-error';
import { defineRoute, routeTable } from '../http/route';
import { htmlHeaders } from '../pages/html-page';

const SLUGS = Object.values(PROBLEM_TYPES).map((problem) => problem.slug) as [string, ...string[]];

/** The error pages change only with the server: browsers and proxies may keep them a while. */
const PAGE_CACHE = { 'cache-control': 'public, max-age=3600' };

function html(body: string | null, headers: Headers): Response {
  return new Response(body, { status: 200, headers });
}

/**
 * `{PUBLIC_URL}/docs`: the API reference (Scalar, served from the installed package, no
 * network at run time) and one page per problem type, which is where every problem `type`
 * points unless DOCS_URL moves it elsewhere.
 */
export const docsRoutes = routeTable('System', [
  defineRoute({
    route: 'GET /docs', operationId: 'getApiReference', access: 'public',
    summary: 'API reference (HTML)',
    description: 'Public. This OpenAPI document rendered by Scalar in the browser; the page loads only from this server.',
    unversioned: true,
    responses: { 200: { description: 'The reference page.', contentType: 'text/html' } },
    handler: ({ event, ctx }) => html(event.req.method === 'HEAD' ? null : referencePageHtml(), referencePageHeaders(ctx.config.publicUrl)),
  }),
  defineRoute({
    route: `GET ${SCALAR_SCRIPT_PATH}`, operationId: 'getApiReferenceScript', access: 'public',
    summary: 'The API reference UI script',
    description: "Public. Scalar's standalone browser bundle, which `/docs` loads.",
    unversioned: true,
    responses: { 200: { description: 'JavaScript, gzipped when the request accepts it.', contentType: 'text/javascript' } },
    handler: ({ event }) => scalarBundleResponse(event.req.method === 'HEAD', event.req.headers.get('accept-encoding')),
  }),
  defineRoute({
    route: 'GET /docs/errors', operationId: 'listErrorTypes', access: 'public',
    summary: 'Error types (HTML)',
    description: 'Public. Every problem type the API sends, linked to its page.',
    unversioned: true,
    responses: { 200: { description: 'The list of error types.', contentType: 'text/html' } },
    handler: ({ event }) => html(event.req.method === 'HEAD' ? null : problemIndexHtml(), htmlHeaders(PAGE_CACHE)),
  }),
  defineRoute({
    route: 'GET /docs/errors/{slug}', operationId: 'getErrorType', access: 'public',
    summary: 'One error type (HTML)',
    description: "Public. The page a problem document's `type` names (`{docs_url}/errors/<slug>`): its status, what it means and what to do.",
    unversioned: true,
    request: { params: z.object({ slug: z.enum(SLUGS).describe('The last segment of a problem `type`.') }) },
    responses: { 200: { description: 'The error type page.', contentType: 'text/html' }, 404: 'No problem type has this slug.' },
    handler: ({ event, param }) => {
      const code = problemCodeForSlug(param('slug'));
      if (!code) throw new ApiError('not_found', 'No error type has this name; see /docs/errors.');
      return html(event.req.method === 'HEAD' ? null : problemPageHtml(code), htmlHeaders(PAGE_CACHE));
    },
  }),
]);
