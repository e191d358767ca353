/** Organizations and their usage (contract, Organization; Organizations; Limits). */
import { z } from 'zod';
import { PLANS } from '../plan-limits';
import { createdApiKeySchema } from './api-keys';
import { idSchema, nameSchema, slugSchema, timestampSchema } from './common';
import { workspaceSchema } from './workspaces';

const billingEmailSchema = z.email().max(254).describe('Where invoices and billing notices go.');

export const createOrganizationSchema = z
  .object({
    name: nameSchema.describe('Display name, at most 255 characters.'),
    slug: slugSchema.describe('Unique across all organizations. ' + slugSchema.description),
    // The contract lists billing_email among the request fields without marking it required;
    // an organization can exist before anyone has set up billing (the bootstrap one does).
    billing_email: billingEmailSchema.optional(),
  })
  .meta({ id: 'CreateOrganizationRequest' });

export const updateOrganizationSchema = z
  .object({
    name: createOrganizationSchema.shape.name.optional(),
    slug: createOrganizationSchema.shape.slug.optional(),
    billing_email: billingEmailSchema.nullable().optional().describe('null removes the billing address.'),
  })
  .meta({ id: 'UpdateOrganizationRequest' });

export type CreateOrganizationInput = z.infer<typeof createOrganizationSchema>;
export type UpdateOrganizationInput = z.infer<typeof updateOrganizationSchema>;

const limitSchema = (description: string) =>
  z.int().nonnegative().nullable().describe(`${description}; null is unlimited.`);

export const organizationLimitsSchema = z
  .object({
    max_workspaces: limitSchema('Workspaces'),
    max_members: limitSchema('Members'),
    max_dynamic_codes: limitSchema('Active dynamic codes (reported, not enforced)'),
    max_scans_per_month: limitSchema('Scans per billing month (reported, not enforced)'),
    max_batch_size: limitSchema('Items per POST /codes/batch'),
    max_dpp_import_rows: limitSchema('Rows per POST /dpp/import'),
  })
  .meta({
    id: 'OrganizationLimits',
    description: 'Limits in force: the higher of the stored value and the plan baseline.',
  });

export const organizationSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    slug: z.string(),
    billing_email: z.string().nullable(),
    plan: z.enum(PLANS),
    limits: organizationLimitsSchema,
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'Organization' });

export type Organization = z.infer<typeof organizationSchema>;

/** POST /organizations: the organization, its first workspace and its first org_admin key. */
export const createdOrganizationSchema = organizationSchema
  .extend({
    default_workspace: workspaceSchema.describe('Workspace "Default" (slug `default`), created with the organization.'),
    api_key: createdApiKeySchema.describe('The first org_admin secret key of the new organization, in its default workspace.'),
  })
  .meta({ id: 'CreatedOrganization' });

export type CreatedOrganization = z.infer<typeof createdOrganizationSchema>;

const usageFigureShape = {
  used: z.int().nonnegative(),
  limit: z.int().nonnegative().nullable().describe('null: unlimited.'),
  usage_pct: z
    .int()
    .nonnegative()
    .nullable()
    .describe('Whole percent of the limit used, rounded down; above 100 when over the limit; null when unlimited.'),
  remaining: z.int().nonnegative().nullable().describe('0 when at or over the limit; null when unlimited.'),
};

/** GET /organizations/usage: summed over all workspaces, computed live, never blocking. */
export const usageSchema = z
  .object({
    scans: z
      .object({
        ...usageFigureShape,
        period: z
          .string()
          .regex(/^\d{4}-(?:0[1-9]|1[0-2])$/)
          .describe('Billing month, `YYYY-MM` (UTC calendar month).'),
        period_start: timestampSchema.describe('Start of the billing month.'),
      })
      .describe('Scans of the current billing month against max_scans_per_month.'),
    dynamic_codes: z
      .object(usageFigureShape)
      .describe('Active dynamic codes against max_dynamic_codes.'),
  })
  .meta({ id: 'Usage' });

export type UsageReport = z.infer<typeof usageSchema>;
