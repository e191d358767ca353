/** Destination URLs: every URL a code stores (url, A/B target, landing links, rule destinations). */
import { z } from 'zod';
import { urlHasCredentials } from '../internal/url-has-credentials';

/** Contract, Limits: landing links url ≤ 2048; we apply the same bound to every URL we store. */
export const MAX_URL_LENGTH = 2048;

/** An absolute http(s) URL of at most 2048 characters (contract: "url without http(s)" is 422). */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(MAX_URL_LENGTH, `must be at most ${MAX_URL_LENGTH} characters`)
  .refine(isHttpUrl, 'must be an absolute http:// or https:// URL')
  .refine((value) => !hasCredentials(value), 'must not contain a user name or password')
  .describe(`Absolute http:// or https:// URL without a user name or password, at most ${MAX_URL_LENGTH} characters.`);

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** False for what is no URL at all: {@link isHttpUrl} reports that. */
function hasCredentials(value: string): boolean {
  try {
    return urlHasCredentials(new URL(value));
  } catch {
    return false;
  }
}
