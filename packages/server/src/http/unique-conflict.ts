import type { ApiError } from './api-error';
import { isUniqueViolation } from '../db/is-unique-violation';

/**
 * Runs `fn`, turning a violation of the unique index or constraint `constraint` into
 * `conflict()`. An operation checks for a taken slug or address first, which answers the common
 * case; this maps the race of two equal values, which only the index sees, to the same 409.
 */
export async function withUniqueConflict<T>(constraint: string, conflict: () => ApiError, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw conflict();
    throw error;
  }
}
