import type { z } from 'zod';
import { defineRoute, type RouteAccess, type RouteCall, type RouteDeclaration, type RouteMethod } from '../../src/http/route';

let routeCount = 0;

/** A route only tests mount: declared like any other, with placeholder documentation. */
export function testRoute<Access extends RouteAccess, Body extends z.ZodType | undefined = undefined>(route: {
  readonly method: RouteMethod;
  readonly path: string;
  readonly access: Access;
  readonly body?: Body;
  readonly bodyLimit?: number;
  readonly handler: (call: RouteCall<Access, undefined, Body>) => unknown;
}): RouteDeclaration {
  routeCount += 1;
  return defineRoute<Access, undefined, Body>({
    method: route.method,
    path: route.path,
    operationId: `testRoute${routeCount}`,
    summary: `Test route ${route.method} ${route.path}`,
    access: route.access,
    request: route.body ? { body: route.body } : undefined,
    bodyLimit: route.bodyLimit,
    responses: { 200: { description: 'Whatever the test answers.' } },
    handler: route.handler,
  });
}
