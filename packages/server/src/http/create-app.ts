import { randomUUID } from 'node:crypto';
import { problemCodeForStatus, type ProblemCode } from '@quietzone/core';
import { HTTPError, type H3, type H3Event } from 'h3';
import { createAppContext, type AppContext, type AppContextOptions } from '../app/app-context';
import { authenticate } from '../auth/authenticate';
import { openApiRoute } from '../openapi/openapi-route';
import { ALL_ROUTES } from './all-routes';
import type { AccessRoute } from './access-log';
import { AccessLoggedApp } from './access-logged-app';
import { createNodeFastPath, type NodeFastPath } from './node-fast-path';
import { runForHost } from './custom-domain-routing';
import { ApiError } from './api-error';
import { clientAbortedBody } from './client-aborted-body';
import { isDatabaseInputError } from './database-input-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailableError } from './database-unavailable-error';
import { problemResponse } from './problem-response';
import { isLeanRoute, routerPath, runRoute, type RouteTable } from './route';
import { assertRequestBodyLimit, bodyLeftUnread, DEFAULT_BODY_LIMIT } from './request-body-limit';
import { countRequest, rateLimitExceeded, rateLimitHeaders } from './rate-limit';
import { incomingRequestId } from './incoming-request-id';
import { initRequestState, requestState, type RequestState } from './request-state';

/**
 * The app's wiring: an AppContext made elsewhere (`serve` shares it with the background jobs,
 * the test harness with its helpers), or the options to make one (app/app-context.ts).
 */
export type CreateAppOptions = (AppContextOptions | { readonly context: AppContext }) & {
  /** Route tables to mount; default ALL_ROUTES. Tests may add their own. */
  readonly routes?: readonly RouteTable[];
};

interface RouteMeta extends AccessRoute {
  readonly [key: string]: unknown;
  readonly public: boolean;
  readonly bodyLimit: number;
}

const API_PREFIX = '/v1';

/**
 * The API: `app`, an h3 app (`app.request('/v1/health')` in tests, `toNodeHandler(app)` when
 * serving), and `fastPath`, what startServer asks first on node's own request objects
 * (http/node-fast-path.ts); none when the routes mounted have no short link.
 */
export interface ServedApp {
  readonly app: H3;
  readonly fastPath: NodeFastPath | undefined;
}

/**
 * The HTTP API. Every response carries `X-Request-Id`; every error is a problem document;
 * every non-public route authenticates and counts the rate limit before its handler runs.
 */
