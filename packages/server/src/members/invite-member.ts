import type { InviteMemberInput } from '@quietzone/core/schemas';
import type { AppContext } from '../app/app-context';
import type { Caller } from '../auth/caller';
import { ApiError } from '../http/api-error';
import { newId } from '../new-id';
import { MEMBER_EMAIL_INDEX, MEMBER_FIELDS, countMembers, insertMember, memberEmailTaken, type MemberRow } from './store/members';
import { createBelowLimit, type PlanCap } from '../organizations/plan-quota';
import { writeAudit } from '../audit-logs/store/write-audit';
import { diffChanges } from '../audit-logs/diff-changes';

/** max_members counts invited and active members, not removed ones. */
const MEMBER_CAP: PlanCap = {
  field: 'max_members',
  count: countMembers,
  refusal: (limit, current, org) =>
    `The ${org.plan} plan allows ${limit} member${limit === 1 ? '' : 's'}, and ${current} exist${current === 1 ? 's' : ''}. Remove one or upgrade the plan.`,
};

/**
 * POST /members: an invited member of the caller's organization, within the plan's max_members.
 * E-mail addresses are unique among current members (case-insensitively): a second one is 409.
 */
export async function inviteMember(ctx: Pick<AppContext, 'db' | 'clock'>, input: InviteMemberInput, who: Caller): Promise<MemberRow> {
  // A taken address is 409 before a full plan is 403; two invitations of one address at the
  // same moment both pass this check, and the unique index decides.
  if (await memberEmailTaken(ctx.db, who.organizationId, input.email)) throw emailConflict(input.email);
  const at = ctx.clock.now().toISOString();
  const unique = { constraint: MEMBER_EMAIL_INDEX, conflict: () => emailConflict(input.email) };
  return createBelowLimit(ctx.db, who.organizationId, { cap: MEMBER_CAP, unique }, async (tx, org) => {
    const inserted = await insertMember(tx, { id: newId('mem'), organizationId: org.id, email: input.email, name: input.name ?? null, role: input.role, at });
    await writeAudit(tx, {
      actor: who.actor,
      action: 'members.create',
      resourceType: 'members',
      resourceId: inserted.id,
      changes: diffChanges(null, inserted, MEMBER_FIELDS),
      at,
    });
    return inserted;
  });
}

function emailConflict(email: string): ApiError {
  return new ApiError('conflict', `${email} is already a member of this organization (or invited).`, { errors: [{ field: 'email', message: 'already a member' }] });
}
