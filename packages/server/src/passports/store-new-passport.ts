import type { PassportBody } from '@quietzone/core';
import { publicBaseOf } from '../domains/request-host';
import type { AppContext } from '../app/app-context';
import { diffChanges } from '../audit-logs/diff-changes';
import type { CodeActor } from '../codes/code-actor';
import type { Db } from '../db/db';
import { newId } from '../new-id';
import { insertPassport, type PassportRow } from './store/passports';
import { writeAudit } from '../audit-logs/store/write-audit';
import { emitPassportEvents } from './emit-passport-events';
import { claimPassportGtin } from './gtin-ownership';
import { PASSPORT_FIELDS } from './passport-fields';
import { toPassportResource } from './to-passport-resource';

/**
 * Inside the caller's transaction (the plan limit already checked): a new passport at version 1
 * with its `passports.create` audit entry and dpp.created (plus dpp.published when created
 * published). undefined, writing nothing, when the workspace has a passport of this identity;
 * GtinOwnedElsewhere (409), writing nothing, when another organization owns its GTIN, which
 * is otherwise claimed for the organization. POST /dpp and POST /dpp/import both create through here.
 */
export async function storeNewPassport(tx: Db, ctx: Pick<AppContext, 'config' | 'caches' | 'clock' | 'db'>, who: CodeActor, body: PassportBody, at: string): Promise<PassportRow | undefined> {
  await claimPassportGtin(tx, who.organizationId, body.gtin, at);
  const row = await insertPassport(tx, { id: newId('dpp'), organizationId: who.organizationId, workspaceId: who.workspaceId, body, createdByKeyId: who.keyId, createdAt: at });
  if (!row) return undefined;
  await writeAudit(tx, {
    actor: who.actor,
    action: 'passports.create',
    resourceType: 'passports',
    resourceId: row.id,
    changes: diffChanges(null, row as unknown as Record<string, unknown>, PASSPORT_FIELDS),
    at,
  });
  await emitPassportEvents(tx, 'dpp.created', null, row, toPassportResource(row, await publicBaseOf(ctx, row.workspace_id, tx)), at);
  return row;
}
