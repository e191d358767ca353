import type { Db } from '../../db/db';
import { findLiveRow, type SoftEndedTable } from '../../db/soft-ended-rows';

export type WebhookRow = {
  id: string;
  organization_id: string;
  workspace_id: string;
  url: string;
  /** Plain secret of a row written before migration 0011, until serve seals it; else null. */
  secret: string | null;
  /** The secret sealed with SECRET_KEY (webhooks/secret-cipher.ts), context the webhook id. */
  secret_sealed: string | null;
  previous_secret_sealed: string | null;
  previous_secret_expires_at: string | null;
  secret_hint: string | null;
  events: string[];
  is_active: boolean;
  consecutive_failures: number;
  last_triggered_at: string | null;
  last_status_code: number | null;
  created_at: string;
  updated_at: string;
};

const COLUMNS = `id, organization_id, workspace_id, url, secret, secret_sealed, previous_secret_sealed, previous_secret_expires_at, secret_hint, events, is_active, consecutive_failures, last_triggered_at, last_status_code, created_at, updated_at`;

/** Webhooks of a workspace; a deleted one keeps its row (deleted_at) for its delivery log. */
const WEBHOOKS: SoftEndedTable<WebhookRow> = { table: 'webhooks', columns: COLUMNS, scope: 'workspace_id', end: 'deleted_at' };

export interface NewWebhook {
  readonly id: string;
  readonly organizationId: string;
  readonly workspaceId: string;
  readonly url: string;
  readonly secretSealed: string;
  readonly secretHint: string;
  readonly events: readonly string[];
  readonly createdAt: string;
}

export async function insertWebhook(db: Db, webhook: NewWebhook): Promise<WebhookRow> {
  const [row] = await db.query<WebhookRow>(
    `INSERT INTO webhooks (id, organization_id, workspace_id, url, secret_sealed, secret_hint, events, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::timestamptz, $8::timestamptz) RETURNING ${COLUMNS}`,
    [webhook.id, webhook.organizationId, webhook.workspaceId, webhook.url, webhook.secretSealed, webhook.secretHint, JSON.stringify(webhook.events), webhook.createdAt],
  );
  if (!row) throw new Error('insert into webhooks returned no row');
  return row;
}

/** Webhooks of a workspace, newest first (the contract lists them without pagination). */
export function listWebhooks(db: Db, workspaceId: string): Promise<WebhookRow[]> {
  return db.query<WebhookRow>(`SELECT ${COLUMNS} FROM webhooks WHERE workspace_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC, id DESC`, [workspaceId]);
}

/** Webhooks that count against max_webhooks_per_workspace: the not deleted ones, active or not. */
export async function countWebhooks(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(`SELECT count(*) AS count FROM webhooks WHERE workspace_id = $1 AND deleted_at IS NULL`, [workspaceId]);
  return Number(row?.count ?? 0);
}

export function findWebhook(db: Db, workspaceId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<WebhookRow | undefined> {
  return findLiveRow(db, WEBHOOKS, workspaceId, id, options);
}

export interface WebhookChanges {
  readonly url?: string | undefined;
  readonly events?: readonly string[] | undefined;
  readonly isActive?: boolean | undefined;
  /** A rotation: the new sealed secret, and the old one kept (sealed) until `until`. */
  readonly secret?: { readonly sealed: string; readonly hint: string; readonly previousSealed: string; readonly until: string } | undefined;
}

/**
 * Applies a PATCH. Turning a webhook on again resets consecutive_failures: it was either off
 * by hand or switched off by the failure rule, and in both cases the owner has looked at it.
 */
export async function updateWebhook(db: Db, id: string, changes: WebhookChanges, at: string): Promise<WebhookRow> {
  const [row] = await db.query<WebhookRow>(
    `UPDATE webhooks SET
       url = COALESCE($2, url),
       events = COALESCE($3::jsonb, events),
       secret = CASE WHEN $4::text IS NULL THEN secret ELSE NULL END,
       secret_sealed = COALESCE($4, secret_sealed),
       secret_hint = COALESCE($7, secret_hint),
       previous_secret_sealed = CASE WHEN $4::text IS NULL THEN previous_secret_sealed ELSE $8 END,
       previous_secret_expires_at = CASE WHEN $4::text IS NULL THEN previous_secret_expires_at ELSE $9::timestamptz END,
       consecutive_failures = CASE WHEN $5::boolean AND NOT is_active THEN 0 ELSE consecutive_failures END,
       is_active = COALESCE($5::boolean, is_active),
       updated_at = $6::timestamptz
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [
      id,
      changes.url ?? null,
      changes.events ? JSON.stringify(changes.events) : null,
      changes.secret?.sealed ?? null,
      changes.isActive ?? null,
      at,
      changes.secret?.hint ?? null,
      changes.secret?.previousSealed ?? null,
      changes.secret?.until ?? null,
    ],
  );
  if (!row) throw new Error('update of webhooks returned no row');
  return row;
}

export async function softDeleteWebhook(db: Db, id: string, at: string): Promise<boolean> {
  const rows = await db.query(`UPDATE webhooks SET deleted_at = $2::timestamptz, is_active = false, updated_at = $2::timestamptz WHERE id = $1 AND deleted_at IS NULL RETURNING id`, [id, at]);
  return rows.length > 0;
}

/**
 * Drops the deliveries not yet done of a webhook that was deleted or switched off: such a
 * webhook receives nothing, and turning it on again does not replay what happened meanwhile.
 * Their attempt log stays.
 */
export async function dropPendingDeliveries(db: Db, webhookId: string): Promise<number> {
  const rows = await db.query(`DELETE FROM webhook_deliveries WHERE webhook_id = $1 AND status IN ('pending', 'retrying') RETURNING id`, [webhookId]);
  return rows.length;
}

/** Rows still holding a plain secret (written before migration 0011), locked for sealing. */
export function lockPlaintextSecrets(db: Db): Promise<{ id: string; secret: string }[]> {
  return db.query<{ id: string; secret: string }>(`SELECT id, secret FROM webhooks WHERE secret IS NOT NULL ORDER BY id FOR UPDATE`);
}

export async function storeSealedSecret(db: Db, id: string, sealed: string, hint: string): Promise<void> {
  await db.query(`UPDATE webhooks SET secret_sealed = $2, secret_hint = COALESCE(secret_hint, $3), secret = NULL WHERE id = $1`, [id, sealed, hint]);
}

/** One sealed secret, to check at start that SECRET_KEY is the key it was sealed with. */
export async function findSealedSecret(db: Db): Promise<{ id: string; secret_sealed: string } | undefined> {
  const [row] = await db.query<{ id: string; secret_sealed: string }>(`SELECT id, secret_sealed FROM webhooks WHERE secret_sealed IS NOT NULL ORDER BY id LIMIT 1`);
  return row;
}

/** An active webhook and the event types it subscribes to. */
export interface ActiveWebhookRow {
  id: string;
  workspace_id: string;
  events: string[];
}

/** The active, not deleted webhooks of these workspaces: the ones events are delivered to. */
export function listActiveWebhooks(db: Db, workspaceIds: readonly string[]): Promise<ActiveWebhookRow[]> {
  return db.query<ActiveWebhookRow>(
    `SELECT id, workspace_id, events FROM webhooks
      WHERE workspace_id IN (SELECT jsonb_array_elements_text($1::jsonb)) AND is_active AND deleted_at IS NULL`,
    [JSON.stringify(workspaceIds)],
  );
}
