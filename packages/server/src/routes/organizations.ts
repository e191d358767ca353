import {
  billingMonth,
  createdOrganizationSchema,
  createOrganizationSchema,
  envelopeSchema,
  organizationSchema,
  updateOrganizationSchema,
  usage,
  usageSchema,
} from '@quietzone/core';
import { caller } from '../auth/caller';
import { created, noContent, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { idParams } from '../http/route-schemas';
import { createOrganization } from '../organizations/create-organization';
import { deleteOrganization } from '../organizations/delete-organization';
import { ownOrganization } from '../organizations/own-organization';
import { updateOrganization } from '../organizations/update-organization';
import { countActiveDynamicCodes, countScansInPeriod } from '../store/usage';
import { apiKeyResource } from '../api-keys/api-key-resource';
import { organizationLimit } from '../organizations/organization-limit';
import { organizationResource } from '../organizations/organization-resource';
import { workspaceResource } from '../workspaces/workspace-resource';

const TAGS = ['Organizations'];

export const organizationRoutes = [
  defineRoute({
    method: 'GET',
    path: '/organizations',
    operationId: 'getOrganization',
    summary: 'The organization of the calling key',
    description: 'A single resource in `data` (a key belongs to exactly one organization); `limits` are the ones in force.',
    tags: TAGS,
    access: 'read',
    responses: { 200: { description: 'The organization.', schema: envelopeSchema(organizationSchema) } },
    handler: async ({ event, ctx, auth }) => ok(event, organizationResource(await ownOrganization(ctx.db, auth))),
  }),
  defineRoute({
    method: 'GET',
    path: '/organizations/usage',
    operationId: 'getOrganizationUsage',
    summary: 'Usage against the plan limits',
    description:
      'Computed live over all workspaces: scans of the current billing month (UTC calendar month) against max_scans_per_month, and active dynamic codes (not deleted, not archived, in a non-archived workspace) against max_dynamic_codes. Neither is blocked at the limit.',
    tags: TAGS,
    access: 'read',
    responses: { 200: { description: 'The usage figures.', schema: envelopeSchema(usageSchema) } },
    handler: async ({ event, ctx, auth }) => {
      const org = await ownOrganization(ctx.db, auth);
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
    method: 'POST',
    path: '/organizations',
    operationId: 'createOrganization',
    summary: 'Create an organization',
    description:
      'Needs an org_admin secret key. The new organization is on the free plan, gets workspace "Default" (slug `default`) and an org_admin key whose secret is in this response only.',
    tags: TAGS,
    access: 'manage_organization',
    request: { body: createOrganizationSchema },
    responses: {
      201: { description: 'The organization with its default workspace and first key.', schema: envelopeSchema(createdOrganizationSchema) },
      403: { description: 'Not an org_admin secret key.' },
      409: { description: 'The slug is taken.' },
      422: { description: 'Invalid fields.' },
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
    method: 'PATCH',
    path: '/organizations/{id}',
    operationId: 'updateOrganization',
    summary: 'Update the own organization',
    tags: TAGS,
    access: 'manage_organization',
    request: { params: idParams, body: updateOrganizationSchema },
    responses: {
      200: { description: 'The updated organization.', schema: envelopeSchema(organizationSchema) },
      403: { description: 'Not an org_admin secret key.' },
      404: { description: "Not the calling key's organization." },
      409: { description: 'The slug is taken.' },
      422: { description: 'Invalid fields.' },
    },
    handler: async ({ event, ctx, auth, param, body }) => {
      const before = await ownOrganization(ctx.db, auth, param('id'));
      return ok(event, organizationResource(await updateOrganization(ctx, before, await body(), caller(event, auth))));
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/organizations/{id}',
    operationId: 'deleteOrganization',
    summary: 'Soft-delete the own organization',
    description: 'Workspaces, codes and keys are kept but no longer accessible: every key of the organization answers 401 from then on. The slug becomes free.',
    tags: TAGS,
    access: 'manage_organization',
    request: { params: idParams },
    responses: {
      204: { description: 'Deleted.' },
      403: { description: 'Not an org_admin secret key.' },
      404: { description: "Not the calling key's organization." },
    },
    handler: async ({ event, ctx, auth, param }) => {
      await deleteOrganization(ctx, param('id'), caller(event, auth));
      return noContent(event);
    },
  }),
];
