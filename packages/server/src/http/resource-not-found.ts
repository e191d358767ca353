import { ApiError } from './api-error';

/**
 * The one 404 wording of a resource, `<Name> not found.`: the router's answer for an `{id}` that
 * names none of the caller's, the OpenAPI description of that answer, and what its
 * `get<Resource>OrThrow` throws when a row goes missing inside a transaction, are this text.
 */
export function notFoundWording(name: string): string {
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} not found.`;
}

export function resourceNotFound(name: string): ApiError {
  return new ApiError('not_found', notFoundWording(name));
}

/** `row`, or the 404 of the resource `name` when there is none. */
export function foundOrThrow<Row>(row: Row | null | undefined, name: string): Row {
  if (row === null || row === undefined) throw resourceNotFound(name);
  return row;
}
