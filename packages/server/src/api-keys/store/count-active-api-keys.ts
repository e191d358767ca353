import type { Db } from '../../db/db';

/**
 * Keys of the workspace that count against max_api_keys_per_workspace: every key not revoked.
 * Expired keys count until revoked: their expiry is free text checked at use (is-key-expired.ts),
 * and revoking one (DELETE /api-keys/{id}) frees its place.
 */
export async function countActiveApiKeys(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM api_keys WHERE workspace_id = $1 AND revoked_at IS NULL`, [workspaceId]);
  return row!.n;
}
