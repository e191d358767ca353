import type { Db } from '../db/db';
import { deleteOrganizationRowsBatch, deletePurgedOrganization, findOrganizationsDueForPurge, PURGE_TABLES } from '../organizations/store/account-purge';
import { RETENTION_BATCH_SIZE } from './delete-expired-records';

/** Organizations taken per pass; the rest wait for the next pass (the job runs hourly). */
export const PURGE_ORGANIZATIONS_PER_PASS = 20;

export interface PurgeOptions {
  readonly now: Date;
  /** Rows per DELETE; default RETENTION_BATCH_SIZE, for the same reason (short statements). */
  readonly batchSize?: number;
  /** Stops between batches (shutdown); an organization cut short is finished by a later pass. */
  readonly signal?: AbortSignal;
}

export interface PurgeReport {
  /** Organizations whose rows are all gone, their own row included. */
  readonly organizations: number;
  /** Rows deleted of their tables (the organization rows not counted). */
  readonly rows: number;
}

/**
 * Removes every row of each organization deleted through DELETE /account whose `purge_after`
 * (deleted_at + ACCOUNT_PURGE_DAYS) has passed: table after table in batches, children before
 * the rows they reference, the organization row last. Idempotent: a pass interrupted anywhere
 * leaves the organization due, and the next pass deletes what is left.
 */
export async function purgeDeletedAccounts(db: Db, options: PurgeOptions): Promise<PurgeReport> {
  const limit = options.batchSize ?? RETENTION_BATCH_SIZE;
  let organizations = 0;
  let rows = 0;
  for (const organizationId of await findOrganizationsDueForPurge(db, options.now.toISOString(), PURGE_ORGANIZATIONS_PER_PASS)) {
    for (const table of PURGE_TABLES) {
      for (;;) {
        if (options.signal?.aborted) return { organizations, rows };
        const deleted = await deleteOrganizationRowsBatch(db, table, organizationId, limit);
        rows += deleted;
        if (deleted < limit) break;
      }
    }
    if (await deletePurgedOrganization(db, organizationId)) organizations += 1;
  }
  return { organizations, rows };
}
