import { passportBodyFromCreate } from '@quietzone/core';
import type { CreatePassportInput, Passport } from '@quietzone/core/schemas';
import { publicBaseOf } from '../domains/request-host';
import type { AppContext } from '../app/app-context';
import type { CodeActor } from '../codes/code-actor';
import { ApiError } from '../http/api-error';
import { createBelowLimit, type PlanCap } from '../organizations/plan-quota';
import { countOrganizationPassports } from './store/passports';
import { duplicatePassport } from './passport-conflict';
import { unsafePassportLinkErrors } from './screen-passport-links';
import { storeNewPassport } from './store-new-passport';
import { toPassportResource } from './to-passport-resource';

/** max_passports counts every passport of the organization, drafts included. */
const PASSPORT_CAP: PlanCap = {
  field: 'max_passports',
  count: countOrganizationPassports,
  refusal: (limit, current, org) => `The ${org.plan} plan allows ${limit} passports, and the organization has ${current}. Delete drafts or upgrade the plan.`,
};

/**
 * POST /dpp: link safety of document and link URLs (422, outside the transaction: a network
 * call), then in one transaction the plan limit, the insert (409 for a taken identity), its
 * first kept version, the `passports.create` audit entry and dpp.created (plus dpp.published
 * when created published).
 *
 * Plan limit: dpp.md says a passport beyond `max_passports` "answers as creating a dynamic code
 * beyond max_dynamic_codes does", but codes are not blocked at that limit (contract,
 * /organizations/usage) while dpp.md's import fails rows beyond the limit. Passports are
 * therefore refused like every other counted resource here (workspaces, members, API keys):
 * 403 `forbidden` naming the limit, counted under the organization's row lock.
 */
export async function createPassport(ctx: AppContext, input: CreatePassportInput, who: CodeActor): Promise<Passport> {
  const unsafe = await unsafePassportLinkErrors(ctx, input);
  if (unsafe.length > 0) throw new ApiError('validation', 'The request contains unsafe links.', { errors: unsafe });
  const body = passportBodyFromCreate(input);
  const at = ctx.clock.now().toISOString();
  const created = await createBelowLimit(ctx.db, who.organizationId, { cap: PASSPORT_CAP }, async (tx) => {
    const row = await storeNewPassport(tx, ctx, who, body, at);
    if (!row) throw duplicatePassport(body);
    return toPassportResource(row, await publicBaseOf(ctx, row.workspace_id, tx));
  });
  // A passport created published may take over a path that walked up to its model or batch.
  if (created.status !== 'draft') ctx.caches.forgetPassports();
  return created;
}
