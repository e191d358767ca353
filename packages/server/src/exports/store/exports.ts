import type { Db } from '../../db/db';
import type { CodeStyle } from '../../codes/store/codes';

/** A row of `exports` (migration 0019) without its chosen code ids. */
export interface ExportRow {
  readonly id: string;
  readonly organization_id: string;
  readonly workspace_id: string;
  readonly status: 'queued' | 'running' | 'done' | 'failed';
  readonly request: unknown;
  readonly total: number;
  readonly done: number;
  readonly error: string | null;
  readonly attempts: number;
  readonly size_bytes: number | null;
  readonly created_at: string;
  readonly completed_at: string | null;
  readonly expires_at: string | null;
}

/** A claimed job: the row and the codes it renders, in order. */
export type ClaimedExport = ExportRow & { readonly code_ids: string[] };

const COLUMNS = `id, organization_id, workspace_id, status, request, total, done, error, attempts, size_bytes, created_at, completed_at, expires_at`;

export interface NewExport {
  readonly id: string;
  readonly organizationId: string;
  readonly workspaceId: string;
  readonly request: unknown;
  readonly codeIds: readonly string[];
  readonly keyId: string | null;
  readonly at: string;
}

export async function insertExport(tx: Db, job: NewExport): Promise<ExportRow> {
  const [row] = await tx.query<ExportRow>(
    `INSERT INTO exports (id, organization_id, workspace_id, status, request, code_ids, total, created_by_key_id, created_at)
     VALUES ($1, $2, $3, 'queued', $4::jsonb, $5::jsonb, $6, $7, $8::timestamptz)
     RETURNING ${COLUMNS}`,
    [job.id, job.organizationId, job.workspaceId, job.request, JSON.stringify(job.codeIds), job.codeIds.length, job.keyId, job.at],
  );
  return row!;
}

/** The workspace's export, whatever its state (expired ones too, until the retention job deletes them). */
export async function findExport(db: Db, workspaceId: string, id: string): Promise<ExportRow | undefined> {
  const [row] = await db.query<ExportRow>(`SELECT ${COLUMNS} FROM exports WHERE id = $1 AND workspace_id = $2`, [id, workspaceId]);
  return row;
}

/**
 * Claims a job that is queued, or running under a lease that has passed (its process died or
 * stopped), until `leaseUntil`. Fair across workspaces, round robin: the job goes to
 * the workspace served least recently — none of its jobs claimed yet first, then the one whose
 * last job ended earliest; a workspace with a job running counts as served now — and within it
 * to its oldest job. One workspace's queue of long exports so no longer holds up everyone
 * else's. FOR UPDATE SKIP LOCKED: runners in several processes never take the same job. A
 * reclaimed job starts over (its done count back to 0).
 */
export async function claimExport(db: Db, now: string, leaseUntil: string): Promise<ClaimedExport | undefined> {
  const [row] = await db.query<ClaimedExport>(
    `UPDATE exports SET status = 'running', lease_until = $2::timestamptz, attempts = attempts + 1, done = 0
      WHERE id = (
        SELECT e.id FROM exports e
         WHERE e.status = 'queued' OR (e.status = 'running' AND e.lease_until <= $1::timestamptz)
         ORDER BY (SELECT max(CASE WHEN o.status = 'running' AND o.lease_until > $1::timestamptz THEN $1::timestamptz ELSE o.completed_at END)
                     FROM exports o WHERE o.workspace_id = e.workspace_id AND o.status <> 'queued') ASC NULLS FIRST,
                  e.created_at, e.id
         LIMIT 1 FOR UPDATE OF e SKIP LOCKED)
      RETURNING ${COLUMNS}, code_ids`,
    [now, leaseUntil],
  );
  return row;
}

/** The class of the two-key advisory locks below (the second key: the workspace); no other lock uses it. */
const EXPORT_CAP_LOCK_CLASS = 14_007;

/**
 * Takes the workspace's export-cap advisory lock until the transaction ends: a transaction that
 * counts the workspace's exports in progress and inserts one under it sees every insert of those
 * that held it before (they committed to release it), so concurrent POSTs on any number of
 * connections cannot both pass the count. Nothing else waits on it (no row is locked).
 */
export async function lockWorkspaceExportCap(tx: Db, workspaceId: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [EXPORT_CAP_LOCK_CLASS, workspaceId]);
}

/** The workspace's exports that are queued or running (the cap of create-export.ts). */
export async function countExportsInProgress(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM exports WHERE workspace_id = $1 AND status IN ('queued', 'running')`, [workspaceId]);
  return row!.n;
}

/** Records progress and extends the lease, only while the job is still this claim's (running, same attempt). */
export async function updateExportProgress(db: Db, id: string, attempt: number, done: number, leaseUntil: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE exports SET done = $3, lease_until = $4::timestamptz WHERE id = $1 AND attempts = $2 AND status = 'running' RETURNING 1`,
    [id, attempt, done, leaseUntil],
  );
  return rows.length > 0;
}

