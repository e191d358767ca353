import type { H3Event } from 'h3';
import type { Page } from '../db/query-page';
import { requestId } from './request-state';

/**
 * Success envelope (DESIGN.md): `{ data, meta: { request_id } }`; lists add `meta.pagination`.
 * Extra meta members (e.g. `issues`) are additive.
 */
export interface Envelope<T> {
  readonly data: T;
  readonly meta: { readonly request_id: string } & Record<string, unknown>;
}

export function ok<T>(event: H3Event, data: T, meta: Record<string, unknown> = {}): Envelope<T> {
  return { data, meta: { request_id: requestId(event), ...meta } };
}

export function created<T>(event: H3Event, data: T, meta: Record<string, unknown> = {}): Envelope<T> {
  event.res.status = 201;
  return ok(event, data, meta);
}

/** 202: accepted, with work still to follow (DELETE /account: the purge). */
export function accepted<T>(event: H3Event, data: T): Envelope<T> {
  event.res.status = 202;
  return ok(event, data);
}

/** 204: the handler returns this (no body). */
export function noContent(event: H3Event): null {
  event.res.status = 204;
  return null;
}

export function list<T, R>(event: H3Event, page: Page<T>, toResource: (row: T) => R): Envelope<R[]> {
  return ok(event, page.items.map(toResource), {
    pagination: { has_more: page.hasMore, next_cursor: page.nextCursor, total_count: page.totalCount },
  });
}
