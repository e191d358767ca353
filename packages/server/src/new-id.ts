import { randomBytes } from 'node:crypto';

/**
 * An opaque, prefixed identifier (`org_…`, `ws_…`, `key_…`): 16 random bytes in base64url.
 * Ordering never relies on ids; lists order by (created_at, id).
 */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`;
}
