import { z } from 'zod';
import { defineRoute, type RouteDeclaration, type RouteSource } from '../http/route';
import type { OpenApiDocument, OpenApiOperation } from './build-openapi-document';
import { openApiDocument } from './openapi-document';
import { routeOperation } from './route-operation';

/** The operations of the declared routes among `sources`, in mounting order. */
export function declaredOperations(sources: readonly RouteSource[]): OpenApiOperation[] {
  return sources.flatMap((source) => (typeof source === 'function' ? [] : source.map(routeOperation)));
}

/**
 * GET /v1/openapi.json, describing exactly the routes it is mounted with (and itself). Each
 * app makes its own; the document is built on first request, once per public address.
 */
export function openApiRoute(sources: readonly RouteSource[], undeclared: readonly OpenApiOperation[] = []): RouteDeclaration {
  const documents = new Map<string, OpenApiDocument>();
  const route: RouteDeclaration = defineRoute({
    method: 'GET',
    path: '/openapi.json',
    operationId: 'getOpenApiDocument',
    summary: 'This API description',
    description: 'Public. The OpenAPI 3.1 document of every route the server serves, generated from the schemas it validates with.',
    tags: ['System'],
    access: 'public',
    responses: { 200: { description: 'The OpenAPI document.', schema: z.record(z.string(), z.unknown()).describe('An OpenAPI 3.1.0 document.') } },
    handler: ({ ctx }) => {
      let document = documents.get(ctx.config.publicUrl);
      if (!document) {
        const declared = declaredOperations([...sources, [route]]);
        const named = new Set(declared.map((operation) => operation.operationId));
        document = openApiDocument(ctx.config, [...declared, ...undeclared.filter((operation) => !named.has(operation.operationId))]);
        documents.set(ctx.config.publicUrl, document);
      }
      return document;
    },
  });
  return route;
}