export function createApp(options: CreateAppOptions): ServedApp {
  const ctx = 'context' in options ? options.context : createAppContext(options);
  // Each answer's access line is written by AccessLoggedApp, not by an onResponse hook.
  const app = new AccessLoggedApp(ctx, {
    silent: true,
    onError: (error, event) => errorResponse(error, event, ctx),
  });

  // Route-level middleware, not `app.use`: a global middleware is one more async hop on every
  // request, and the short-link route (public, unversioned, bodiless GET) is the hottest path
  // of the service. API routes get request id, body limit, then authentication + rate limit.
  const apiMiddleware = (event: H3Event, next: () => unknown) => {
    const meta = routeMeta(event);
    const state = beginRequest(event);
    assertRequestBodyLimit(event, meta?.bodyLimit ?? DEFAULT_BODY_LIMIT);
    if (!meta || meta.public) return next();
    return authorize(event, state, ctx).then(() => next());
  };

  const allowed = new Map<string, Set<string>>();
  const tables = options.routes ?? ALL_ROUTES;
  let shortLinkRoute: RouteMeta | undefined;
  const resolverShapes: RouteMeta[] = [];
  const reservedSegments = new Set<string>();
  for (const declaration of [...tables.flat(), openApiRoute(tables)]) {
    const path = (declaration.unversioned ? '' : API_PREFIX) + routerPath(declaration);
    const isPublic = declaration.access === 'public';
    // Public unversioned reads (short links, the resolver and its CORS preflights) skip the
    // request id and body checks entirely; their failures still become problem documents in
    // errorResponse.
    const lean = isLeanRoute(declaration);
    const counted = declaration.counted;
    const meta: RouteMeta = { public: isPublic, bodyLimit: declaration.bodyLimit ?? DEFAULT_BODY_LIMIT, route: (declaration.unversioned ? '' : API_PREFIX) + declaration.path, counted };
    const middleware = lean ? [] : [apiMiddleware];
    if (declaration.method === 'GET' && counted === 'short_link') shortLinkRoute = meta;
    else if (declaration.method === 'GET' && counted === 'resolver' && declaration.path.startsWith('/01/')) resolverShapes.push(meta);
    const firstSegment = /^\/([^/{]+)/.exec(path)?.[1];
    if (firstSegment !== undefined) reservedSegments.add(firstSegment);
    const onCustomDomains = declaration.onCustomDomains === true;
    const run = (event: H3Event) => runForHost(event, ctx, onCustomDomains, () => runRoute(declaration, event, ctx));
    const verbs = allowed.get(path) ?? new Set<string>();
    allowed.set(path, verbs);
    verbs.add(declaration.method);
    app.on(declaration.method, path, run, { meta, middleware });
    if (declaration.method === 'GET') {
      verbs.add('HEAD');
      app.on('HEAD', path, run, { meta, middleware });
    }
  }

  // rou3 prefers a method-specific route over the any-method one on the same path, so this
  // answers exactly the methods nobody registered (RFC 9110 §15.5.6: 405 with Allow).
  for (const [path, verbs] of allowed) {
    const allow = [...verbs].sort().join(', ');
    app.all(
      path,
      (event) => {
        throw new ApiError('method_not_allowed', `${event.req.method} is not allowed here; allowed: ${allow}.`, { headers: { allow } });
      },
      { meta: { public: true, bodyLimit: DEFAULT_BODY_LIMIT, route: path.replace(/:(\w+)/g, '{$1}') } satisfies RouteMeta, middleware: [apiMiddleware] },
    );
  }
  const fastPath = shortLinkRoute ? createNodeFastPath(ctx, { shortLink: shortLinkRoute, resolver: resolverShapes, reservedSegments }) : undefined;
  return { app, fastPath };
}

/** Echoes a well-formed `X-Request-Id` or makes one; every response of the request carries it. */
function beginRequest(event: H3Event): RequestState {
  const state = initRequestState(event, incomingRequestId(event.req) ?? randomUUID());
  setResponseHeader(event, 'x-request-id', state.requestId);
  return state;
}

/** Authenticates the key and counts it against the rate limit; headers go on every response. */
async function authorize(event: H3Event, state: RequestState, ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const auth = await authenticate(event, ctx.db, now);
  event.context.auth = auth;
  const rate = await countRequest(ctx.db, auth.keyId, ctx.config.rateLimitPerMinute, now);
  for (const [name, value] of Object.entries(rateLimitHeaders(rate))) setStateHeader(event, state, name, value);
  if (rate.exceeded) throw rateLimitExceeded(rate);
}

function routeMeta(event: H3Event): RouteMeta | undefined {
  return event.context.matchedRoute?.meta as RouteMeta | undefined;
}

function setStateHeader(event: H3Event, state: RequestState, name: string, value: string): void {
  state.headers.set(name, value);
  setResponseHeader(event, name, value);
}

/**
 * On the answer whatever it is: h3 adds `res.headers` to a handler's own Response below 400 and
 * `res.errHeaders` to one of 400 and above (a page such as the wrong-password form).
 */
function setResponseHeader(event: H3Event, name: string, value: string): void {
  event.res.headers.set(name, value);
  event.res.errHeaders.set(name, value);
}

const FRAMEWORK_DETAIL: Partial<Record<ProblemCode, string>> = {
  not_found: 'No resource at this path.',
  bad_request: 'The request is malformed.',
};

/** The one place where failures become HTTP responses (STYLE.md rule 5). */
function errorResponse(error: HTTPError, event: H3Event, ctx: AppContext): Response {
  // Unknown paths and lean routes never ran the API middleware: start the request state here.
  const state = requestState(event) ?? beginRequest(event);
  const headers = new Headers(state.headers);
  const instance = event.url.pathname;
  const cause = error.cause;
  let code: ProblemCode;
  let detail: string;
  let errors: ApiError['errors'];
  if (clientAbortedBody(event)) {
    code = 'bad_request';
    detail = 'The request body ended early: the client closed the connection.';
    ctx.logger.info('client aborted the request', { request_id: state.requestId, method: event.req.method, path: instance });
  } else if (cause instanceof ApiError) {
    code = cause.code;
    detail = cause.message;
    errors = cause.errors;
    for (const [name, value] of Object.entries(cause.headers ?? {})) headers.set(name, value);
  } else if (HTTPError.isError(error) && !error.unhandled) {
    // Raised by h3 itself: unknown route, malformed URL, body over the limit.
    code = problemCodeForStatus(error.status);
    detail = code === 'payload_too_large' ? error.message : (FRAMEWORK_DETAIL[code] ?? error.message);
  } else if (isDatabaseInputError(error.cause)) {
    // A client's value the input layer let through: the client's fault, so 400 and no error
    // line; logged (info) so the gap in validation can be found and closed.
    code = 'bad_request';
    detail = 'The request holds a value that cannot be stored.';
    ctx.logger.info('database refused a request value', {
      request_id: state.requestId,
      method: event.req.method,
      path: instance,
      sqlstate: error.cause.code,
      error: error.cause.message,
    });
  } else if (isDatabaseUnavailableError(error.cause)) {
    // Not the client's fault and not a bug here: ask the client to retry, tell the operator.
    code = 'unavailable';
    detail = 'The database is unavailable; retry later.';
    headers.set('retry-after', DATABASE_RETRY_AFTER_SECONDS);
    ctx.logger.error('database unavailable', {
      request_id: state.requestId,
      method: event.req.method,
      path: instance,
      code: error.cause.code,
      error: error.cause.message,
    });
  } else {
    code = 'internal';
    detail = 'An unexpected error occurred. Quote the request id when reporting it.';
    const original = error.cause instanceof Error ? error.cause : error;
    ctx.logger.error('unhandled error', {
      request_id: state.requestId,
      method: event.req.method,
      path: instance,
      error: original.stack ?? String(original),
    });
  }
  // Keep-alive clients must not send their next request into the rest of this body.
  if (bodyLeftUnread(event)) headers.set('connection', 'close');
  return problemResponse(code, { docsUrl: ctx.config.docsUrl, detail, instance, errors }, headers);
}
