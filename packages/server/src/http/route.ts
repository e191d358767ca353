import type { H3Event } from 'h3';
import type { z } from 'zod';
import { requireAuth, type AuthContext } from '../auth/auth-context';
import type { OpenApiResponse } from '../openapi/build-openapi-document';
import { noContent } from './envelope';
import { idempotent } from './idempotency';
import { impliedAnswers } from './implied-answers';
import type { RouteAccess, RouteRequest } from './route-request';
import { readJsonBody, readQuery, routerParam } from './read-input';
import { foundOrThrow } from './resource-not-found';
import type { RouteResource } from './route-resource';
import { idempotencyKeyHeaders, idParams } from './route-schemas';
import type { AppContext } from '../app/app-context';
import type { CountedRoute } from '../metrics/metered-route';

/** The routes of one resource (`<resource>/<resource>-routes.ts`), mounted by createApp from ALL_ROUTES. */
export type RouteTable = readonly RouteDeclaration[];

export type { RouteAccess, RouteRequest } from './route-request';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * One route, declared once: the router mounts it and the OpenAPI document describes it from
 * this same object (openapi/route-operation.ts), so the two cannot drift.
 */
export interface RouteDeclaration<
  Access extends RouteAccess = RouteAccess,
  Query extends z.ZodObject | undefined = z.ZodObject | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Found = unknown,
> {
  readonly method: RouteMethod;
  /** OpenAPI path template relative to `/v1` (or to the root when `unversioned`): `/codes/{id}`. */
  readonly path: string;
  /** lowerCamelCase, unique in the document. */
  readonly operationId: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly access: Access;
  readonly request?: RouteRequest<Query, Body>;
  /** Keyed by status code; errors list only a description (their body is the Problem document). */
  readonly responses: Readonly<Record<string | number, OpenApiResponse>>;
  /** Maximum request body in bytes; default 1 MB (DEFAULT_BODY_LIMIT). */
  readonly bodyLimit?: number;
  /** Served at the root of PUBLIC_URL, not under `/v1` (short links). */
  readonly unversioned?: boolean;
  /**
   * Mounted but left out of the OpenAPI document: a path shape that only ever answers an error
   * the documented operations already describe, and that no path template of its own could
   * describe truthfully (no success). The resolver's `/01/{gtin}/foo` is its one use.
   */
  readonly undocumented?: true;
  /** Answers also counted on their own in the metrics (short links, the resolver); the node fast path answers some of them. */
  readonly counted?: CountedRoute;
  /**
   * Also answered on a workspace's verified custom domain (short links, the resolver, public
   * images and files), where it serves that workspace's resources only; every other route is 404
   * there (http/custom-domain-routing.ts).
   */
  readonly onCustomDomains?: true;
  /**
   * The resource the path's `{id}` names: the router finds the caller's row before the handler
   * runs (`call.found`) and answers the resource's 404 when there is none.
   */
  readonly resource?: RouteResource<Found>;
  readonly handler: (call: RouteCall<Access, Query, Body, Found>) => unknown;
}

/**
 * How a route is written in its table: the declaration, with `route: 'GET /codes/{id}'` for
 * `method` and `path`, an answer given as its description alone (`409: 'The slug is taken.'`),
 * and the answers its declaration implies left out (the 403 of `access`, the 404 of `resource`,
 * the 422 of a JSON `body`: see {@link impliedAnswers}). A route whose one success is 204 answers
 * it when its handler is done (a DELETE handler only acts).
 */
export type RouteInput<Access extends RouteAccess, Query extends z.ZodObject | undefined, Body extends z.ZodType | undefined, Found = undefined> = Omit<
  RouteDeclaration<Access, Query, Body, Found>,
  'method' | 'path' | 'responses' | 'resource'
> &
  ({ readonly route: `${RouteMethod} /${string}` } | { readonly method: RouteMethod; readonly path: string }) & {
    readonly responses: Readonly<Record<string | number, OpenApiResponse | string>>;
    /**
     * The resource the path's `{id}` names: `{id}` is documented as an id unless `request.params`
     * says more; the router finds the caller's row of that id before the handler (`call.found`),
     * and an id naming none of the caller's is the resource's one 404, which the route does not
     * word again.
     */
    readonly resource?: RouteResource<Found>;
    /**
     * A create a client may safely retry: the route takes an `Idempotency-Key` header and its
     * handler runs under that key in the caller's workspace (http/idempotency.ts: a repeat
     * within 24 h replays the first answer; another body, or one still in flight, is 409).
     */
    readonly idempotent?: true;
  };

/** What a handler gets: the request, the app's wiring, the caller, its parsed input and the row its path names. */
export class RouteCall<Access extends RouteAccess = RouteAccess, Query = unknown, Body = unknown, Found = unknown> {
  constructor(
    readonly event: H3Event,
    readonly ctx: AppContext,
    /** The calling key, already allowed `access`; undefined on public routes. */
    readonly auth: Access extends 'public' ? undefined : AuthContext,
    readonly query: Output<Query>,
    private readonly bodySchema: Body,
    /** The caller's row of the declared `resource` that `{id}` names; undefined on a route without one. */
    readonly found: Found,
  ) {}

  /**
   * `param(name)`: a path parameter, decoded; one holding U+0000 is 404. A getter handing out a
   * bound function, so handlers may destructure it and routes that never read one pay nothing.
   */
  get param(): (name: string) => string {
    const event = this.event;
    return (name) => routerParam(event, name);
  }

