import { decodeCursor } from '@quietzone/core';
import type { PageRequest } from '../db/query-page';
import { ApiError } from './api-error';

/**
 * The keyset position of a list request. `limit` arrives validated by the route's declared
 * query schema (core `pageLimitSchema`: 1 to 100, per-route default); the cursor is opaque
 * there and decoded here: an unreadable one is 400 (contract "Errors").
 */
export function pageRequest(query: { readonly limit: number; readonly cursor?: string | undefined }): PageRequest {
  if (query.cursor === undefined || query.cursor === '') return { limit: query.limit, cursor: null };
  const decoded = decodeCursor(query.cursor);
  if (!decoded.ok) throw new ApiError('bad_request', 'The cursor is unreadable.', { errors: [{ field: 'cursor', message: 'unreadable cursor' }] });
  return { limit: query.limit, cursor: decoded.position };
}
