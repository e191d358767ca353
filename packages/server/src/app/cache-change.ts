/** What a process dropped from its caches, as announced to the others (app/cache-sync.ts). */
export type CacheChange =
  | { readonly kind: 'code'; readonly id: string }
  | { readonly kind: 'workspace'; readonly id: string }
  | { readonly kind: 'organization'; readonly id: string }
  | { readonly kind: 'passports' };

/** A change as a NOTIFY payload: small JSON, far below PostgreSQL's 8000-byte limit for any id we make. */
export function encodeCacheChange(change: CacheChange): string {
  return JSON.stringify(change);
}

/**
 * A payload read back, or undefined for anything else (another version's kind, or a stranger
 * on the channel): the caller then drops everything rather than guess.
 */
export function decodeCacheChange(payload: string): CacheChange | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { kind, id } = value as { kind?: unknown; id?: unknown };
  if (kind === 'passports') return { kind };
  if ((kind === 'code' || kind === 'workspace' || kind === 'organization') && typeof id === 'string') return { kind, id };
  return undefined;
}
