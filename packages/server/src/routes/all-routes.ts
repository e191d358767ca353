import type { RouteModule } from '../http/router';
import { accountRoutes } from './account';
import { apiKeyRoutes } from './api-keys';
import { healthRoutes } from './health';
import { auditLogRoutes } from './audit-logs';
import { codeRoutes } from './codes';
import { openApiRoutes } from './openapi';
import { organizationRoutes } from './organizations';
import { workspaceRoutes } from './workspaces';

/** Every route module of the API, mounted by createApp. Add a module here to serve it. */
export const ALL_ROUTES: readonly RouteModule[] = [healthRoutes, apiKeyRoutes, accountRoutes, organizationRoutes, workspaceRoutes, auditLogRoutes, openApiRoutes, codeRoutes];
