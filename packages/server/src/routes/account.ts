import { requireAuth } from '../auth/auth-context';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import type { RouteModule } from '../http/router';
import { apiKeyResource, findApiKey } from '../store/api-keys';
import { findAccountTenant } from '../store/account-tenant';

export const accountRoutes: RouteModule = (router) => {
  // GET /v1/account – the calling key, its role, workspace and organization
  router.get('/account', async (event, { db }) => {
    const auth = requireAuth(event, 'read');
    const key = await findApiKey(db, auth.organizationId, auth.keyId);
    const tenant = await findAccountTenant(db, auth.workspaceId);
    if (!key || !tenant) throw new ApiError('not_found', 'Account not found.');
    return ok(event, {
      key: apiKeyResource(key),
      role: auth.role,
      kind: auth.kind,
      workspace: { id: tenant.workspace_id, name: tenant.workspace_name, slug: tenant.workspace_slug },
      organization: { id: tenant.organization_id, name: tenant.organization_name, slug: tenant.organization_slug, plan: tenant.plan },
    });
  });
};
