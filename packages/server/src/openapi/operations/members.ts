import { type OpenApiOperation } from '../build-openapi-document';
import { envelopeSchema, idSchema, inviteMemberSchema, listEnvelopeSchema, listMembersQuerySchema, memberSchema, responseMetaSchema } from '@quietzone/core';
import { z } from 'zod';

const idParams = z.object({ id: idSchema });
const TAGS = ['Members'];

export const memberOperations: readonly OpenApiOperation[] = [
  {
    method: 'GET',
    path: '/members',
    operationId: 'listMembers',
    summary: "List the organization's members",
    description: 'Any key of the organization. Current (invited and active) members with their roles, newest first.',
    tags: TAGS,
    auth: 'api_key',
    request: { query: listMembersQuerySchema },
    responses: { 200: { description: 'A page of members.', schema: listEnvelopeSchema(memberSchema) } },
  },
  {
    method: 'GET',
    path: '/members/{id}',
    operationId: 'getMember',
    summary: 'Get a member',
    tags: TAGS,
    auth: 'api_key',
    request: { params: idParams },
    responses: {
      200: { description: 'The member.', schema: envelopeSchema(memberSchema) },
      404: { description: 'No such current member.' },
    },
  },
  {
    method: 'POST',
    path: '/members',
    operationId: 'inviteMember',
    summary: 'Invite a member',
    description:
      'org_admin secret keys. Creates a member with status invited; no e-mail is sent (no mail provider), as `meta.notice` says. At most max_members invited and active members (free 1, pro 3, business 10, agency 25, enterprise unlimited, or the higher stored limit): beyond that 403.',
    tags: TAGS,
    auth: 'api_key',
    request: { body: inviteMemberSchema },
    responses: {
      201: {
        description: 'The invited member.',
        schema: z.object({ data: memberSchema, meta: responseMetaSchema.extend({ notice: z.string().describe('No invitation e-mail was sent.') }) }),
      },
      403: { description: 'Not an org_admin secret key, or the plan limit on members is reached.' },
      409: { description: 'The address is already a current member.' },
      422: { description: 'Invalid fields.' },
    },
  },
  {
    method: 'DELETE',
    path: '/members/{id}',
    operationId: 'removeMember',
    summary: 'Remove a member',
    description: 'org_admin secret keys. Frees a seat; the address may be invited again.',
    tags: TAGS,
    auth: 'api_key',
    request: { params: idParams },
    responses: {
      204: { description: 'Removed.' },
      403: { description: 'Not an org_admin secret key.' },
      404: { description: 'No such current member (also a second DELETE).' },
    },
  },
];
