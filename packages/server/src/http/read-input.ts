import type { FieldError } from '@quietzone/core';
import { getQuery, getRouterParams, type H3Event } from 'h3';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { fieldErrors } from './field-errors';

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
  const unstorable = pathToUnstorableText(body);
  if (unstorable !== undefined) {
    throw new ApiError('validation', 'The request contains invalid fields.', { errors: [{ field: unstorable.join('.') || '(body)', message: UNSTORABLE_TEXT_MESSAGE }] });
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
  const query = getQuery(event);
  const unstorable = pathToUnstorableText(query);
  if (unstorable !== undefined) {
    throw new ApiError('bad_request', 'Invalid query parameters.', { errors: [{ field: String(unstorable[0]), message: UNSTORABLE_TEXT_MESSAGE }] });
  }
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  throw new ApiError('bad_request', 'Invalid query parameters.', { errors: fieldErrors(result.error) });
}

/** A path parameter, decoded. One holding U+0000 (`%00`) names nothing we could store: 404. */
export function routerParam(event: H3Event, name: string): string {
  // Most parameters (ids, short codes) hold no escapes: read them without copying and decoding all params.
  const raw = event.context.params?.[name];
  if (raw !== undefined && !raw.includes('%')) return raw;
  const value = getRouterParams(event, { decode: true })[name];
  if (value === undefined) throw new Error(`route has no parameter ${name}`);
  if (value.includes('\u0000')) throw new ApiError('not_found', 'No resource at this path.');
  return value;
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000 (text: "invalid byte sequence"; jsonb:
 * "unsupported Unicode escape sequence"), and jsonb refuses an unpaired surrogate escape
 * (`"\ud800"`, which JSON allows but RFC 8259 §8.2 calls unpredictable), so no field of ours
 * can store them: such input is refused here, where every body and query is read, instead of
 * failing in the database.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'must not contain U+0000 or an unpaired surrogate';
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface PendingValue {
  readonly value: unknown;
  readonly key: PropertyKey | undefined;
  readonly parent: PendingValue | undefined;
}

/**
 * The path of a string (value or key) with unstorable text (U+0000, a lone surrogate), or undefined. Iterative, with the path
 * kept as parent links: a 1 MB body can nest arrays a few hundred thousand deep, more than the
 * call stack holds and too deep to copy a path per level.
 */
export function pathToUnstorableText(root: unknown): PropertyKey[] | undefined {
  const pending: PendingValue[] = [{ value: root, key: undefined, parent: undefined }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value } = next;
    if (typeof value === 'string') {
      if (UNSTORABLE_TEXT.test(value)) return pathOf(next);
    } else if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) pending.push({ value: value[index], key: index, parent: next });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const entry = { value: item, key, parent: next };
        if (UNSTORABLE_TEXT.test(key)) return pathOf(entry);
        pending.push(entry);
      }
    }
  }
  return undefined;
}

function pathOf(entry: PendingValue): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: PendingValue | undefined = entry; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
