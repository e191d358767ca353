import { displayPrefix, generateApiKey, hashApiKey } from './auth/api-key-secret';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/db';
import { newId } from './new-id';
import { insertApiKey } from './store/api-keys';
import { anyOrganizationExists } from './store/organizations';
import { lockSchema } from './store/schema-lock';
import { insertSeedOrganization, insertSeedWorkspace } from './store/seed-tenant';
import { writeAudit } from './store/write-audit';

export type BootstrapResult =
  | { readonly created: false }
  | { readonly created: true; readonly organizationId: string; readonly workspaceId: string; readonly keyId: string; readonly generatedKey: string | undefined };

/**
 * DESIGN.md "Bootstrap": on an empty database create organization "Default", workspace
 * "Default" and an org_admin secret key (ADMIN_API_KEY, or generated and returned so the
 * caller prints it once). Runs under the schema advisory lock and checks for any organization
 * inside it, so processes starting together bootstrap exactly once.
 */
export async function bootstrap(db: Db, config: Pick<Config, 'adminApiKey' | 'bootstrapPlan'>, clock: Clock): Promise<BootstrapResult> {
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    if (await anyOrganizationExists(tx)) return { created: false } as const;
    const at = clock.now().toISOString();
    const organizationId = newId('org');
    const workspaceId = newId('ws');
    const keyId = newId('key');
    const key = config.adminApiKey ?? generateApiKey('secret');
    await insertSeedOrganization(tx, { id: organizationId, name: 'Default', slug: 'default', plan: config.bootstrapPlan, createdAt: at });
    await insertSeedWorkspace(tx, { id: workspaceId, organizationId, name: 'Default', slug: 'default', createdAt: at });
    await insertApiKey(tx, {
      id: keyId,
      organizationId,
      workspaceId,
      kind: 'secret',
      role: 'org_admin',
      name: 'Bootstrap admin key',
      keyPrefix: displayPrefix(key),
      keyHash: hashApiKey(key),
      expiresAt: null,
      createdByKeyId: null,
      createdAt: at,
    });
    await writeAudit(tx, {
      actor: { type: 'system', id: null, organizationId, workspaceId },
      action: 'organizations.bootstrap',
      resourceType: 'organizations',
      resourceId: organizationId,
      changes: { slug: [null, 'default'], plan: [null, config.bootstrapPlan] },
      at,
    });
    return { created: true, organizationId, workspaceId, keyId, generatedKey: config.adminApiKey ? undefined : key } as const;
  });
}
