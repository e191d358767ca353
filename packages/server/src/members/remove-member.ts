import type { AppContext } from '../app/app-context';
import type { Caller } from '../auth/caller';
import { getMemberOrThrow, memberNotFound } from './get-member-or-throw';
import { MEMBER_FIELDS, removeMember as removeStoredMember } from './store/members';
import { writeAudit } from '../audit-logs/store/write-audit';
import { diffChanges } from '../audit-logs/diff-changes';

/** DELETE /members/{id}: removes a current member softly (the address may be invited again); a second DELETE is 404. */
export async function removeMember(ctx: Pick<AppContext, 'db' | 'clock'>, id: string, who: Caller): Promise<void> {
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction(async (tx) => {
    const before = await getMemberOrThrow(tx, who, id, { forUpdate: true });
    const removed = await removeStoredMember(tx, who.organizationId, id, at);
    if (!removed) throw memberNotFound();
    await writeAudit(tx, {
      actor: who.actor,
      action: 'members.delete',
      resourceType: 'members',
      resourceId: id,
      changes: diffChanges(before, null, MEMBER_FIELDS),
      at,
    });
  });
}
