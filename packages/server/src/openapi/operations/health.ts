import { type OpenApiOperation } from '../build-openapi-document';
import { healthSchema, responseMetaSchema } from '@quietzone/core';

const healthResponseSchema = healthSchema.extend({ data: healthSchema, meta: responseMetaSchema });

export const healthOperations: readonly OpenApiOperation[] = [
  {
    method: 'GET',
    path: '/health',
    operationId: 'getHealth',
    summary: 'Liveness',
    description:
      'Public. Answers while the process runs, whatever the database does (restart on failure). The body carries `status` and `version` at the top level (contract, System) and inside the usual `{ data, meta }` envelope.',
    tags: ['System'],
    auth: 'public',
    responses: {
      200: { description: 'The process answers.', schema: healthResponseSchema },
    },
  },
  {
    method: 'GET',
    path: '/health/ready',
    operationId: 'getHealthReady',
    summary: 'Readiness',
    description: 'Public. Runs `SELECT 1` on the database with a 2 s limit (route traffic here only on 200). Same body as /health.',
    tags: ['System'],
    auth: 'public',
    responses: {
      200: { description: 'The database answers: the service can serve requests.', schema: healthResponseSchema },
      503: {
        description: 'The database is down, unreachable or slower than 2 s.',
        headers: { 'Retry-After': { description: 'Seconds to wait before asking again, 5.' } },
      },
    },
  },
];
