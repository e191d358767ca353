import type { Passport, UpdatePassportInput } from '@quietzone/core/schemas';
import { publicBaseOf } from '../domains/request-host';
import type { AppContext } from '../app/app-context';
import type { CodeActor } from '../codes/code-actor';
import { PATCH_ATTEMPTS } from '../codes/update-code';
import { ApiError } from '../http/api-error';
import { withUniqueConflict } from '../http/unique-conflict';
import { findPassport, findPassportByIdentity, type PassportIdentity } from './store/passports';
import type { AuditChanges } from '../audit-logs/store/write-audit';
import { duplicatePassport, PASSPORT_IDENTITY_INDEX } from './passport-conflict';
import { changesIdentity, planPassportPatch } from './plan-passport-patch';
import { unsafePassportLinkErrors } from './screen-passport-links';
import { storePassportUpdate } from './store-passport-update';
import { toPassportResource } from './to-passport-resource';
import { passportNotFound } from './get-passport-or-throw';

/** Thrown inside the transaction to roll it back when another request won the race. */
class LostRace extends Error {}

/**
 * PATCH /dpp/{id}, as PATCH /codes/{id}: the URLs the patch brings pass the link-safety check
 * first (a network call, outside any transaction), then the patch is applied on the newest
 * state with optimistic concurrency (`WHERE version = <read version>`), a lost race retried,
 * {@link PATCH_ATTEMPTS} in all, then 409. The write keeps the new version and commits with the
 * `passports.update` audit entry and dpp.updated (plus dpp.published or dpp.archived on that
 * transition). A patch that changes nothing is 200 with no write, no version and no event.
 */
export async function updatePassport(ctx: AppContext, id: string, patch: UpdatePassportInput, who: CodeActor): Promise<{ passport: Passport; changes: AuditChanges }> {
  const current = await findPassport(ctx.db, who.workspaceId, id);
  if (!current) throw passportNotFound();
  const unsafe = await unsafePassportLinkErrors(ctx, patch);
  if (unsafe.length > 0) throw new ApiError('validation', 'The request contains unsafe links.', { errors: unsafe });

  // The identity the last attempt wrote: a unique violation (a racing request took it) names it.
  let written: PassportIdentity = current;
  for (let attempt = 1; attempt <= PATCH_ATTEMPTS; attempt++) {
    try {
      const outcome = await withUniqueConflict(PASSPORT_IDENTITY_INDEX, () => duplicatePassport(written), () =>
        ctx.db.transaction(async (tx) => {
          const row = await findPassport(tx, who.workspaceId, id);
          if (!row) throw passportNotFound();
          const plan = planPassportPatch(row, patch);
          if (!plan.ok) throw new ApiError('validation', 'The request contains invalid fields.', { errors: plan.errors });
          if (Object.keys(plan.changes).length === 0) return { row, changes: plan.changes };
          if (changesIdentity(plan.changes)) {
            const taken = await findPassportByIdentity(tx, who.workspaceId, plan.body);
            if (taken && taken.id !== row.id) throw duplicatePassport(plan.body);
          }
          written = plan.body;
          const at = ctx.clock.now().toISOString();
          const updated = await storePassportUpdate(tx, ctx, who, row, plan.body, plan.changes, at);
          if (!updated) throw new LostRace();
          return { row: updated, changes: plan.changes };
        }),
      );
      // Committed: what the resolver answers for this passport (or for paths walking up to it) may have changed.
      if (Object.keys(outcome.changes).length > 0) ctx.caches.forgetPassports();
      return { passport: toPassportResource(outcome.row, await publicBaseOf(ctx, outcome.row.workspace_id)), changes: outcome.changes };
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
    }
  }
  throw new ApiError('conflict', `The passport changed concurrently ${PATCH_ATTEMPTS} times; reload it and repeat the change.`);
}
