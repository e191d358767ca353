import type { Db } from '../db/db';
import { countOrganizationPassportsOfGtin, lockGtinClaim, setGtinOwner } from './store/gtin-claims';
import { writeAudits, type AuditEntry } from '../audit-logs/store/write-audit';

export interface GtinTransfer {
  readonly gtin: string;
  /** The previous owner; null when nobody had claimed the GTIN. */
  readonly from_organization_id: string | null;
  readonly to_organization_id: string;
  /** False when the organization owned the GTIN already: nothing was written. */
  readonly transferred: boolean;
  /**
   * The previous owner's passports of the GTIN, by status: kept as they are, no longer resolving
   * and read-only to that organization (its drafts may still be deleted).
   */
  readonly left_behind: Readonly<Record<string, number>>;
}

/**
 * `quietzone gs1 transfer` (the instance operator recovering a GTIN for its real brand owner):
 * moves the claim of `gtin` (a GTIN-14) to the organization in one transaction with a
 * `gtin_claims.transfer` audit entry in each organization. Nothing is deleted or unpublished:
 * the previous owner's passports stay for that organization to read and export, and the new
 * owner's passports of the GTIN (kept before GTINs had owners) resolve from now on. The
 * entries say only whether the organization owns the GTIN, never who the other one is.
 * A serving process's resolver cache may answer the old owner's passports for up to a minute.
 */
export async function transferGtin(db: Db, gtin: string, toOrganizationId: string, at: string): Promise<GtinTransfer> {
  return db.transaction(async (tx) => {
    const claim = await lockGtinClaim(tx, gtin);
    const from = claim?.organization_id ?? null;
    if (from === toOrganizationId) return { gtin, from_organization_id: from, to_organization_id: toOrganizationId, transferred: false, left_behind: {} };
    await setGtinOwner(tx, gtin, toOrganizationId, at);
    const entry = (organizationId: string, owned: readonly [boolean, boolean]): AuditEntry => ({
      actor: { type: 'system', id: null, organizationId, workspaceId: null },
      action: 'gtin_claims.transfer',
      resourceType: 'gtin_claims',
      resourceId: gtin,
      changes: { owned },
      at,
    });
    await writeAudits(tx, from === null ? [entry(toOrganizationId, [false, true])] : [entry(from, [true, false]), entry(toOrganizationId, [false, true])]);
    const leftBehind = from === null ? {} : await countOrganizationPassportsOfGtin(tx, from, gtin);
    return { gtin, from_organization_id: from, to_organization_id: toOrganizationId, transferred: true, left_behind: leftBehind };
  });
}
