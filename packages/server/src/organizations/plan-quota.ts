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

/** 403 once `current` has reached the organization's `field` limit (none when unlimited); `refusal` says why, given the limit. */
export function assertBelowLimit(org: OrganizationRow, field: PlanLimitField, current: number, refusal: (limit: number) => string): void {
  const limit = organizationLimit(org, field);
  if (limit !== null && current >= limit) throw new ApiError('forbidden', refusal(limit));
}
