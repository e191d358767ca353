import type { AuditChanges } from './store/write-audit';

/** The changed fields between two records, as audit changes; unchanged fields are left out. */
export function diffChanges<T extends Record<string, unknown>>(before: T | null, after: T | null, fields: readonly (keyof T & string)[]): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const oldValue = before?.[field] ?? null;
    const newValue = after?.[field] ?? null;
    if (JSON.stringify(oldValue) !== JSON.stringify(newValue)) changes[field] = [oldValue, newValue];
  }
  return changes;
}
