import { billingMonth, usage } from '@quietzone/core';
import { createdOrganizationSchema, createOrganizationSchema, envelopeSchema, organizationSchema, updateOrganizationSchema, usageSchema } from '@quietzone/core/schemas';
import { caller } from '../auth/caller';
import { created, ok } from '../http/envelope';
import { defineRoute, routeTable } from '../http/route';
import { routeResource } from '../http/route-resource';
import { createOrganization } from './create-organization';
import { deleteOrganization } from './delete-organization';
import { findCallerOrganization, getOrganizationOrThrow } from './get-organization-or-throw';
import { updateOrganization } from './update-organization';
import { countActiveDynamicCodes, countScansInPeriod } from './store/usage';
import { apiKeyResource } from '../api-keys/api-key-resource';
import { organizationLimit } from './organization-limit';
import { organizationResource } from './organization-resource';
import { workspaceResource } from '../workspaces/workspace-resource';

/** A key manages only its own organization: any other id is 404, whether it exists or not. */
const organizations = routeResource({ name: 'organization', schema: organizationSchema, find: (ctx, auth, id) => findCallerOrganization(ctx.db, auth, id) });

export const organizationRoutes = routeTable('Organizations', [
  defineRoute({
    route: 'GET /organizations', operationId: 'getOrganization', access: 'read',
    summary: 'The organization of the calling key',
    description: 'A single resource in `data` (a key belongs to exactly one organization); `limits` are the ones in force.',
    responses: { 200: organizations.one },
    handler: async ({ event, ctx, auth }) => ok(event, organizationResource(await getOrganizationOrThrow(ctx.db, auth))),
  }),
  defineRoute({
    route: 'GET /organizations/usage', operationId: 'getOrganizationUsage', access: 'read',
    summary: 'Usage against the plan limits',
    description:
      'Computed live over all workspaces: scans of the current billing month (UTC calendar month) against max_scans_per_month, and active dynamic codes (not deleted, not archived, in a non-archived workspace) against max_dynamic_codes. Neither is blocked at the limit.',
    responses: { 200: { description: 'The usage figures.', schema: envelopeSchema(usageSchema) } },
    handler: async ({ event, ctx, auth }) => {
      const org = await getOrganizationOrThrow(ctx.db, auth);
      const month = billingMonth(ctx.clock.now());
      const [scans, dynamicCodes] = [
        await countScansInPeriod(ctx.db, org.id, month.period_start, month.period_end),
        await countActiveDynamicCodes(ctx.db, org.id),
      ];
      return ok(event, {
        scans: { ...usage(scans, organizationLimit(org, 'max_scans_per_month')), period: month.period, period_start: month.period_start },
        dynamic_codes: usage(dynamicCodes, organizationLimit(org, 'max_dynamic_codes')),
      });
    },
  }),
  defineRoute({
    route: 'POST /organizations', operationId: 'createOrganization', access: 'manage_organization', request: { body: createOrganizationSchema },
    summary: 'Create an organization',
    description:
      'Needs an org_admin secret key. The new organization is on the free plan, gets workspace "Default" (slug `default`) and an org_admin key whose secret is in this response only.',
    responses: {
      201: { description: 'The organization with its default workspace and first key.', schema: envelopeSchema(createdOrganizationSchema) },
      409: 'The slug is taken.',
    },
    handler: async ({ event, ctx, auth, body }) => {
      const { org, workspace, key } = await createOrganization(ctx, await body(), caller(event, auth));
      return created(event, {
        ...organizationResource(org),
        default_workspace: workspaceResource(workspace),
        api_key: { ...apiKeyResource(key.row), secret: key.secret },
      });
    },
  }),
  defineRoute({
    route: 'PATCH /organizations/{id}', operationId: 'updateOrganization', access: 'manage_organization', resource: organizations, request: { body: updateOrganizationSchema },
    summary: 'Update the own organization',
    responses: {
      200: { description: 'The updated organization.', schema: envelopeSchema(organizationSchema) },
      409: 'The slug is taken.',
    },
    handler: async ({ event, ctx, auth, found, body }) => ok(event, organizationResource(await updateOrganization(ctx, found, await body(), caller(event, auth)))),
  }),
  defineRoute({
    route: 'DELETE /organizations/{id}', operationId: 'deleteOrganization', access: 'manage_organization', resource: organizations,
    summary: 'Soft-delete the own organization',
    description: 'Workspaces, codes and keys are kept but no longer accessible: every key of the organization answers 401 from then on. The slug becomes free.',
    responses: { 204: 'Deleted.' },
    handler: ({ event, ctx, auth, found }) => deleteOrganization(ctx, found.id, caller(event, auth)),
  }),
]);
