import type { DeviceType, Scan } from '@quietzone/core';
import type { Db } from '../db/db';
import { queryPage, type Page, type PageRequest } from './query-page';

export interface ScanRow {
  id: string;
  code_id: string;
  organization_id: string;
  workspace_id: string;
  scanned_at: string;
  country: string;
  device_type: DeviceType;
  os: string;
  browser: string;
  language: string | null;
  ab_variant: 'a' | 'b' | null;
  redirected_to: string | null;
  is_bot: boolean;
  visitor_hash: string;
}

const COLUMNS = `id, code_id, organization_id, workspace_id, scanned_at, country, device_type, os, browser, language, ab_variant, redirected_to, is_bot, visitor_hash`;
const RECORD_TYPES = `id text, code_id text, organization_id text, workspace_id text, scanned_at timestamptz, country text, device_type text, os text, browser text,
  language text, ab_variant text, redirected_to text, is_bot boolean, visitor_hash text`;

export interface CodeTenancy {
  id: string;
  organization_id: string;
  workspace_id: string;
}

/**
 * Locks the codes of a batch in id order (so two processes flushing the same codes cannot
 * deadlock) and returns their tenancy. Deleted codes are included: a scan served just before
 * the delete still happened.
 */
export async function lockScannedCodes(tx: Db, codeIds: readonly string[]): Promise<CodeTenancy[]> {
  return tx.query<CodeTenancy>(
    `SELECT id, organization_id, workspace_id FROM codes
      WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY id FOR UPDATE`,
    [JSON.stringify(codeIds)],
  );
}

/** Adds each code's (non-bot) scans of the batch to codes.total_scans: one UPDATE per batch. */
export async function addTotalScans(tx: Db, counts: ReadonlyMap<string, number>): Promise<void> {
  const rows = [...counts].filter(([, n]) => n > 0).map(([id, n]) => ({ id, n }));
  if (rows.length === 0) return;
  await tx.query(
    `UPDATE codes SET total_scans = codes.total_scans + c.n
       FROM jsonb_to_recordset($1::jsonb) AS c(id text, n bigint) WHERE codes.id = c.id`,
    [JSON.stringify(rows)],
  );
}

/** One INSERT for the whole batch (rows travel as one jsonb parameter). */
export async function insertScans(tx: Db, rows: readonly ScanRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(`INSERT INTO scans (${COLUMNS}) SELECT ${COLUMNS} FROM jsonb_to_recordset($1::jsonb) AS r(${RECORD_TYPES})`, [JSON.stringify(rows)]);
}

/** The code's scans, newest first, keyset over (scanned_at, id) on the primary key scans_pkey. */
export async function listScans(db: Db, codeId: string, page: PageRequest): Promise<Page<ScanRow & { created_at: string }>> {
  return queryPage<ScanRow & { created_at: string }>(
    db,
    { select: `${COLUMNS}, scanned_at AS created_at`, from: 'scans', where: 'code_id = $1', params: [codeId], createdAtColumn: 'scanned_at' },
    page,
  );
}

/**
 * The next `limit` scans of the code after (at, id), oldest first: the exports walk the whole
 * table in such chunks, so no more than one chunk is ever in memory.
 */
export async function scansAfter(db: Db, codeId: string, after: { at: string; id: string } | null, limit: number): Promise<ScanRow[]> {
  return after === null
    ? db.query<ScanRow>(`SELECT ${COLUMNS} FROM scans WHERE code_id = $1 ORDER BY scanned_at, id LIMIT $2`, [codeId, limit])
    : db.query<ScanRow>(
        `SELECT ${COLUMNS} FROM scans WHERE code_id = $1 AND (scanned_at, id) > ($2::timestamptz, $3) ORDER BY scanned_at, id LIMIT $4`,
        [codeId, after.at, after.id, limit],
      );
}

/** The API record of a scan (no organization, workspace or visitor hash). */
export function scanResource(row: ScanRow): Scan {
  return {
    id: row.id,
    code_id: row.code_id,
    scanned_at: row.scanned_at,
    country: row.country,
    device_type: row.device_type,
    os: row.os,
    browser: row.browser,
    language: row.language,
    ab_variant: row.ab_variant,
    redirected_to: row.redirected_to,
    is_bot: row.is_bot,
  };
}
