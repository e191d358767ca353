import { healthSchema, responseMetaSchema, type OpenApiOperation } from '@quietzone/core';

export const healthOperations: readonly OpenApiOperation[] = [
  {
    method: 'GET',
    path: '/health',
    operationId: 'getHealth',
    summary: 'Liveness',
    description: 'Public. The body carries `status` at the top level (contract, System) and inside the usual `{ data, meta }` envelope.',
    tags: ['System'],
    auth: 'public',
    responses: {
      200: { description: 'The service can serve requests.', schema: healthSchema.extend({ data: healthSchema, meta: responseMetaSchema }) },
    },
  },
];
