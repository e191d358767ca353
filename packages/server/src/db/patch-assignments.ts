/**
 * The `SET` list of an UPDATE of the patchable `fields`: `updated_at` from the parameter
 * `$updatedAt`, then each field the patch holds (undefined = unchanged) as a further parameter,
 * its value appended to `params`.
 */
export function patchAssignments<Field extends string>(
  fields: readonly Field[],
  patch: Partial<Record<Field, unknown>>,
  params: unknown[],
  updatedAt: number,
): string {
  const sets = [`updated_at = $${updatedAt}::timestamptz`];
  for (const field of fields) {
    if (patch[field] === undefined) continue;
    params.push(patch[field]);
    sets.push(`${field} = $${params.length}`);
  }
  return sets.join(', ');
}
