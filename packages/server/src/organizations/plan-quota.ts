import type { PlanLimitField } from '@quietzone/core';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { lockOrganization, type OrganizationRow } from '../store/organizations';
import { organizationLimit } from './organization-limit';

/**
 * The organization, row-locked until `tx` ends: creations that count against one of its limits
 * run one after another, so a count read after this stays true until the insert commits.
 * 404 when it is gone (deleted meanwhile).
 */
export async function lockOrganizationForQuota(tx: Db, organizationId: string): Promise<OrganizationRow> {
  const org = await lockOrganization(tx, organizationId);
  if (!org) throw new ApiError('not_found', 'Organization not found.');
  return org;
}

/**
 * The organization, locked as by {@link lockOrganizationForQuota}, once what counts against its
 * `field` limit (`count`, read under the lock) is below it; else 403 saying `refusal(limit,
 * current, org)`. The one check before a creation that one of the plan's limits caps.
 */
export async function lockOrganizationBelowLimit(
  tx: Db,
  organizationId: string,
  field: PlanLimitField,
  count: () => Promise<number>,
  refusal: (limit: number, current: number, org: OrganizationRow) => string,
): Promise<OrganizationRow> {
  const org = await lockOrganizationForQuota(tx, organizationId);
  const current = await count();
  assertBelowLimit(org, field, current, (limit) => refusal(limit, current, org));
  return org;
}

/** 403 once `current` has reached the organization's `field` limit (none when unlimited); `refusal` says why, given the limit. */
export function assertBelowLimit(org: OrganizationRow, field: PlanLimitField, current: number, refusal: (limit: number) => string): void {
  const limit = organizationLimit(org, field);
  if (limit !== null && current >= limit) throw new ApiError('forbidden', refusal(limit));
}
