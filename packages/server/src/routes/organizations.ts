import { billingMonth, createOrganizationSchema, updateOrganizationSchema, usage } from '@quietzone/core';
import { auditActor } from '../auth/audit-actor';
import { displayPrefix, generateApiKey, hashApiKey } from '../auth/api-key-secret';
import { requireAuth, type AuthContext } from '../auth/auth-context';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { created, noContent, ok } from '../http/envelope';
import { readJsonBody, routerParam } from '../http/read-input';
import type { RouteModule } from '../http/router';
import { newId } from '../new-id';
import { apiKeyResource, insertApiKey } from '../store/api-keys';
import { isUniqueViolation } from '../store/is-unique-violation';
import { countOrganizationsCreatedBy, recordOrganizationCreator } from '../store/organization-creators';
import {
  ORGANIZATION_FIELDS,
  ORGANIZATION_SLUG_INDEX,
  findOrganization,
  insertOrganization,
  lockOrganization,
  organizationLimit,
  organizationResource,
  organizationSlugTaken,
  softDeleteOrganization,
  updateOrganization,
  type OrganizationPatch,
} from '../store/organizations';
import { countActiveDynamicCodes, countScansInPeriod } from '../store/usage';
import { insertWorkspace, workspaceResource } from '../store/workspaces';
import { diffChanges, writeAudit } from '../store/write-audit';

/** Plan of organizations created through the API; plans change through billing, never here. */
const NEW_ORGANIZATION_PLAN = 'free';

