import type { Db } from '../../db/db';

/**
 * The statements of the account purge (jobs/purge-deleted-accounts.ts): every row of an
 * organization whose `purge_after` has passed (DELETE /account, migration 0017).
 */

/** Organizations due for purging, the longest-due first. */
export async function findOrganizationsDueForPurge(db: Db, now: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM organizations WHERE purge_after IS NOT NULL AND purge_after <= $1::timestamptz ORDER BY purge_after, id LIMIT $2`,
    [now, limit],
  );
  return rows.map((row) => row.id);
}

/** The organization's codes, webhooks, workspaces and keys: the tables that carry no organization_id reach it through these. */
const ORG_CODES = `SELECT id FROM codes WHERE organization_id = $1`;
/** Scan rollups are keyed by what was scanned: a code, or a passport through the resolver (its id in code_id). */
const ORG_SCANNED = `SELECT id FROM codes WHERE organization_id = $1 UNION ALL SELECT id FROM passports WHERE organization_id = $1`;
const ORG_WEBHOOKS = `SELECT id FROM webhooks WHERE organization_id = $1`;
const ORG_WORKSPACES = `SELECT id FROM workspaces WHERE organization_id = $1`;
const ORG_KEYS = `SELECT id FROM api_keys WHERE organization_id = $1`;

/**
 * One purge step per table: which of its rows belong to the organization ($1). Ordered so that
 * no row is deleted while another still references it (foreign keys of migrations 0001–0020)
 * and the tables reached through codes, webhooks, workspaces or keys go before those.
 */
const PURGE_STEPS = [
  { table: 'scan_chunks', where: `organization_id = $1` },
  { table: 'scan_days', where: `code_id IN (${ORG_SCANNED})` },
  { table: 'scan_rollups', where: `code_id IN (${ORG_SCANNED})` },
  { table: 'link_rechecks', where: `code_id IN (${ORG_CODES})` },
  { table: 'comments', where: `organization_id = $1` },
  { table: 'code_revisions', where: `organization_id = $1` },
  { table: 'files', where: `organization_id = $1` },
  { table: 'codes', where: `organization_id = $1` },
  { table: 'passport_versions', where: `passport_id IN (SELECT id FROM passports WHERE organization_id = $1)` },
  { table: 'passports', where: `organization_id = $1` },
  // A purged account releases its GTINs (dpp.md): another organization may claim them next.
  { table: 'gtin_claims', where: `organization_id = $1` },
  { table: 'webhook_delivery_attempts', where: `webhook_id IN (${ORG_WEBHOOKS})` },
  { table: 'webhook_deliveries', where: `webhook_id IN (${ORG_WEBHOOKS})` },
  { table: 'webhooks', where: `organization_id = $1` },
  { table: 'events', where: `organization_id = $1` },
  { table: 'audit_logs', where: `organization_id = $1` },
  { table: 'idempotency_keys', where: `workspace_id IN (${ORG_WORKSPACES})` },
  { table: 'rate_limit_counters', where: `key_id IN (${ORG_KEYS})` },
  { table: 'api_keys', where: `organization_id = $1` },
  { table: 'members', where: `organization_id = $1` },
  { table: 'workspaces', where: `organization_id = $1` },
] as const;

export type PurgeTable = (typeof PURGE_STEPS)[number]['table'];

function purgeStep(table: PurgeTable): (typeof PURGE_STEPS)[number] {
  return PURGE_STEPS.find((step) => step.table === table)!;
}

/** The tables in purge order. */
export const PURGE_TABLES: readonly PurgeTable[] = PURGE_STEPS.map((step) => step.table);

/**
 * Deletes at most `limit` of the organization's rows of one table and answers how many went.
 * By ctid, because several of these tables have no single-column key; the condition is
 * repeated outside so a row is only ever deleted as the organization's. Each batch is one
 * short statement, as the retention batches (jobs/store/expired-records.ts).
 */
export async function deleteOrganizationRowsBatch(db: Db, table: PurgeTable, organizationId: string, limit: number): Promise<number> {
  const step = purgeStep(table);
  const [row] = await db.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM ${step.table} WHERE ctid = ANY(ARRAY(SELECT ctid FROM ${step.table} WHERE ${step.where} LIMIT $2)) AND ${step.where}
       RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [organizationId, limit],
  );
  return row!.n;
}

/**
 * Last step: the organization row itself, once nothing references it. Organizations its keys
 * created keep living and forget their creator (the reference only counted live creations).
 * False when the organization is no longer due (already purged by another process).
 */
export async function deletePurgedOrganization(db: Db, organizationId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(`UPDATE organizations SET created_by_organization_id = NULL WHERE created_by_organization_id = $1`, [organizationId]);
    const rows = await tx.query(`DELETE FROM organizations WHERE id = $1 AND purge_after IS NOT NULL RETURNING 1`, [organizationId]);
    return rows.length > 0;
  });
}

/** How many rows of one table belong to the organization, by the same rule the purge deletes with. */
export async function countOrganizationRows(db: Db, table: PurgeTable, organizationId: string): Promise<number> {
  const step = purgeStep(table);
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${step.table} WHERE ${step.where}`, [organizationId]);
  return row!.n;
}
