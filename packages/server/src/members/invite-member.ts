import type { InviteMemberInput } from '@quietzone/core';
import type { AppContext } from '../app/app-context';
import type { Caller } from '../auth/caller';
import { ApiError } from '../http/api-error';
import { withUniqueConflict } from '../http/unique-conflict';
import { newId } from '../new-id';
import { MEMBER_EMAIL_INDEX, MEMBER_FIELDS, countMembers, insertMember, memberEmailTaken, type MemberRow } from '../store/members';
import { lockOrganizationBelowLimit } from '../organizations/plan-quota';
import { writeAudit } from '../store/write-audit';
import { diffChanges } from '../audit-logs/diff-changes';

/**
 * POST /members: an invited member of the caller's organization, within the plan's max_members.
 * E-mail addresses are unique among current members (case-insensitively): a second one is 409.
 */
export async function inviteMember(ctx: Pick<AppContext, 'db' | 'clock'>, input: InviteMemberInput, who: Caller): Promise<MemberRow> {
  const at = ctx.clock.now().toISOString();
  // Two invitations of one address at the same moment: the unique index decides.
  return withUniqueConflict(
    MEMBER_EMAIL_INDEX,
    () => emailConflict(input.email),
    () =>
      ctx.db.transaction(async (tx) => {
        // A taken address is 409 before a full plan is 403; a racing invitation of it meets the unique index.
        if (await memberEmailTaken(tx, who.organizationId, input.email)) throw emailConflict(input.email);
        const org = await lockOrganizationBelowLimit(tx, who.organizationId, 'max_members', () => countMembers(tx, who.organizationId), (limit, current, org) =>
          `The ${org.plan} plan allows ${limit} member${limit === 1 ? '' : 's'}, and ${current} exist${current === 1 ? 's' : ''}. Remove one or upgrade the plan.`,
        );
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
      }),
  );
}

function emailConflict(email: string): ApiError {
  return new ApiError('conflict', `${email} is already a member of this organization (or invited).`, { errors: [{ field: 'email', message: 'already a member' }] });
}
