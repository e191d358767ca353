/** Comments on codes (contract, Comment; Comments). */
import { z } from 'zod';
import { cursorSchema, idSchema, pageLimitSchema, timestampSchema } from './common';

/** Long enough for a review note with a pasted URL or two; longer text belongs in a file. */
export const MAX_COMMENT_BODY_LENGTH = 5000;
export const MAX_AUTHOR_NAME_LENGTH = 255;

const bodySchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_COMMENT_BODY_LENGTH, `at most ${MAX_COMMENT_BODY_LENGTH} characters`)
  .describe(`The comment text, 1 to ${MAX_COMMENT_BODY_LENGTH} characters after trimming.`);

const authorNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_AUTHOR_NAME_LENGTH, `at most ${MAX_AUTHOR_NAME_LENGTH} characters`)
  .describe('Display name of whoever wrote it. With an API key this is only a label: `author_id` stays null.');

export const createCommentSchema = z
  .object({
    body: bodySchema,
    author_name: authorNameSchema.nullable().optional(),
  })
  .meta({ id: 'CreateCommentRequest' });

export const updateCommentSchema = z
  .object({
    body: bodySchema.optional(),
    resolved: z.boolean().optional(),
    author_name: authorNameSchema.nullable().optional(),
  })
  .meta({ id: 'UpdateCommentRequest' });

/** Query strings are text: only the literal words true and false are booleans here. */
const booleanQuerySchema = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true');

export const listCommentsQuerySchema = z.object({
  limit: pageLimitSchema(20),
  cursor: cursorSchema.optional(),
  resolved: booleanQuerySchema.optional().describe('`true`: only resolved comments; `false`: only open ones; absent: all.'),
});

export type CreateCommentInput = z.infer<typeof createCommentSchema>;
export type UpdateCommentInput = z.infer<typeof updateCommentSchema>;
export type ListCommentsQuery = z.infer<typeof listCommentsQuerySchema>;

export const commentSchema = z
  .object({
    id: idSchema,
    code_id: idSchema,
    workspace_id: idSchema,
    body: z.string(),
    author_name: z.string().nullable(),
    author_id: z
      .string()
      .nullable()
      .describe('The dashboard user who wrote it; null for comments made with an API key (all comments of this API).'),
    resolved: z.boolean(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'Comment' });

export type Comment = z.infer<typeof commentSchema>;
