import type { KeyKind, Role } from '@quietzone/core';
import type { Db } from '../../db/db';
import { queryPage, type Page, type PageRequest } from '../../db/query-page';

export interface ApiKeyRow {
  id: string;
  organization_id: string;
  workspace_id: string;
  kind: KeyKind;
  role: Role;
  name: string;
  key_prefix: string;
  expires_at: string | null;
  created_by_key_id: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

const COLUMNS = `id, organization_id, workspace_id, kind, role, name, key_prefix, expires_at, created_by_key_id, created_at, last_used_at, revoked_at`;

export interface NewApiKey {
  readonly id: string;
  readonly organizationId: string;
  readonly workspaceId: string;
  readonly kind: KeyKind;
  readonly role: Role;
  readonly name: string;
  readonly keyPrefix: string;
  readonly keyHash: string;
  readonly expiresAt: string | null;
  readonly createdByKeyId: string | null;
  readonly createdAt: string;
}

export async function insertApiKey(db: Db, key: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await db.query<ApiKeyRow>(
    `INSERT INTO api_keys (id, organization_id, workspace_id, kind, role, name, key_prefix, key_hash, expires_at, created_by_key_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::timestamptz)
     RETURNING ${COLUMNS}`,
    [key.id, key.organizationId, key.workspaceId, key.kind, key.role, key.name, key.keyPrefix, key.keyHash, key.expiresAt, key.createdByKeyId, key.createdAt],
  );
  if (!row) throw new Error('insert into api_keys returned no row');
  return row;
}

export function listApiKeys(db: Db, workspaceId: string, options: { includeRevoked: boolean }, page: PageRequest): Promise<Page<ApiKeyRow>> {
  return queryPage<ApiKeyRow>(
    db,
    {
      select: COLUMNS,
      from: 'api_keys',
      where: options.includeRevoked ? 'workspace_id = $1' : 'workspace_id = $1 AND revoked_at IS NULL',
      params: [workspaceId],
    },
    page,
  );
}

export async function findApiKey(db: Db, organizationId: string, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.query<ApiKeyRow>(`SELECT ${COLUMNS} FROM api_keys WHERE id = $1 AND organization_id = $2`, [id, organizationId]);
  return row;
}

/** Revokes a live key; undefined when it is unknown or already revoked (so a second call is 404). */
export async function revokeApiKey(db: Db, organizationId: string, id: string, at: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.query<ApiKeyRow>(
    `UPDATE api_keys SET revoked_at = $3::timestamptz WHERE id = $1 AND organization_id = $2 AND revoked_at IS NULL RETURNING ${COLUMNS}`,
    [id, organizationId, at],
  );
  return row;
}

/** What authentication decides on: the key, and whether its workspace and organization still stand. */
export interface KeyCredentialsRow {
  id: string;
  kind: KeyKind;
  role: Role;
  key_hash: string;
  expires_at: string | null;
  revoked_at: string | null;
  workspace_id: string;
  organization_id: string;
  workspace_archived_at: string | null;
  organization_deleted_at: string | null;
}

/** The key whose SHA-256 is `keyHash`, by the unique index on key_hash. */
export async function findKeyCredentials(db: Db, keyHash: string): Promise<KeyCredentialsRow | undefined> {
  const [row] = await db.query<KeyCredentialsRow>(
    `SELECT k.id, k.kind, k.role, k.key_hash, k.expires_at, k.revoked_at, k.workspace_id, k.organization_id,
            w.archived_at AS workspace_archived_at, o.deleted_at AS organization_deleted_at
       FROM api_keys k
       JOIN workspaces w ON w.id = k.workspace_id
       JOIN organizations o ON o.id = k.organization_id
      WHERE k.key_hash = $1`,
    [keyHash],
  );
  return row;
}

/**
 * Keys of the workspace that count against max_api_keys_per_workspace: every key not revoked.
 * Expired keys count until revoked: their expiry is free text checked at use (is-key-expired.ts),
 * and revoking one (DELETE /api-keys/{id}) frees its place.
 */
export async function countActiveApiKeys(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM api_keys WHERE workspace_id = $1 AND revoked_at IS NULL`, [workspaceId]);
  return row!.n;
}
