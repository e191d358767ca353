import { idSchema } from '@quietzone/core/schemas';
import { z } from 'zod';

/** `{id}` in a route path, as documented. */
export const idParams = z.object({ id: idSchema });

/** The optional header of the routes that replay a repeated create (http/idempotency.ts). */
export const idempotencyKeyHeaders = z.object({
  'Idempotency-Key': z
    .uuid()
    .optional()
    .describe('A UUID. The same key with the same body within 24 h replays the first response; with another body, or while the first is in flight, 409.'),
});
