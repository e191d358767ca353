import type { PlanLimitField } from '@quietzone/core';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { withUniqueConflict } from '../http/unique-conflict';
import { lockOrganization, type OrganizationRow } from './store/organizations';
import { organizationLimit } from './organization-limit';
import { organizationNotFound } from './get-organization-or-throw';

/**
 * The organization, row-locked until `tx` ends: creations that count against one of its limits
 * run one after another, so a count read after this stays true until the insert commits.
 * 404 when it is gone (deleted meanwhile).
 */
export async function lockOrganizationForQuota(tx: Db, organizationId: string): Promise<OrganizationRow> {
  const org = await lockOrganization(tx, organizationId);
  if (!org) throw organizationNotFound();
  return org;
}

/** One of the plan's limits, as a creation meets it. */
export interface PlanCap {
  readonly field: PlanLimitField;
  /** What counts against the limit now, read under the organization's lock. */
  readonly count: (tx: Db, organizationId: string) => Promise<number>;
  /** The 403's message once `current` has reached `limit`. */
  readonly refusal: (limit: number, current: number, org: OrganizationRow) => string;
}

/**
 * A unique index the creation may race on: the operation checks for a taken value first, which
 * answers the common case; two equal values at the same moment meet the index, and its
 * violation is the same 409, `conflict()`.
 */
export interface UniqueGuard {
  readonly constraint: string;
  readonly conflict: () => ApiError;
}

/**
 * The one shape of a creation that one of the plan's limits caps: one transaction that locks the
 * organization (lockOrganizationForQuota), counts what counts against `cap` under that lock, is
 * 403 once the limit is reached, and else runs `create` with the locked organization. With
 * `unique`, a violation of that index anywhere in the transaction is its 409.
 */
export function createBelowLimit<T>(
  db: Db,
  organizationId: string,
  limits: { readonly cap: PlanCap; readonly unique?: UniqueGuard },
  create: (tx: Db, org: OrganizationRow) => Promise<T>,
): Promise<T> {
  const { cap, unique } = limits;
  const inTransaction = () =>
    db.transaction(async (tx) => {
      const org = await lockOrganizationForQuota(tx, organizationId);
      const current = await cap.count(tx, organizationId);
      assertBelowLimit(org, cap.field, current, (limit) => cap.refusal(limit, current, org));
      return create(tx, org);
    });
  return unique ? withUniqueConflict(unique.constraint, unique.conflict, inTransaction) : inTransaction();
}

/** 403 once `current` has reached the organization's `field` limit (none when unlimited); `refusal` says why, given the limit. */
export function assertBelowLimit(org: OrganizationRow, field: PlanLimitField, current: number, refusal: (limit: number) => string): void {
  const limit = organizationLimit(org, field);
  if (limit !== null && current >= limit) throw new ApiError('forbidden', refusal(limit));
}
