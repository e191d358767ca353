import type { OpenApiOperation } from '../build-openapi-document';
import { z } from 'zod';


export const openApiOperations: readonly OpenApiOperation[] = [
  {
    method: 'GET',
    path: '/openapi.json',
    operationId: 'getOpenApiDocument',
    summary: 'This API description',
    description: 'Public. The OpenAPI 3.1 document of every route the server serves, generated from the schemas it validates with.',
    tags: ['System'],
    auth: 'public',
    responses: { 200: { description: 'The OpenAPI document.', schema: z.record(z.string(), z.unknown()).describe('An OpenAPI 3.1.0 document.') } },
  },
];
