/** Organization members (/members). */
import { z } from 'zod';
import { ROLES } from '../roles';
import { cursorSchema, idSchema, pageLimitSchema, timestampSchema } from './common';

export const MEMBER_STATUSES = ['invited', 'active'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const inviteMemberSchema = z
  .object({
    email: z.email().max(254).toLowerCase().describe('E-mail address; unique among the current members (case-insensitive).'),
    name: z.string().trim().min(1).max(255).nullable().optional(),
    role: z.enum(ROLES).default('viewer').describe('Role the member will have; default viewer.'),
  })
  .meta({ id: 'InviteMemberRequest' });

export const listMembersQuerySchema = z.object({
  limit: pageLimitSchema(20),
  cursor: cursorSchema.optional(),
  status: z.enum(MEMBER_STATUSES).optional().describe('Only members in this state.'),
});

export type InviteMemberInput = z.infer<typeof inviteMemberSchema>;
export type ListMembersQuery = z.infer<typeof listMembersQuerySchema>;

export const memberSchema = z
  .object({
    id: idSchema,
    organization_id: idSchema,
    email: z.string(),
    name: z.string().nullable(),
    role: z.enum(ROLES),
    status: z.enum(MEMBER_STATUSES).describe('invited until the person accepts in the dashboard; the API only invites.'),
    invited_at: timestampSchema.nullable(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'Member' });

export type Member = z.infer<typeof memberSchema>;
