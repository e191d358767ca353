import { can, KEY_KINDS, ROLES, type Action } from '@quietzone/core';
import type { OpenApiResponse } from '../openapi/build-openapi-document';
import type { RouteAccess, RouteRequest } from './route-request';
import type { ResourceAnswers } from './route-resource';
import { DEFAULT_BODY_LIMIT } from './request-body-limit';

/** What a route's declaration says that implies answers of its own. */
export interface AnswerImplyingRoute {
  readonly access: RouteAccess;
  readonly request?: Pick<RouteRequest<undefined, undefined>, 'bodyContentType' | 'lenientBody'> & { readonly body?: unknown };
  readonly resource?: Pick<ResourceAnswers, 'notFound'>;
  readonly idempotent?: true;
  readonly bodyLimit?: number;
}

/**
 * The answers a route need not write because its declaration already implies them: the 403 that
 * `access` explains, the 404 of an unknown `resource` id, the 409 of an `idempotent`
 * route's reused Idempotency-Key, the 413 of a body over `bodyLimit`, and the 422 of a JSON body
 * that `body()` validates. A route's own answer for the same status replaces the implied one.
 */
export function impliedAnswers(route: AnswerImplyingRoute): Record<string, OpenApiResponse> {
  const answers: Record<string, OpenApiResponse> = {};
  const forbidden = forbiddenDescription(route.access);
  if (forbidden !== undefined) answers[403] = { description: forbidden };
  if (route.resource) answers[404] = { description: route.resource.notFound };
  if (route.idempotent) answers[409] = { description: 'Idempotency-Key used with another request, or that request is still in flight.' };
  const { request } = route;
  if (request?.body !== undefined || request?.bodyContentType !== undefined) answers[413] = { description: `A body over ${route.bodyLimit ?? DEFAULT_BODY_LIMIT} bytes.` };
  if (request?.body !== undefined && request.bodyContentType === undefined && !request.lenientBody) answers[422] = { description: 'Invalid fields.' };
  return answers;
}

/**
 * The 403 of a route whose `access` some key may not have, from core's `can` table over every
 * role and key kind: "Needs a secret key of role ws_admin or org_admin.", or "Needs a secret
 * key (of any role)." where only public keys are refused (they read codes only). Undefined for
 * `public` and for an action every key may do (`read_codes`).
 */
export function forbiddenDescription(access: RouteAccess): string | undefined {
  if (access === 'public') return undefined;
  const kinds = KEY_KINDS.filter((kind) => ROLES.some((role) => can(role, kind, access)));
  const roles = ROLES.filter((role) => KEY_KINDS.some((kind) => can(role, kind, access)));
  if (everyKeyMay(access)) return undefined;
  const kind = `${either(kinds)} key`;
  return roles.length === ROLES.length ? `Needs a ${kind} (of any role).` : `Needs a ${kind} of role ${either(roles)}.`;
}

function everyKeyMay(action: Action): boolean {
  return KEY_KINDS.every((kind) => ROLES.every((role) => can(role, kind, action)));
}

function either(names: readonly string[]): string {
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}
