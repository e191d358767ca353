/** Code revisions of the approval workflow: their resource, list query and decision body. */
import { z } from 'zod';
import { AUDIT_ACTOR_TYPES } from './audit-logs';
import { cursorSchema, idSchema, pageLimitSchema, timestampSchema } from './common';

export const CODE_REVISION_KINDS = ['create', 'update'] as const;
export type CodeRevisionKind = (typeof CODE_REVISION_KINDS)[number];

export const CODE_REVISION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CodeRevisionStatus = (typeof CODE_REVISION_STATUSES)[number];

/** Our bound: a reviewer's note, as long as a code's notes. */
export const MAX_REVISION_COMMENT_LENGTH = 2000;

export const decideCodeRevisionSchema = z
  .object({
    comment: z
      .string()
      .trim()
      .max(MAX_REVISION_COMMENT_LENGTH, `must be at most ${MAX_REVISION_COMMENT_LENGTH} characters`)
      .optional()
      .describe(`The reviewer's note to the requester, at most ${MAX_REVISION_COMMENT_LENGTH} characters.`),
  })
  .meta({ id: 'DecideCodeRevisionRequest' });

export type DecideCodeRevisionInput = z.infer<typeof decideCodeRevisionSchema>;

export const listCodeRevisionsQuerySchema = z.object({
  limit: pageLimitSchema(20),
  cursor: cursorSchema.optional(),
  status: z.enum(CODE_REVISION_STATUSES).optional().describe('Only revisions in this state; without it all of them.'),
});

export type ListCodeRevisionsQuery = z.infer<typeof listCodeRevisionsQuerySchema>;

const revisionActorSchema = z
  .object({
    type: z.enum(AUDIT_ACTOR_TYPES),
    id: z.string().nullable().describe('Id of the key or user; null for the service itself.'),
  })
  .meta({ id: 'CodeRevisionActor' });

export const codeRevisionSchema = z
  .object({
    id: idSchema,
    code_id: idSchema,
    workspace_id: idSchema,
    kind: z.enum(CODE_REVISION_KINDS).describe('`create`: a new code waiting as a draft; `update`: a held change of a code that keeps serving its approved state.'),
    status: z.enum(CODE_REVISION_STATUSES).describe('`pending` until a ws_admin or org_admin approves (the change is applied) or rejects it (nothing changes).'),
    changes: z
      .record(z.string(), z.unknown())
      .describe(
        'What approval applies: the held fields as the PATCH sent them (`has_password` instead of a password: true to set one, false to remove it); `{ "status": "live" }` for a creation.',
      ),
    requested_by: revisionActorSchema,
    decided_by: revisionActorSchema.nullable(),
    decided_at: timestampSchema.nullable(),
    comment: z.string().nullable().describe("The reviewer's note; null without one."),
    created_at: timestampSchema,
  })
  .meta({ id: 'CodeRevision' });

export type CodeRevision = z.infer<typeof codeRevisionSchema>;
