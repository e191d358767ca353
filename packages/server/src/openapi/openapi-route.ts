import { z } from 'zod';
import { defineRoute, type RouteDeclaration, type RouteTable } from '../http/route';
import type { OpenApiDocument, OpenApiOperation } from './build-openapi-document';
import { openApiDocument } from './openapi-document';
import { headOperation, routeOperation } from './route-operation';

/** The operations of the routes of `tables`, in mounting order, but the undocumented ones. */
export function declaredOperations(tables: readonly RouteTable[]): OpenApiOperation[] {
  return tables.flatMap((table) =>
    table
      .filter((route) => !route.undocumented)
      .flatMap((route) => {
        const operation = routeOperation(route);
        const head = headOperation(operation);
        return head ? [operation, head] : [operation];
      }),
  );
}

/**
 * GET /v1/openapi.json, describing exactly the routes it is mounted with (and itself). Each
 * app makes its own; the document is built on first request, once per public address.
 */
export function openApiRoute(tables: readonly RouteTable[]): RouteDeclaration {
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
        document = openApiDocument(ctx.config, declaredOperations([...tables, [route]]));
        documents.set(ctx.config.publicUrl, document);
      }
      return document;
    },
  });
  return route;
}
