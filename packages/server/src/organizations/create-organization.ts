import type { CreateOrganizationInput } from '@quietzone/core/schemas';
import type { AppContext } from '../app/app-context';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/db';
import { newId } from '../new-id';
import { countOrganizationsCreatedUnder, findRootCreator, recordOrganizationCreator } from './store/organization-creators';
import {
  ORGANIZATION_FIELDS,
  ORGANIZATION_SLUG_INDEX,
  insertOrganization,
  organizationSlugTaken,
  type NewOrganization,
  type OrganizationRow,
} from './store/organizations';
import { UNCONFIGURED_WORKSPACE, insertWorkspace, type WorkspaceRow } from '../workspaces/store/workspaces';
import { writeAudit } from '../audit-logs/store/write-audit';
import { addApiKey, type CreatedKey } from '../api-keys/create-api-key';
import { organizationSlugConflict } from './get-organization-or-throw';
import { createBelowLimit, type PlanCap } from './plan-quota';
import { diffChanges } from '../audit-logs/diff-changes';

/** Plan of organizations created through the API; plans change through billing, never here. */
const NEW_ORGANIZATION_PLAN = 'free';

/**
 * max_created_organizations of the root creator (the top of the creator chain) counts the live
 * organizations made under it, at any depth: every new one brings a free plan's quotas, so one
 * organization's keys may not mint them without end, nor through the keys of the ones they made
 * (ten children making ten each would be 10ⁿ).
 */
const CREATED_ORGANIZATION_CAP: PlanCap = {
  field: 'max_created_organizations',
  count: countOrganizationsCreatedUnder,
  refusal: (limit, made, org) =>
    `The ${org.plan} plan lets an organization's keys create ${limit} organizations, counting those created through the organizations they created, and ${made} exist. Delete one or upgrade the plan.`,
};

export interface CreatedOrganization {
  readonly org: OrganizationRow;
  readonly workspace: WorkspaceRow;
  readonly key: CreatedKey;
}

/**
 * An organization with its workspace "Default" (slug `default`, otherwise unconfigured):
 * how every organization begins, through POST /organizations or the bootstrap.
 */
export async function insertOrganizationWithWorkspace(tx: Db, org: Omit<NewOrganization, 'id'>): Promise<{ org: OrganizationRow; workspace: WorkspaceRow }> {
  const inserted = await insertOrganization(tx, { ...org, id: newId('org') });
  const workspace = await insertWorkspace(tx, {
    id: newId('ws'),
    organizationId: inserted.id,
    name: 'Default',
    slug: 'default',
    ...UNCONFIGURED_WORKSPACE,
    createdAt: org.createdAt,
  });
  return { org: inserted, workspace };
}

/**
 * POST /organizations: a new organization on the free plan with workspace "Default" and its
 * first org_admin key, within the root creator's max_created_organizations (its row locked, so
 * creations anywhere under it run one after another). Audited in both
 * organizations: the creator's admins see what their key did, the new one's where it came from.
 */
export async function createOrganization(ctx: Pick<AppContext, 'db' | 'clock'>, input: CreateOrganizationInput, who: Caller): Promise<CreatedOrganization> {
  const slugConflict = () => organizationSlugConflict(input.slug);
  if (await organizationSlugTaken(ctx.db, input.slug)) throw slugConflict();
  const at = ctx.clock.now().toISOString();
  const unique = { constraint: ORGANIZATION_SLUG_INDEX, conflict: slugConflict };
  const root = await findRootCreator(ctx.db, who.organizationId);
  return createBelowLimit(ctx.db, root, { cap: CREATED_ORGANIZATION_CAP, unique }, async (tx) => {
    const { org, workspace } = await insertOrganizationWithWorkspace(tx, {
      name: input.name,
      slug: input.slug,
      billingEmail: input.billing_email ?? null,
      plan: NEW_ORGANIZATION_PLAN,
      createdAt: at,
    });
    await recordOrganizationCreator(tx, org.id, who.organizationId);
    const orgChanges = { ...diffChanges(null, org, ORGANIZATION_FIELDS), plan: [null, org.plan] as const };
    const inNewOrg = { ...who.actor, organizationId: org.id, workspaceId: null };
    for (const actor of [{ ...who.actor, workspaceId: null }, inNewOrg]) {
      await writeAudit(tx, { actor, action: 'organizations.create', resourceType: 'organizations', resourceId: org.id, changes: orgChanges, at });
    }
    const inNewWorkspace = { ...inNewOrg, workspaceId: workspace.id };
    await writeAudit(tx, {
      actor: inNewWorkspace,
      action: 'workspaces.create',
      resourceType: 'workspaces',
      resourceId: workspace.id,
      changes: { name: [null, workspace.name], slug: [null, workspace.slug] },
      at,
    });
    const key = await addApiKey(
      tx,
      { organizationId: org.id, workspaceId: workspace.id, kind: 'secret', role: 'org_admin', name: 'Organization admin key', expiresAt: null, createdByKeyId: who.keyId },
      at,
      inNewWorkspace,
    );
    return { org, workspace, key };
  });
}
