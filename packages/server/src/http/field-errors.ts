import type { FieldError } from '@quietzone/core';
import type { z } from 'zod';

/** A zod failure as the `errors` of a problem document: one `{ field, message }` per issue, the field dotted. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || '(body)', message: issue.message }));
}
