import { ApiError } from '../http/api-error';

/** The one 404 of a passport, whichever lookup misses it (its own routes, images, labels, edits). */
export const PASSPORT_NOT_FOUND = 'Passport not found.';

export function passportNotFound(): ApiError {
  return new ApiError('not_found', PASSPORT_NOT_FOUND);
}
