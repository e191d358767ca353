import { addApiKey } from './api-keys/create-api-key';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/db';
import { insertOrganizationWithWorkspace } from './organizations/create-organization';
import { anyOrganizationExists } from './organizations/store/organizations';
import { lockSchema } from './db/schema-lock';
import { writeAudit } from './audit-logs/store/write-audit';

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
    const { org, workspace } = await insertOrganizationWithWorkspace(tx, { name: 'Default', slug: 'default', billingEmail: null, plan: config.bootstrapPlan, createdAt: at });
    const key = await addApiKey(
      tx,
      {
        organizationId: org.id,
        workspaceId: workspace.id,
        kind: 'secret',
        role: 'org_admin',
        name: 'Bootstrap admin key',
        expiresAt: null,
        createdByKeyId: null,
        secret: config.adminApiKey,
      },
      at,
      // No api_keys.create entry: no caller made it; `organizations.bootstrap` below records the start.
      null,
    );
    await writeAudit(tx, {
      actor: { type: 'system', id: null, organizationId: org.id, workspaceId: workspace.id },
      action: 'organizations.bootstrap',
      resourceType: 'organizations',
      resourceId: org.id,
      changes: { slug: [null, 'default'], plan: [null, config.bootstrapPlan] },
      at,
    });
    return { created: true, organizationId: org.id, workspaceId: workspace.id, keyId: key.row.id, generatedKey: config.adminApiKey ? undefined : key.secret } as const;
  });
}
