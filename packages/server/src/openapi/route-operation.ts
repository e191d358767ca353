import { isLeanRoute, type RouteDeclaration } from '../http/route';
import type { OpenApiOperation } from './build-openapi-document';
import { REDIRECT_BASE_URL } from './redirect-base-url';

/** The document's view of a declared route: the same object the router mounts, minus the handler. */
export function routeOperation(declaration: RouteDeclaration): OpenApiOperation {
  return {
    method: declaration.method,
    path: declaration.path,
    operationId: declaration.operationId,
    summary: declaration.summary,
    description: declaration.description,
    tags: declaration.tags,
    auth: declaration.access === 'public' ? 'public' : 'api_key',
    requestIdOn: isLeanRoute(declaration) ? 'errors' : 'all',
    serverUrl: declaration.unversioned ? REDIRECT_BASE_URL : undefined,
    request: declaration.request,
    responses: declaration.responses,
  };
}

/**
 * The HEAD twin of a GET at the root (a short link, a resolver path, /docs): what link checkers
 * and crawlers send before they follow a printed link. The router answers HEAD on every GET;
 * the document states it where a client has a reason to use it.
 */
export function headOperation(get: OpenApiOperation): OpenApiOperation | undefined {
  if (get.method !== 'GET' || get.serverUrl === undefined) return undefined;
  return { ...get, method: 'HEAD', operationId: `${get.operationId}Head`, summary: `${get.summary} (headers only)` };
}
