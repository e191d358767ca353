import type { FieldError } from '@quietzone/core';
import { getQuery, getRouterParams, type H3Event } from 'h3';
import type { z } from 'zod';
import { ApiError } from './api-error';

/**
 * Reads and validates a JSON body. Contract "Errors": invalid JSON and missing required fields
 * are 400; fields that are present but invalid are 422 (`validation-error`). Both list the
 * fields in `errors`. The body size limit is enforced before (create-app.ts).
 */
export async function readJsonBody<S extends z.ZodType>(event: H3Event, schema: S): Promise<z.output<S>> {
  const text = await event.req.text();
  let body: unknown;
  if (text.trim() === '') {
    body = undefined;
  } else {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError('bad_request', 'The request body is not valid JSON.');
    }
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError('bad_request', 'The request body must be a JSON object.');
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const missing = result.error.issues.some((issue) => issue.code === 'invalid_type' && valueAt(body, issue.path) === undefined);
  throw missing
    ? new ApiError('bad_request', 'Required fields are missing.', { errors })
    : new ApiError('validation', 'The request contains invalid fields.', { errors });
}

/** Query validation failures are 400 (contract, "Errors"). */
export function readQuery<S extends z.ZodType>(event: H3Event, schema: S): z.output<S> {
  const result = schema.safeParse(getQuery(event));
  if (result.success) return result.data;
  throw new ApiError('bad_request', 'Invalid query parameters.', { errors: fieldErrors(result.error) });
}

/** A path parameter, decoded. */
export function routerParam(event: H3Event, name: string): string {
  // Most parameters (ids, short codes) hold no escapes: read them without copying and decoding all params.
  const raw = event.context.params?.[name];
  if (raw !== undefined && !raw.includes('%')) return raw;
  const value = getRouterParams(event, { decode: true })[name];
  if (value === undefined) throw new Error(`route has no parameter ${name}`);
  return value;
}

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || '(body)', message: issue.message }));
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
