import type { RouteDeclaration } from '../http/route';
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
    serverUrl: declaration.unversioned ? REDIRECT_BASE_URL : undefined,
    request: declaration.request,
    responses: declaration.responses,
  };
}
