import { PLAN_LIMITS, STORED_LIMIT_FIELDS, effectiveLimit, type Limit, type PlanLimitField, type StoredLimitField } from '@quietzone/core';
import type { OrganizationRow } from './store/organizations';

/**
 * The limit in force for one field (core `effectiveLimit`: a stored NULL is "no override").
 * Batch size and DPP import rows have no stored override and follow the plan alone.
 */
export function organizationLimit(row: Pick<OrganizationRow, 'plan' | StoredLimitField>, field: PlanLimitField): Limit {
  if (!isStoredField(field)) return PLAN_LIMITS[row.plan][field];
  const stored = row[field];
  // Postgres may hand back a bigint column as text.
  return effectiveLimit(row.plan, stored === null ? null : Number(stored), field);
}

function isStoredField(field: PlanLimitField): field is StoredLimitField {
  return (STORED_LIMIT_FIELDS as readonly string[]).includes(field);
}
