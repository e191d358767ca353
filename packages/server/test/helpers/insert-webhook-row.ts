import type { Db } from '../../src/db/db';
import { newId } from '../../src/new-id';
import type { Tenant } from './test-app';

/**
 * An active webhook row subscribed to `events`, written straight to the table: for tests that
 * need a subscriber (events are only emitted for subscribed workspaces) but no receiver.
 */
export async function insertWebhookRow(db: Db, tenant: Pick<Tenant, 'organizationId' | 'workspaceId'>, events: readonly string[] = ['*']): Promise<string> {
  const id = newId('wh');
  await db.query(
    `INSERT INTO webhooks (id, organization_id, workspace_id, url, secret, events, created_at, updated_at)
     VALUES ($1, $2, $3, 'https://hooks.example.com/quietzone', 'test-secret-0123456789', $4::jsonb, now(), now())`,
    [id, tenant.organizationId, tenant.workspaceId, JSON.stringify(events)],
  );
  return id;
}
