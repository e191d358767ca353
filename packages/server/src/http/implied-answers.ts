import { can, ROLES } from '@quietzone/core';
import type { OpenApiResponse } from '../openapi/build-openapi-document';
import type { RouteAccess, RouteRequest } from './route';
import type { RouteResource } from './route-resource';

/** What a route's declaration says that implies answers of its own. */
export interface AnswerImplyingRoute {
  readonly access: RouteAccess;
  readonly request?: Pick<RouteRequest<undefined, undefined>, 'bodyContentType' | 'lenientBody'> & { readonly body?: unknown };
  readonly resource?: RouteResource;
  readonly idempotent?: true;
}

/**
 * The answers a route need not write because its declaration already implies them: the 403 that
 * `access` explains, the 404 of an unknown `resource` id, the 409 of an `idempotent`
 * route's reused Idempotency-Key, and the 422 of a JSON body that `body()` validates. A route's own answer for the same status replaces the implied one.
 */
export function impliedAnswers(route: AnswerImplyingRoute): Record<string, OpenApiResponse> {
  const answers: Record<string, OpenApiResponse> = {};
  const forbidden = forbiddenDescription(route.access);
  if (forbidden !== undefined) answers[403] = { description: forbidden };
  if (route.resource) answers[404] = { description: route.resource.notFound };
  if (route.idempotent) answers[409] = { description: 'Idempotency-Key used with another request, or that request is still in flight.' };
  const { request } = route;
  if (request?.body !== undefined && request.bodyContentType === undefined && !request.lenientBody) answers[422] = { description: 'Invalid fields.' };
  return answers;
}

/**
 * The 403 of a route whose `access` only some roles have, from core's role table (a public key
 * reads codes only). Undefined for `public`, `read_codes` and `read`, which every role may (a
 * public key's 403 on `read` is not documented per route).
 */
export function forbiddenDescription(access: RouteAccess): string | undefined {
  if (access === 'public' || access === 'read_codes' || access === 'read') return undefined;
  const roles = ROLES.filter((role) => can(role, 'secret', access));
  const allowed = roles.length === 1 ? roles[0]! : `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}`;
  return `Needs a secret key of role ${allowed}.`;
}
