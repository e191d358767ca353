/**
 * GET /gs1/identifiers (dpp.md, "Endpoints"): the workspace's identifiers in use, one per
 * passport, or, with `uri=` or `element_string=`, one identifier parsed (nothing stored).
 */
import { z } from 'zod';
import { PASSPORT_STATUSES } from '../passports/passport-status';
import { cursorSchema, idSchema, pageLimitSchema } from './common';
import { gtinSchema } from './passport-fields';

export const gs1IdentifiersQuerySchema = z
  .object({
    limit: pageLimitSchema(20),
    cursor: cursorSchema.optional(),
    gtin: gtinSchema.optional().describe('Identifiers of this GTIN (8, 12, 13 or 14 digits).'),
    uri: z.string().min(1).max(4096).optional().describe('Parse this GS1 Digital Link URI instead of listing.'),
    element_string: z.string().min(1).max(512).optional().describe('Parse this element string, e.g. `(01)09506000134352(21)123`, instead of listing.'),
  })
  .superRefine((query, ctx) => {
    if (query.uri !== undefined && query.element_string !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['element_string'], message: 'give uri or element_string, not both' });
    }
  });

export type Gs1IdentifiersQuery = z.output<typeof gs1IdentifiersQuerySchema>;

/** One parsed identifier. */
export const gs1IdentifierSchema = z
  .object({
    gtin: z.string().describe('GTIN-14.'),
    lot: z.string().nullable(),
    serial: z.string().nullable(),
    digital_link: z.string().describe('Canonical GS1 Digital Link URI on this service.'),
    element_string: z.string(),
  })
  .meta({ id: 'Gs1Identifier' });

/** One identifier in use: a passport's. */
export const gs1IdentifierInUseSchema = gs1IdentifierSchema
  .extend({ dpp_id: idSchema, status: z.enum(PASSPORT_STATUSES) })
  .meta({ id: 'Gs1IdentifierInUse' });
