import { requireAuth } from '../auth/auth-context';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import type { RouteModule } from '../http/router';
import { apiKeyResource, findApiKey } from '../store/api-keys';
import { findOrganization, organizationResource } from '../store/organizations';
import { findWorkspace, workspaceResource } from '../store/workspaces';

export const accountRoutes: RouteModule = (router) => {
  // GET /v1/account – the calling key (with its role and kind), its workspace and organization
  router.get('/account', async (event, { db }) => {
    const auth = requireAuth(event, 'read');
    const [key, organization, workspace] = [
      await findApiKey(db, auth.organizationId, auth.keyId),
      await findOrganization(db, auth.organizationId),
      await findWorkspace(db, auth.organizationId, auth.workspaceId),
    ];
    if (!key || !organization || !workspace) throw new ApiError('not_found', 'Account not found.');
    return ok(event, {
      api_key: apiKeyResource(key),
      organization: organizationResource(organization),
      workspace: workspaceResource(workspace),
    });
  });
};
