import type { PassportBody } from '@quietzone/core';
import { publicBaseOf } from '../domains/request-host';
import type { AppContext } from '../app/app-context';
import type { CodeActor } from '../codes/code-actor';
import type { Db } from '../db/db';
import { updatePassportAtVersion, type PassportRow } from './store/passports';
import { writeAudit, type AuditChanges } from '../audit-logs/store/write-audit';
import { emitPassportEvents } from './emit-passport-events';
import { claimPassportGtin } from './gtin-ownership';
import { toPassportResource } from './to-passport-resource';

/**
 * Inside the caller's transaction: `body` (a plan of planPassportPatch with changes) written on
 * `row` if it is still at its version, as a new kept version with its `passports.update` audit
 * entry and dpp.updated (plus dpp.published or dpp.archived on that transition). undefined,
 * writing nothing, when another request changed the passport meanwhile. GtinOwnedElsewhere
 * (409), writing nothing, when another organization owns the GTIN the passport would have: a
 * passport kept from before GTINs had owners, or moved away by a transfer, is read-only to its
 * organization (its drafts may still be deleted), and a draft cannot move to a taken GTIN.
 */
export async function storePassportUpdate(tx: Db, ctx: Pick<AppContext, 'config' | 'caches' | 'clock' | 'db'>, who: CodeActor, row: PassportRow, body: PassportBody, changes: AuditChanges, at: string): Promise<PassportRow | undefined> {
  await claimPassportGtin(tx, who.organizationId, body.gtin, at);
  const updated = await updatePassportAtVersion(tx, row.id, row.version, body, at);
  if (!updated) return undefined;
  await writeAudit(tx, { actor: who.actor, action: 'passports.update', resourceType: 'passports', resourceId: updated.id, changes, at });
  await emitPassportEvents(tx, 'dpp.updated', row.status, updated, toPassportResource(updated, await publicBaseOf(ctx, updated.workspace_id, tx)), at);
  return updated;
}
