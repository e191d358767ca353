import { ApiError } from '../http/api-error';

/** The one 404 of an API key, whichever lookup misses it. */
export const API_KEY_NOT_FOUND = 'API key not found.';

export function apiKeyNotFound(): ApiError {
  return new ApiError('not_found', API_KEY_NOT_FOUND);
}
