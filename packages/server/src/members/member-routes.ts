import { inviteMemberSchema, listMembersQuerySchema, memberSchema, responseMetaSchema } from '@quietzone/core/schemas';
import { z } from 'zod';
import { caller } from '../auth/caller';
import { created, list, ok } from '../http/envelope';
import { pageRequest } from '../http/page-request';
import { defineRoute, routeTable } from '../http/route';
import { routeResource } from '../http/route-resource';
import { inviteMember } from './invite-member';
import { removeMember } from './remove-member';
import { findMember, listMembers } from './store/members';
import { memberResource } from './member-resource';

/** Said in every invitation response: nothing leaves this server by mail. */
export const INVITATION_NOTICE = 'No invitation e-mail was sent: this server has no mail provider. Tell the person yourself; they accept in the dashboard.';

const members = routeResource({ name: 'member', schema: memberSchema, find: (ctx, auth, id) => findMember(ctx.db, auth.organizationId, id) });

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
export const memberRoutes = routeTable('Members', [
  defineRoute({
    route: 'GET /members', operationId: 'listMembers', access: 'read', request: { query: listMembersQuerySchema },
    summary: "List the organization's members",
    description: 'Any key of the organization. Current (invited and active) members with their roles, newest first.',
    responses: { 200: members.page },
    handler: async ({ event, ctx, auth, query }) => list(event, await listMembers(ctx.db, auth.organizationId, query.status, pageRequest(query)), memberResource),
  }),
  defineRoute({
    route: 'GET /members/{id}', operationId: 'getMember', access: 'read', resource: members,
    summary: 'Get a member',
    responses: { 200: members.one },
    handler: ({ event, found }) => ok(event, memberResource(found)),
  }),
  defineRoute({
    route: 'POST /members', operationId: 'inviteMember', access: 'manage_organization', request: { body: inviteMemberSchema },
    summary: 'Invite a member',
    description:
      'org_admin secret keys. Creates a member with status invited; no e-mail is sent (no mail provider), as `meta.notice` says. At most max_members invited and active members (free 1, pro 3, business 10, agency 25, enterprise unlimited, or the higher stored limit): beyond that 403.',
    responses: {
      201: {
        description: 'The invited member.',
        schema: z.object({ data: memberSchema, meta: responseMetaSchema.extend({ notice: z.string().describe('No invitation e-mail was sent.') }) }),
      },
      403: 'Not an org_admin secret key, or the plan limit on members is reached.',
      409: 'The address is already a current member.',
    },
    handler: async ({ event, ctx, auth, body }) => {
      const member = await inviteMember(ctx, await body(), caller(event, auth));
      return created(event, memberResource(member), { notice: INVITATION_NOTICE });
    },
  }),
  defineRoute({
    route: 'DELETE /members/{id}', operationId: 'removeMember', access: 'manage_organization', resource: members,
    summary: 'Remove a member',
    description: 'org_admin secret keys. Frees a seat; the address may be invited again.',
    responses: { 204: 'Removed.' },
    handler: ({ event, ctx, auth, found }) => removeMember(ctx, found.id, caller(event, auth)),
  }),
]);
