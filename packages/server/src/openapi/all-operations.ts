import type { OpenApiOperation } from '@quietzone/core';
import { accountOperations } from './operations/account';
import { apiKeyOperations } from './operations/api-keys';
import { auditLogOperations } from './operations/audit-logs';
import { codeOperations } from './operations/codes';
import { healthOperations } from './operations/health';
import { openApiOperations } from './operations/openapi';
import { organizationOperations } from './operations/organizations';
import { workspaceOperations } from './operations/workspaces';

/**
 * Every operation of the API document, one table per resource (operations/<resource>.ts).
 * test/openapi.test.ts fails while a route of ALL_ROUTES has no operation here, or the reverse.
 */
export const ALL_OPERATIONS: readonly OpenApiOperation[] = [
  ...healthOperations,
  ...apiKeyOperations,
  ...accountOperations,
  ...organizationOperations,
  ...workspaceOperations,
  ...auditLogOperations,
  ...openApiOperations,
  ...codeOperations,
];
