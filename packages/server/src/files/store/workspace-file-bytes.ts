import type { Db } from '../../db/db';

/** Bytes the workspace stores against max_file_bytes_per_workspace: its files and logos not deleted. */
export async function workspaceFileBytes(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db.query<{ n: string | number }>(`SELECT coalesce(sum(byte_size), 0)::bigint AS n FROM files WHERE workspace_id = $1 AND deleted_at IS NULL`, [workspaceId]);
  // Postgres may hand back a bigint as text.
  return Number(row!.n);
}
