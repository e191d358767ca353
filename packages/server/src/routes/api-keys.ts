import { canGrantRole, createApiKeySchema, listApiKeysQuerySchema } from '@quietzone/core';
import { auditActor } from '../auth/audit-actor';
import { displayPrefix, generateApiKey, hashApiKey } from '../auth/api-key-secret';
import { requireAuth, type AuthContext } from '../auth/auth-context';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { created, list, noContent } from '../http/envelope';
import { readJsonBody, readQuery, routerParam } from '../http/read-input';
import type { RouteModule } from '../http/router';
import { newId } from '../new-id';
import { apiKeyResource, insertApiKey, listApiKeys, revokeApiKey, findApiKey } from '../store/api-keys';
import { countActiveApiKeys } from '../store/count-active-api-keys';
import { lockOrganization, organizationLimit } from '../store/organizations';
import { pageRequest } from '../store/query-page';
import { findWorkspaceInOrganization } from '../store/seed-tenant';
import { writeAudit } from '../store/write-audit';

export const apiKeyRoutes: RouteModule = (router) => {
  // GET /v1/api-keys – keys of the caller's workspace (org_admin: `workspace_id` of its org)
  router.get('/api-keys', async (event, { db }) => {
    const auth = requireAuth(event, 'manage_keys');
    const query = readQuery(event, listApiKeysQuerySchema);
    const workspaceId = await targetWorkspace(db, auth, query.workspace_id);
    const page = await listApiKeys(db, workspaceId, { includeRevoked: query.include_revoked === 'true' }, pageRequest({ limit: String(query.limit), cursor: query.cursor }, { defaultLimit: 20, maxLimit: 100 }));
    return list(event, page, apiKeyResource);
  });

  // POST /v1/api-keys – create a key, within max_api_keys_per_workspace; the secret is in this response only
  router.post('/api-keys', async (event, { db, clock }) => {
    const auth = requireAuth(event, 'manage_keys');
    const body = await readJsonBody(event, createApiKeySchema);
    if (!canGrantRole(auth.role, body.role)) throw new ApiError('forbidden', `A ${auth.role} key may not create a ${body.role} key.`);
    const now = clock.now();
    if (body.expires_at && Date.parse(body.expires_at) <= now.getTime()) {
      throw new ApiError('validation', 'expires_at must lie in the future.', { errors: [{ field: 'expires_at', message: 'must lie in the future' }] });
    }
    const workspaceId = await targetWorkspace(db, auth, body.workspace_id);
    const secret = generateApiKey(body.kind);
    const at = now.toISOString();
    const row = await db.transaction(async (tx) => {
      // The organization's row lock serializes creations, so the count below stays true.
      const org = await lockOrganization(tx, auth.organizationId);
      if (!org) throw new ApiError('not_found', 'Organization not found.');
      const limit = organizationLimit(org, 'max_api_keys_per_workspace');
      const current = await countActiveApiKeys(tx, workspaceId);
      if (limit !== null && current >= limit) {
        throw new ApiError('forbidden', `A workspace may have ${limit} API keys that are not revoked, and ${current} exist. Revoke one first.`);
      }
      const inserted = await insertApiKey(tx, {
        id: newId('key'),
        organizationId: auth.organizationId,
        workspaceId,
        kind: body.kind,
        role: body.role,
        name: body.name,
        keyPrefix: displayPrefix(secret),
        keyHash: hashApiKey(secret),
        expiresAt: body.expires_at ?? null,
        createdByKeyId: auth.keyId,
        createdAt: at,
      });
      await writeAudit(tx, {
        actor: auditActor(event, auth),
        action: 'api_keys.create',
        resourceType: 'api_keys',
        resourceId: inserted.id,
        changes: {
          name: [null, inserted.name],
          role: [null, inserted.role],
          kind: [null, inserted.kind],
          workspace_id: [null, inserted.workspace_id],
          expires_at: [null, inserted.expires_at],
        },
        at,
      });
      return inserted;
    });
    return created(event, { ...apiKeyResource(row), secret });
  });

  // DELETE /v1/api-keys/:id – revoke a key (204; unknown or already revoked: 404)
  router.delete('/api-keys/:id', async (event, { db, clock }) => {
    const auth = requireAuth(event, 'manage_keys');
    const id = routerParam(event, 'id');
    const existing = await findApiKey(db, auth.organizationId, id);
    if (!existing || existing.revoked_at !== null || !mayManageWorkspaceKeys(auth, existing.workspace_id)) {
      throw new ApiError('not_found', 'API key not found.');
    }
    if (!canGrantRole(auth.role, existing.role)) throw new ApiError('forbidden', `A ${auth.role} key may not revoke a ${existing.role} key.`);
    const at = clock.now().toISOString();
    await db.transaction(async (tx) => {
      const revoked = await revokeApiKey(tx, auth.organizationId, id, at);
      if (!revoked) throw new ApiError('not_found', 'API key not found.');
      await writeAudit(tx, {
        actor: auditActor(event, auth),
        action: 'api_keys.revoke',
        resourceType: 'api_keys',
        resourceId: id,
        changes: { revoked_at: [null, revoked.revoked_at] },
        at,
      });
    });
    return noContent(event);
  });
};

/** org_admin keys manage keys of every workspace of their organization; others only their own. */
function mayManageWorkspaceKeys(auth: AuthContext, workspaceId: string): boolean {
  return workspaceId === auth.workspaceId || auth.role === 'org_admin';
}

async function targetWorkspace(db: Db, auth: AuthContext, requested: string | undefined): Promise<string> {
  if (requested === undefined || requested === auth.workspaceId) return auth.workspaceId;
  if (auth.role !== 'org_admin') throw new ApiError('forbidden', 'Only org_admin keys may manage keys of another workspace.');
  const workspace = await findWorkspaceInOrganization(db, auth.organizationId, requested);
  if (!workspace || workspace.archived_at !== null) throw new ApiError('not_found', 'Workspace not found.');
  return workspace.id;
}
