import type { H3Event } from 'h3';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { findKeyCredentials } from '../api-keys/store/api-keys';
import { hashApiKey, keyKindOf, sameHash } from './api-key-secret';
import type { AuthContext } from './auth-context';
import { isKeyExpired } from './is-key-expired';

/**
 * The key of `Authorization: Bearer svc_sk_…|svc_pk_…`, or 401 when it is missing, unknown,
 * revoked, expired, or belongs to a deleted organization or an archived workspace.
 */
export async function authenticate(event: H3Event, db: Db, now: Date): Promise<AuthContext> {
  const header = event.req.headers.get('authorization');
  if (!header) throw unauthorized('Missing Authorization header; send Authorization: Bearer <API key>.');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const key = match?.[1];
  if (!key || keyKindOf(key) === undefined) throw unauthorized('Invalid API key.');
  const hash = hashApiKey(key);
  const row = await findKeyCredentials(db, hash);
  // The index lookup is by hash; the constant-time compare guards the final decision.
  if (!row || !sameHash(row.key_hash, hash) || keyKindOf(key) !== row.kind) throw unauthorized('Invalid API key.');
  if (row.revoked_at !== null) throw unauthorized('The API key has been revoked.');
  if (isKeyExpired(row.expires_at, now)) throw unauthorized('The API key has expired.');
  if (row.organization_deleted_at !== null) throw unauthorized('The organization of this API key has been deleted.');
  if (row.workspace_archived_at !== null) throw unauthorized('The workspace of this API key has been archived.');
  return { keyId: row.id, role: row.role, kind: row.kind, workspaceId: row.workspace_id, organizationId: row.organization_id };
}

function unauthorized(detail: string): ApiError {
  return new ApiError('authentication', detail, { headers: { 'www-authenticate': 'Bearer' } });
}