  /** `body()`: the JSON body, validated by the declared schema (400/422 naming the fields). */
  get body(): () => Promise<Output<Body>> {
    const { event, bodySchema } = this;
    return () => {
      if (!bodySchema) throw new Error('body() on a route that declares no JSON body');
      return readJsonBody(event, bodySchema as unknown as z.ZodType) as Promise<Output<Body>>;
    };
  }
}

/**
 * Declares a route with its types inferred (the caller's key type from `access`, `call.query`
 * and `call.body()` from the request schemas); returns it in the declaration's full form,
 * widened for the route tables.
 */
export function defineRoute<
  Access extends RouteAccess,
  Query extends z.ZodObject | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Found = undefined,
>(input: RouteInput<Access, Query, Body, Found>): RouteDeclaration {
  const { responses, resource, idempotent: retriable, ...rest } = input;
  const [method, path] = 'route' in rest ? (splitRoute(rest.route) as [RouteMethod, string]) : [rest.method, rest.path];
  const { route: _route, ...declaration } = rest as typeof rest & { route?: string };
  if (resource) assertResourceRoute(`${method} ${path}`, input.access, responses);
  if (retriable && input.access === 'public') throw new Error(`${method} ${path}: an idempotent route needs a key, whose workspace scopes the Idempotency-Key`);
  const request = withIdempotencyKeyHeader(resource ? { params: idParams, ...input.request } : input.request, retriable);
  const answers = impliedAnswers(input);
  for (const [status, answer] of Object.entries(responses)) answers[status] = typeof answer === 'string' ? { description: answer } : answer;
  const successes = Object.keys(answers).filter((status) => /^[123]/.test(status));
  const ownHandler = retriable ? underIdempotencyKey(input.handler as (call: RouteCall) => unknown) : input.handler;
  const handler = successes.length === 1 && successes[0] === '204' ? answeringNoContent(ownHandler) : ownHandler;
  return { ...declaration, method, path, ...(resource && { resource }), ...(request && { request }), responses: answers, handler } as unknown as RouteDeclaration;
}

/** A resource is found among a caller's rows, by `{id}`, and has one 404, which its routes leave to it. */
function assertResourceRoute(route: string, access: RouteAccess, responses: Readonly<Record<string | number, unknown>>): void {
  if (!route.includes('{id}')) throw new Error(`${route}: a route of a resource names it by {id}`);
  if (access === 'public') throw new Error(`${route}: a resource is looked up among the caller's rows, so its route needs a key`);
  if (responses[404] !== undefined) throw new Error(`${route}: the 404 of a route of a resource is the resource's own; say any other miss in the description`);
}

/** A route whose one success is 204 answers it once its handler has done its work: the handler returns nothing. */
function answeringNoContent<Call extends { readonly event: H3Event }>(handler: (call: Call) => unknown): (call: Call) => Promise<null> {
  return async (call) => {
    await handler(call);
    return noContent(call.event);
  };
}

function withIdempotencyKeyHeader<Request extends RouteRequest<z.ZodObject | undefined, z.ZodType | undefined>>(request: Request | undefined, retriable: true | undefined): Request | undefined {
  if (!retriable) return request;
  const headers = request?.headers ? idempotencyKeyHeaders.extend(request.headers.shape) : idempotencyKeyHeaders;
  return { ...request, headers } as Request;
}

/** Runs the handler of an `idempotent` route under the caller's Idempotency-Key, if it sent one. */
function underIdempotencyKey(handler: (call: RouteCall) => unknown): (call: RouteCall) => Promise<unknown> {
  return (call) => idempotent(call.event, call.ctx, call.auth!.workspaceId, async () => handler(call));
}

function splitRoute(route: string): [string, string] {
  const space = route.indexOf(' ');
  return [route.slice(0, space), route.slice(space + 1)];
}

/**
 * The routes of one resource under one tag of the document: each declaration without its own
 * `tags` gets `[tag]`.
 */
export function routeTable(tag: string, routes: readonly RouteDeclaration[], options: { readonly counted?: CountedRoute } = {}): RouteTable {
  return routes.map((route) => ({ ...route, tags: route.tags ?? [tag], ...(options.counted ? { counted: options.counted } : {}) }));
}

/**
 * Runs a declared route: the caller's permission, then the declared query, then the row of the
 * declared resource (its 404 when the caller has none of that id), then the handler.
 */
export function runRoute(declaration: RouteDeclaration, event: H3Event, ctx: AppContext): unknown {
  const auth = declaration.access === 'public' ? undefined : requireAuth(event, declaration.access);
  const querySchema = declaration.request?.query;
  const query = querySchema && !declaration.request?.lenientQuery ? readQuery(event, querySchema) : undefined;
  const { resource } = declaration;
  if (!resource || !auth) return declaration.handler(new RouteCall(event, ctx, auth, query, declaration.request?.body, undefined));
  return resource.find(ctx, auth, routerParam(event, 'id')).then((row) => {
    const found = foundOrThrow(row, resource.name);
    return declaration.handler(new RouteCall(event, ctx, auth, query, declaration.request?.body, found));
  });
}

/**
 * A public read at the root (short links, the resolver and its CORS preflights, /docs): the hottest paths, mounted
 * without the request id and body checks, so only their failures carry `X-Request-Id`.
 */
export function isLeanRoute(declaration: Pick<RouteDeclaration, 'access' | 'unversioned' | 'method'>): boolean {
  return declaration.access === 'public' && declaration.unversioned === true && (declaration.method === 'GET' || declaration.method === 'OPTIONS');
}

/** The router's form of a declared path: `/codes/{id}` → `/codes/:id`. */
export function routerPath(declaration: Pick<RouteDeclaration, 'path'>): string {
  return declaration.path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}
