/** What a process dropped from its caches, as announced to the others (app/cache-sync.ts). */
export type CacheChange =
  | { readonly kind: 'code'; readonly id: string }
  | { readonly kind: 'workspace'; readonly id: string }
  | { readonly kind: 'organization'; readonly id: string }
  | { readonly kind: 'passports' }
  | { readonly kind: 'domains' };

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; this leaves room for any one change. */
export const MAX_CACHE_PAYLOAD_BYTES = 7000;

/**
 * Changes as few NOTIFY payloads as fit: each a JSON array of changes below
 * {@link MAX_CACHE_PAYLOAD_BYTES}, so an import of thousands of codes sends a few
 * notifications, not one per code.
 */
export function encodeCacheChanges(changes: readonly CacheChange[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let bytes = 2;
  for (const change of changes) {
    const json = JSON.stringify(change);
    const size = Buffer.byteLength(json) + 1;
    if (batch.length > 0 && bytes + size > MAX_CACHE_PAYLOAD_BYTES) {
      payloads.push(`[${batch.join(',')}]`);
      batch = [];
      bytes = 2;
    }
    batch.push(json);
    bytes += size;
  }
  if (batch.length > 0) payloads.push(`[${batch.join(',')}]`);
  return payloads;
}

/**
 * A payload read back, or undefined if any of it is something else (another version's kind,
 * or a stranger on the channel): the caller then drops everything rather than guess.
 */
export function decodeCacheChanges(payload: string): CacheChange[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value)) return undefined;
  const changes = value.map(decodeCacheChange);
  return changes.every((change) => change !== undefined) ? (changes as CacheChange[]) : undefined;
}

function decodeCacheChange(value: unknown): CacheChange | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { kind, id } = value as { kind?: unknown; id?: unknown };
  if (kind === 'passports' || kind === 'domains') return { kind };
  if ((kind === 'code' || kind === 'workspace' || kind === 'organization') && typeof id === 'string') return { kind, id };
  return undefined;
}
