import { ALL_ROUTES } from '../routes/all-routes';
import { declaredOperations, openApiRoute } from './openapi-route';
import type { OpenApiOperation } from './build-openapi-document';

/** Routes still registered the old way, documented in operations/<resource>.ts until converted. */
export const UNDECLARED_OPERATIONS: readonly OpenApiOperation[] = [
];

/** Every operation of the API document: the declared routes of ALL_ROUTES, the document route, the rest. */
const DECLARED_OPERATIONS = declaredOperations([...ALL_ROUTES, [openApiRoute(ALL_ROUTES)]]);
export const ALL_OPERATIONS: readonly OpenApiOperation[] = [
  ...DECLARED_OPERATIONS,
  ...UNDECLARED_OPERATIONS.filter((operation) => !DECLARED_OPERATIONS.some((declared) => declared.operationId === operation.operationId)),
];
