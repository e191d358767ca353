import { ALL_ROUTES } from '../routes/all-routes';
import { routeOperation } from './route-operation';
import type { OpenApiOperation } from './build-openapi-document';
import { accountOperations } from './operations/account';
import { apiKeyOperations } from './operations/api-keys';
import { auditLogOperations } from './operations/audit-logs';
import { codeImageOperations } from './operations/code-images';
import { codeLogoOperations } from './operations/code-logo';
import { openApiOperations } from './operations/openapi';
import { organizationOperations } from './operations/organizations';
import { shortLinkOperations } from './operations/short-links';
import { webhookOperations } from './operations/webhooks';
import { workspaceOperations } from './operations/workspaces';
import { commentOperations } from './operations/comments';
import { fileOperations } from './operations/files';
import { memberOperations } from './operations/members';
import { billingOperations } from './operations/billing';
import { scanOperations } from './operations/scans';

/**
 * Every operation of the API document, one table per resource (operations/<resource>.ts).
 * test/openapi.test.ts fails while a route of ALL_ROUTES has no operation here, or the reverse.
 */
export const ALL_OPERATIONS: readonly OpenApiOperation[] = [
  ...ALL_ROUTES.flatMap((source) => (typeof source === 'function' ? [] : source.map(routeOperation))),
  ...apiKeyOperations,
  ...accountOperations,
  ...organizationOperations,
  ...workspaceOperations,
  ...auditLogOperations,
  ...openApiOperations,
  ...codeImageOperations,
  ...codeLogoOperations,
  ...shortLinkOperations,
  ...commentOperations,
  ...fileOperations,
  ...memberOperations,
  ...billingOperations,
  ...webhookOperations,
  ...scanOperations,
];