/**
 * Marks the claimed job done (its bytes written, `done` of its codes drawn: fewer than its total
 * when some were deleted meanwhile), kept until `expiresAt`; undefined when the claim was lost.
 */
export async function completeExport(tx: Db, id: string, attempt: number, done: number, sizeBytes: number, at: string, expiresAt: string): Promise<ExportRow | undefined> {
  const [row] = await tx.query<ExportRow>(
    `UPDATE exports SET status = 'done', done = $6, size_bytes = $3, lease_until = NULL, completed_at = $4::timestamptz, expires_at = $5::timestamptz
      WHERE id = $1 AND attempts = $2 AND status = 'running' RETURNING ${COLUMNS}`,
    [id, attempt, sizeBytes, at, expiresAt, done],
  );
  return row;
}

/** Marks the claimed job failed with a message for its owner; failed jobs expire like done ones. */
export async function failExport(tx: Db, id: string, attempt: number, error: string, at: string, expiresAt: string): Promise<ExportRow | undefined> {
  const [row] = await tx.query<ExportRow>(
    `UPDATE exports SET status = 'failed', error = $3, lease_until = NULL, completed_at = $4::timestamptz, expires_at = $5::timestamptz
      WHERE id = $1 AND attempts = $2 AND status = 'running' RETURNING ${COLUMNS}`,
    [id, attempt, error, at, expiresAt],
  );
  return row;
}

/** Drops what an earlier claim of the job wrote (the job starts over). */
export async function deleteExportChunks(db: Db, exportId: string): Promise<void> {
  await db.query(`DELETE FROM export_chunks WHERE export_id = $1`, [exportId]);
}

export async function insertExportChunk(db: Db, exportId: string, seq: number, bytes: Uint8Array): Promise<void> {
  await db.query(`INSERT INTO export_chunks (export_id, seq, bytes) VALUES ($1, $2, $3)`, [exportId, seq, bytes]);
}

/** One stored chunk of the ZIP, by its place; undefined past the last. */
export async function readExportChunk(db: Db, exportId: string, seq: number): Promise<Uint8Array | undefined> {
  const [row] = await db.query<{ bytes: Uint8Array }>(`SELECT bytes FROM export_chunks WHERE export_id = $1 AND seq = $2`, [exportId, seq]);
  return row?.bytes;
}

/** Retention: exports past their expiry, their chunks with them (ON DELETE CASCADE); the number deleted. */
export async function deleteExpiredExports(db: Db, before: string, limit: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM exports WHERE id IN (
         SELECT id FROM exports WHERE expires_at <= $1::timestamptz ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [before, limit],
  );
  return row!.n;
}

/** The codes of an export: its chosen ids that are still there (not deleted), in the given order. */
export interface ExportCodeRow {
  readonly id: string;
  readonly short_code: string;
  readonly type: string;
  readonly is_dynamic: boolean;
  readonly status: string;
  readonly title: string | null;
  readonly url: string | null;
  readonly content: Record<string, unknown>;
  readonly foreground_color: string | null;
  readonly background_color: string | null;
  readonly style: CodeStyle;
}

export function findExportCodes(db: Db, workspaceId: string, ids: readonly string[]): Promise<ExportCodeRow[]> {
  return db.query<ExportCodeRow>(
    `SELECT c.id, c.short_code, c.type, c.is_dynamic, c.status, c.title, c.url, c.content, c.foreground_color, c.background_color, c.style
       FROM jsonb_array_elements_text($2::jsonb) WITH ORDINALITY AS chosen (id, place)
       JOIN codes c ON c.id = chosen.id AND c.workspace_id = $1 AND c.deleted_at IS NULL
      ORDER BY chosen.place`,
    [workspaceId, JSON.stringify(ids)],
  );
}

/**
 * The ids of the workspace's non-deleted codes matching the filter, oldest first: every one of
 * `tags` (when given), one of `statuses` (when given); at most `limit` (the caller asks one more
 * than it allows, to tell "too many").
 */
export async function findExportCodeIds(db: Db, workspaceId: string, filter: { tags?: readonly string[]; statuses?: readonly string[] }, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM codes
      WHERE workspace_id = $1 AND deleted_at IS NULL
        AND ($2::jsonb IS NULL OR tags @> $2::jsonb)
        AND ($3::jsonb IS NULL OR status IN (SELECT jsonb_array_elements_text($3::jsonb)))
      ORDER BY created_at, id LIMIT $4`,
    [workspaceId, filter.tags === undefined ? null : JSON.stringify(filter.tags), filter.statuses === undefined ? null : JSON.stringify(filter.statuses), limit],
  );
  return rows.map((row) => row.id);
}

/** Which of `ids` are non-deleted codes of the workspace. */
export async function findExistingCodeIds(db: Db, workspaceId: string, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ id: string }>(`SELECT id FROM codes WHERE workspace_id = $1 AND deleted_at IS NULL AND id IN (SELECT jsonb_array_elements_text($2::jsonb))`,
    [workspaceId, JSON.stringify(ids)],);
  return new Set(rows.map((row) => row.id));
}
