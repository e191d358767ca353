/**
 * Pieces every resource schema shares: identifiers, timestamps, slugs, list queries, the
 * success envelopes and the problem document. Schemas that get their own OpenAPI component
 * carry `.meta({ id })`; everything else is inlined where it is used.
 */
import { z } from 'zod';
import { STORABLE_INSTANT_MESSAGE, isStorableInstant } from '../internal/storable-instant';
import { PROBLEM_TYPES } from '../problem';

export const idSchema = z.string().min(1).describe('Opaque identifier.');

/** Response timestamps: the one form every write path stamps (contract, Conventions). */
export const timestampSchema = z.iso
  .datetime()
  .describe('ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.');

/** Request timestamps also accept an explicit UTC offset; the server stores them in UTC. */
export const dateTimeInputSchema = z.iso
  .datetime({ offset: true, abort: true })
  .refine((value) => isStorableInstant(Date.parse(value)), STORABLE_INSTANT_MESSAGE)
  .describe('ISO 8601 date-time with `Z` or a UTC offset.');

/**
 * A slug: 2 to 63 characters of a-z, 0-9 and hyphen (contract, Organization). We also forbid a
 * hyphen at either end, as in a DNS label (RFC 1035 §2.3.1), so every slug can serve as a
 * sub-domain or path segment without looking truncated. Inner runs of hyphens are allowed, as
 * in DNS (`xn--…`). Upper case is rejected rather than folded, so what is stored is what was
 * sent.
 */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])$/;

export const slugSchema = z
  .string()
  .regex(SLUG_PATTERN, 'must be 2 to 63 characters of a-z, 0-9 and hyphen, not starting or ending with a hyphen')
  .describe('2 to 63 characters of a-z, 0-9 and hyphen, not starting or ending with a hyphen.');

/** A display name: surrounding white space is dropped, then 1 to 255 characters remain. */
export const nameSchema = z.string().trim().min(1).max(255);

/** A calendar date the database can read: `z.iso.date()` alone accepts the year 0000. */
export const calendarDateSchema = z.iso
  .date({ abort: true })
  .refine((value) => !value.startsWith('0000'), STORABLE_INSTANT_MESSAGE)
  .describe('A UTC calendar date, YYYY-MM-DD.');

export const cursorSchema = z
  .string()
  .min(1)
  .describe('Opaque cursor: pass `meta.pagination.next_cursor` of the previous page unchanged.');

/** Page size of a list query; query strings arrive as text, so the value is coerced. */
export function pageLimitSchema(defaultLimit: number) {
  return z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(defaultLimit)
    .describe(`Page size, 1 to 100 (default ${defaultLimit}).`);
}

/** Query of a plain cursor list (contract, Limits: page size default 20, max 100). */
export const listQuerySchema = z.object({
  limit: pageLimitSchema(20),
  cursor: cursorSchema.optional(),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

export const responseMetaSchema = z
  .object({
    request_id: z.string().describe('Echoes `X-Request-Id`, or the id generated for this request.'),
  })
  .meta({ id: 'ResponseMeta' });

export const paginationSchema = z
  .object({
    has_more: z.boolean(),
    next_cursor: z.string().nullable().describe('Cursor of the next page; null on the last page.'),
    total_count: z.int().nonnegative().describe('Number of items matching the query, over all pages.'),
  })
  .meta({ id: 'Pagination' });

export const listMetaSchema = z
  .object({
    request_id: z.string().describe('Echoes `X-Request-Id`, or the id generated for this request.'),
    pagination: paginationSchema,
  })
  .meta({ id: 'ListMeta' });

export type ResponseMeta = z.infer<typeof responseMetaSchema>;
export type Pagination = z.infer<typeof paginationSchema>;
export type ListMeta = z.infer<typeof listMetaSchema>;

/** `{ data, meta: { request_id } }`: every single-resource success body (DESIGN.md, Envelope). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ data, meta: responseMetaSchema });
}

/** `{ data: [...], meta: { request_id, pagination } }` (contract, Conventions). */
export function listEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMetaSchema });
}

export const fieldErrorSchema = z
  .object({
    field: z.string().describe('Path of the offending field, dot-separated (`appearance.fg_color`).'),
    message: z.string(),
  })
  .meta({ id: 'FieldError' });

/**
 * RFC 7807 problem document, served as `application/problem+json` (contract, Errors). Loose,
 * because RFC 7807 §3.2 lets a problem type add extension members.
 */
export const problemSchema = z
  .looseObject({
    type: z
      .url()
      .describe(
        `\`{docs_url}/errors/<slug>\`, the slug one of: ${Object.values(PROBLEM_TYPES)
          .map((problem) => `\`${problem.slug}\` (${problem.status})`)
          .join(', ')}.`,
      ),
    title: z.string(),
    status: z.int().min(400).max(599),
    detail: z.string(),
    instance: z.string().optional().describe('The request path.'),
    errors: z.array(fieldErrorSchema).optional().describe('Field errors of a 422 (and of 400 validation failures).'),
  })
  .meta({ id: 'Problem', description: 'RFC 7807 problem document.' });

export type Problem = z.infer<typeof problemSchema>;
