import { type OpenApiOperation } from '../build-openapi-document';
import { createdOrganizationSchema, createOrganizationSchema, envelopeSchema, idSchema, organizationSchema, updateOrganizationSchema, usageSchema } from '@quietzone/core';
import { z } from 'zod';

const idParams = z.object({ id: idSchema });
const TAGS = ['Organizations'];

export const organizationOperations: readonly OpenApiOperation[] = [
  {
    method: 'GET',
    path: '/organizations',
    operationId: 'getOrganization',
    summary: 'The organization of the calling key',
    description: 'A single resource in `data` (a key belongs to exactly one organization); `limits` are the ones in force.',
    tags: TAGS,
    auth: 'api_key',
    responses: { 200: { description: 'The organization.', schema: envelopeSchema(organizationSchema) } },
  },
  {
    method: 'GET',
    path: '/organizations/usage',
    operationId: 'getOrganizationUsage',
    summary: 'Usage against the plan limits',
    description:
      'Computed live over all workspaces: scans of the current billing month (UTC calendar month) against max_scans_per_month, and active dynamic codes (not deleted, not archived, in a non-archived workspace) against max_dynamic_codes. Neither is blocked at the limit.',
    tags: TAGS,
    auth: 'api_key',
    responses: { 200: { description: 'The usage figures.', schema: envelopeSchema(usageSchema) } },
  },
  {
    method: 'POST',
    path: '/organizations',
    operationId: 'createOrganization',
    summary: 'Create an organization',
    description:
      'Needs an org_admin secret key. The new organization is on the free plan, gets workspace "Default" (slug `default`) and an org_admin key whose secret is in this response only.',
    tags: TAGS,
    auth: 'api_key',
    request: { body: createOrganizationSchema },
    responses: {
      201: { description: 'The organization with its default workspace and first key.', schema: envelopeSchema(createdOrganizationSchema) },
      403: { description: 'Not an org_admin secret key.' },
      409: { description: 'The slug is taken.' },
      422: { description: 'Invalid fields.' },
    },
  },
  {
    method: 'PATCH',
    path: '/organizations/{id}',
    operationId: 'updateOrganization',
    summary: 'Update the own organization',
    tags: TAGS,
    auth: 'api_key',
    request: { params: idParams, body: updateOrganizationSchema },
    responses: {
      200: { description: 'The updated organization.', schema: envelopeSchema(organizationSchema) },
      403: { description: 'Not an org_admin secret key.' },
      404: { description: "Not the calling key's organization." },
      409: { description: 'The slug is taken.' },
      422: { description: 'Invalid fields.' },
    },
  },
  {
    method: 'DELETE',
    path: '/organizations/{id}',
    operationId: 'deleteOrganization',
    summary: 'Soft-delete the own organization',
    description: 'Workspaces, codes and keys are kept but no longer accessible: every key of the organization answers 401 from then on. The slug becomes free.',
    tags: TAGS,
    auth: 'api_key',
    request: { params: idParams },
    responses: {
      204: { description: 'Deleted.' },
      403: { description: 'Not an org_admin secret key.' },
      404: { description: "Not the calling key's organization." },
    },
  },
];
