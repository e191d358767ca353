import { inviteMemberSchema, listMembersQuerySchema } from '@quietzone/core';
import { getQuery } from 'h3';
import { auditActor } from '../auth/audit-actor';
import { requireAuth } from '../auth/auth-context';
import { ApiError } from '../http/api-error';
import { created, list, noContent, ok } from '../http/envelope';
import { readJsonBody, readQuery, routerParam } from '../http/read-input';
import type { RouteModule } from '../http/router';
import { newId } from '../new-id';
import { isUniqueViolation } from '../store/is-unique-violation';
import {
  MEMBER_EMAIL_INDEX,
  MEMBER_FIELDS,
  countMembers,
  findMember,
  insertMember,
  listMembers,
  memberEmailTaken,
  memberResource,
  removeMember,
} from '../store/members';
import { lockOrganization, organizationLimit } from '../store/organizations';
import { pageRequest } from '../store/query-page';
import { diffChanges, writeAudit } from '../store/write-audit';

/** Said in every invitation response: nothing leaves this server by mail. */
export const INVITATION_NOTICE = 'No invitation e-mail was sent: this server has no mail provider. Tell the person yourself; they accept in the dashboard.';

/**
 * Members of the organization (contract: /members, a cursor list). Decisions where the contract
 * is silent:
 *
 * - A member is a person invited to the organization with a role. Members are not API keys and
 *   keys are not members: a key acts with its own role, whatever the member list says.
 * - Any key of the organization lists members (core `read`); inviting and removing needs
 *   org_admin (core `manage_organization`), else 403.
 * - An invitation creates a member with status `invited`. No e-mail is sent (there is no mail
 *   provider); the response says so in `meta.notice`. Accepting (status `active`) happens in a
 *   dashboard, outside this API.
 * - E-mail addresses are unique among current members, compared case-insensitively (stored in
 *   lower case): a second invitation is 409. A removed member may be invited again.
 * - max_members (the higher of the organization's stored value and its plan baseline: free 1,
 *   pro 3, business 10, agency 25, enterprise unlimited) counts invited and active members;
 *   an invitation beyond it is 403, as for max_workspaces, since more rights (a bigger plan)
 *   are what is missing, not a different request.
 * - DELETE removes softly (204); the member is 404 from then on and frees a seat.
 */
export const memberRoutes: RouteModule = (router) => {
  // GET /v1/members – the organization's members with their roles, newest first
  router.get('/members', async (event, { db }) => {
    const auth = requireAuth(event, 'read');
    const query = readQuery(event, listMembersQuerySchema);
    const page = await listMembers(db, auth.organizationId, query.status, pageRequest(getQuery(event), { defaultLimit: 20, maxLimit: 100 }));
    return list(event, page, memberResource);
  });

  // GET /v1/members/:id – one member
  router.get('/members/:id', async (event, { db }) => {
    const auth = requireAuth(event, 'read');
    const member = await findMember(db, auth.organizationId, routerParam(event, 'id'));
    if (!member) throw notFound();
    return ok(event, memberResource(member));
  });

  // POST /v1/members – invite (org_admin), within the plan's max_members
  router.post('/members', async (event, { db, clock }) => {
    const auth = requireAuth(event, 'manage_organization');
    const body = await readJsonBody(event, inviteMemberSchema);
    const at = clock.now().toISOString();
    try {
      const row = await db.transaction(async (tx) => {
        // The row lock serializes invitations per organization, so the count below stays true.
        const org = await lockOrganization(tx, auth.organizationId);
        if (!org) throw new ApiError('not_found', 'Organization not found.');
        if (await memberEmailTaken(tx, org.id, body.email)) throw emailConflict(body.email);
        const limit = organizationLimit(org, 'max_members');
        const current = await countMembers(tx, org.id);
        if (limit !== null && current >= limit) {
          throw new ApiError(
            'forbidden',
            `The ${org.plan} plan allows ${limit} member${limit === 1 ? '' : 's'}, and ${current} exist${current === 1 ? 's' : ''}. Remove one or upgrade the plan.`,
          );
        }
        const inserted = await insertMember(tx, { id: newId('mem'), organizationId: org.id, email: body.email, name: body.name ?? null, role: body.role, at });
        await writeAudit(tx, {
          actor: auditActor(event, auth),
          action: 'members.create',
          resourceType: 'members',
          resourceId: inserted.id,
          changes: diffChanges(null, inserted, MEMBER_FIELDS),
          at,
        });
        return inserted;
      });
      return created(event, memberResource(row), { notice: INVITATION_NOTICE });
    } catch (error) {
      // Two invitations of one address at the same moment: the unique index decides.
      if (isUniqueViolation(error, MEMBER_EMAIL_INDEX)) throw emailConflict(body.email);
      throw error;
    }
  });

  // DELETE /v1/members/:id – remove (org_admin)
  router.delete('/members/:id', async (event, { db, clock }) => {
    const auth = requireAuth(event, 'manage_organization');
    const id = routerParam(event, 'id');
    const at = clock.now().toISOString();
    await db.transaction(async (tx) => {
      const before = await findMember(tx, auth.organizationId, id, { forUpdate: true });
      if (!before) throw notFound();
      const removed = await removeMember(tx, auth.organizationId, id, at);
      if (!removed) throw notFound();
      await writeAudit(tx, {
        actor: auditActor(event, auth),
        action: 'members.delete',
        resourceType: 'members',
        resourceId: id,
        changes: diffChanges(before, null, MEMBER_FIELDS),
        at,
      });
    });
    return noContent(event);
  });
};

function notFound(): ApiError {
  return new ApiError('not_found', 'Member not found.');
}

function emailConflict(email: string): ApiError {
  return new ApiError('conflict', `${email} is already a member of this organization (or invited).`, { errors: [{ field: 'email', message: 'already a member' }] });
}
