import { ALL_ROUTES } from '../http/all-routes';
import type { OpenApiOperation } from './build-openapi-document';
import { declaredOperations, openApiRoute } from './openapi-route';

/** Every operation of the API document: the routes of ALL_ROUTES and the document route itself. */
export const ALL_OPERATIONS: readonly OpenApiOperation[] = declaredOperations([...ALL_ROUTES, [openApiRoute(ALL_ROUTES)]]);
