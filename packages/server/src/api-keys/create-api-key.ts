import { canGrantRole, type KeyKind, type Role } from '@quietzone/core';
import { type CreateApiKeyInput } from '@quietzone/core/schemas';
import type { AppContext } from '../app/app-context';
import { displayPrefix, generateApiKey, hashApiKey } from '../auth/api-key-secret';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { newId } from '../new-id';
import { countActiveApiKeys, insertApiKey, type ApiKeyRow } from './store/api-keys';
import { writeAudit, type AuditActor } from '../audit-logs/store/write-audit';
import { createBelowLimit, type PlanCap } from '../organizations/plan-quota';
import { keyWorkspace } from './key-workspace';

export interface NewKey {
  readonly organizationId: string;
  readonly workspaceId: string;
  readonly kind: KeyKind;
  readonly role: Role;
  readonly name: string;
  readonly expiresAt: string | null;
  readonly createdByKeyId: string | null;
  /** The secret to store (the bootstrap's ADMIN_API_KEY); by default a fresh one of `kind`. */
  readonly secret?: string;
}

/** A stored key and its secret, which exists only here: the database keeps its hash. */
export interface CreatedKey {
  readonly row: ApiKeyRow;
  readonly secret: string;
}

/**
 * The one way a key comes to exist — POST /api-keys, a new organization's first key, the CLI,
 * the bootstrap and the test harness: a secret of its kind, stored as hash and display prefix
 * only, and with an `actor` the `api_keys.create` audit entry, all on `tx`. The bootstrap and
 * the test harness pass no actor (nobody made the key; the bootstrap audits the organization).
 */
export async function addApiKey(tx: Db, key: NewKey, at: string, actor: AuditActor | null): Promise<CreatedKey> {
  const secret = key.secret ?? generateApiKey(key.kind);
  const row = await insertApiKey(tx, {
    id: newId('key'),
    organizationId: key.organizationId,
    workspaceId: key.workspaceId,
    kind: key.kind,
    role: key.role,
    name: key.name,
    keyPrefix: displayPrefix(secret),
    keyHash: hashApiKey(secret),
    expiresAt: key.expiresAt,
    createdByKeyId: key.createdByKeyId,
    createdAt: at,
  });
  if (actor) {
    await writeAudit(tx, {
      actor,
      action: 'api_keys.create',
      resourceType: 'api_keys',
      resourceId: row.id,
      changes: { name: [null, row.name], role: [null, row.role], kind: [null, row.kind], workspace_id: [null, row.workspace_id], expires_at: [null, row.expires_at] },
      at,
    });
  }
  return { row, secret };
}

/**
 * POST /api-keys: a key of at most the caller's own role, for the caller's workspace (org_admin:
 * any live workspace of its organization), within max_api_keys_per_workspace.
 */
export async function createApiKey(ctx: Pick<AppContext, 'db' | 'clock'>, input: CreateApiKeyInput, who: Caller): Promise<CreatedKey> {
  if (!canGrantRole(who.role, input.role)) throw new ApiError('forbidden', `A ${who.role} key may not create a ${input.role} key.`);
  const now = ctx.clock.now();
  if (input.expires_at && Date.parse(input.expires_at) <= now.getTime()) {
    throw new ApiError('validation', 'expires_at must lie in the future.', { errors: [{ field: 'expires_at', message: 'must lie in the future' }] });
  }
  const workspaceId = await keyWorkspace(ctx.db, who, input.workspace_id);
  const at = now.toISOString();
  return createBelowLimit(ctx.db, who.organizationId, { cap: workspaceKeyCap(workspaceId) }, (tx) => {
    const key = { organizationId: who.organizationId, workspaceId, kind: input.kind, role: input.role, name: input.name, expiresAt: input.expires_at ?? null };
    return addApiKey(tx, { ...key, createdByKeyId: who.keyId }, at, who.actor);
  });
}

/** max_api_keys_per_workspace counts the keys of `workspaceId` that are not revoked (expired ones too). */
function workspaceKeyCap(workspaceId: string): PlanCap {
  return {
    field: 'max_api_keys_per_workspace',
    count: (tx) => countActiveApiKeys(tx, workspaceId),
    refusal: (limit, current) => `A workspace may have ${limit} API keys that are not revoked, and ${current} exist. Revoke one first.`,
  };
}