export const organizationRoutes: RouteModule = (router) => {
  // GET /v1/organizations – the organization of the calling key, as a single resource
  router.get('/organizations', async (event, { db }) => {
    const auth = requireAuth(event, 'read');
    return ok(event, organizationResource(await ownOrganization(db, auth)));
  });

  // GET /v1/organizations/usage – scans this billing month and active dynamic codes, live
  router.get('/organizations/usage', async (event, { db, clock }) => {
    const auth = requireAuth(event, 'read');
    const org = await ownOrganization(db, auth);
    const month = billingMonth(clock.now());
    const [scans, dynamicCodes] = [
      await countScansInPeriod(db, org.id, month.period_start, month.period_end),
      await countActiveDynamicCodes(db, org.id),
    ];
    return ok(event, {
      scans: { ...usage(scans, organizationLimit(org, 'max_scans_per_month')), period: month.period, period_start: month.period_start },
      dynamic_codes: usage(dynamicCodes, organizationLimit(org, 'max_dynamic_codes')),
    });
  });

  // POST /v1/organizations – a new organization with workspace "Default" and its first org_admin key, within the creator's max_created_organizations
  router.post('/organizations', async (event, { db, clock }) => {
    const auth = requireAuth(event, 'manage_organization');
    const body = await readJsonBody(event, createOrganizationSchema);
    if (await organizationSlugTaken(db, body.slug)) throw slugConflict(body.slug);
    const at = clock.now().toISOString();
    const secret = generateApiKey('secret');
    const result = await withSlugConflict(body.slug, () =>
      db.transaction(async (tx) => {
        // Every new organization brings a free plan's quotas, so one organization's keys may
        // not mint them without end; the creator's row lock keeps the count true.
        const creator = await lockOrganization(tx, auth.organizationId);
        if (!creator) throw new ApiError('not_found', 'Organization not found.');
        const limit = organizationLimit(creator, 'max_created_organizations');
        const made = await countOrganizationsCreatedBy(tx, creator.id);
        if (limit !== null && made >= limit) {
          throw new ApiError('forbidden', `The ${creator.plan} plan lets an organization's keys create ${limit} organizations, and ${made} exist. Delete one or upgrade the plan.`);
        }
        const org = await insertOrganization(tx, {
          id: newId('org'),
          name: body.name,
          slug: body.slug,
          billingEmail: body.billing_email ?? null,
          plan: NEW_ORGANIZATION_PLAN,
          createdAt: at,
        });
        await recordOrganizationCreator(tx, org.id, creator.id);
        const workspace = await insertWorkspace(tx, {
          id: newId('ws'),
          organizationId: org.id,
          name: 'Default',
          slug: 'default',
          defaultLocale: 'de',
          approvalRequired: false,
          primaryColor: null,
          customDomain: null,
          createdAt: at,
        });
        const key = await insertApiKey(tx, {
          id: newId('key'),
          organizationId: org.id,
          workspaceId: workspace.id,
          kind: 'secret',
          role: 'org_admin',
          name: 'Organization admin key',
          keyPrefix: displayPrefix(secret),
          keyHash: hashApiKey(secret),
          expiresAt: null,
          createdByKeyId: auth.keyId,
          createdAt: at,
        });
        const orgChanges = { ...diffChanges(null, org, ORGANIZATION_FIELDS), plan: [null, org.plan] as const };
        // Recorded in both organizations: the creator's admins see what their key did, the new
        // organization's admins see where it came from.
        const actor = auditActor(event, auth);
        await writeAudit(tx, { actor: { ...actor, workspaceId: null }, action: 'organizations.create', resourceType: 'organizations', resourceId: org.id, changes: orgChanges, at });
        const inNewOrg = { ...actor, organizationId: org.id, workspaceId: null };
        await writeAudit(tx, { actor: inNewOrg, action: 'organizations.create', resourceType: 'organizations', resourceId: org.id, changes: orgChanges, at });
        await writeAudit(tx, {
          actor: { ...inNewOrg, workspaceId: workspace.id },
          action: 'workspaces.create',
          resourceType: 'workspaces',
          resourceId: workspace.id,
          changes: { name: [null, workspace.name], slug: [null, workspace.slug] },
          at,
        });
        await writeAudit(tx, {
          actor: { ...inNewOrg, workspaceId: workspace.id },
          action: 'api_keys.create',
          resourceType: 'api_keys',
          resourceId: key.id,
          changes: { name: [null, key.name], role: [null, key.role], kind: [null, key.kind], workspace_id: [null, key.workspace_id], expires_at: [null, null] },
          at,
        });
        return { org, workspace, key };
      }),
    );
    return created(event, {
      ...organizationResource(result.org),
      default_workspace: workspaceResource(result.workspace),
      api_key: { ...apiKeyResource(result.key), secret },
    });
  });

  // PATCH /v1/organizations/:id – rename, re-slug or change the billing address of the own organization
  router.patch('/organizations/:id', async (event, { db, clock }) => {
    const auth = requireAuth(event, 'manage_organization');
    const before = await ownOrganizationById(db, auth, routerParam(event, 'id'));
    const body = await readJsonBody(event, updateOrganizationSchema);
    const patch: OrganizationPatch = {};
    if (body.name !== undefined) patch.name = body.name;
    if (body.slug !== undefined) patch.slug = body.slug;
    if (body.billing_email !== undefined) patch.billing_email = body.billing_email;
    const changes = diffChanges(before, { ...before, ...patch }, ORGANIZATION_FIELDS);
    // Nothing changes: no write, no audit entry, updated_at stays.
    if (Object.keys(changes).length === 0) return ok(event, organizationResource(before));
    if (patch.slug !== undefined && patch.slug !== before.slug && (await organizationSlugTaken(db, patch.slug, before.id))) throw slugConflict(patch.slug);
    const at = clock.now().toISOString();
    const after = await withSlugConflict(patch.slug ?? before.slug, () =>
      db.transaction(async (tx) => {
        const updated = await updateOrganization(tx, before.id, patch, at);
        if (!updated) throw organizationNotFound();
        await writeAudit(tx, {
          actor: { ...auditActor(event, auth), workspaceId: null },
          action: 'organizations.update',
          resourceType: 'organizations',
          resourceId: updated.id,
          changes: diffChanges(before, updated, ORGANIZATION_FIELDS),
          at,
        });
        return updated;
      }),
    );
    return ok(event, organizationResource(after));
  });

  // DELETE /v1/organizations/:id – soft delete the own organization; its keys stop working
  router.delete('/organizations/:id', async (event, { db, clock }) => {
    const auth = requireAuth(event, 'manage_organization');
    const org = await ownOrganizationById(db, auth, routerParam(event, 'id'));
    const at = clock.now().toISOString();
    await db.transaction(async (tx) => {
      const deleted = await softDeleteOrganization(tx, org.id, at);
      if (!deleted) throw organizationNotFound();
      await writeAudit(tx, {
        actor: { ...auditActor(event, auth), workspaceId: null },
        action: 'organizations.delete',
        resourceType: 'organizations',
        resourceId: org.id,
        changes: { deleted_at: [null, deleted.deleted_at] },
        at,
      });
    });
    return noContent(event);
  });
};

async function ownOrganization(db: Db, auth: AuthContext) {
  const org = await findOrganization(db, auth.organizationId);
  if (!org) throw organizationNotFound();
  return org;
}

/** A key manages only its own organization; any other id is 404, whether it exists or not. */
async function ownOrganizationById(db: Db, auth: AuthContext, id: string) {
  if (id !== auth.organizationId) throw organizationNotFound();
  return ownOrganization(db, auth);
}

function organizationNotFound(): ApiError {
  return new ApiError('not_found', 'Organization not found.');
}

function slugConflict(slug: string): ApiError {
  return new ApiError('conflict', `The organization slug "${slug}" is already taken.`, { errors: [{ field: 'slug', message: 'already taken' }] });
}

/** The pre-check answers the common case; this maps the race of two equal slugs to 409 too. */
async function withSlugConflict<T>(slug: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error, ORGANIZATION_SLUG_INDEX)) throw slugConflict(slug);
    throw error;
  }
}
