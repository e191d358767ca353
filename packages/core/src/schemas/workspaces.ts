/** Workspaces (contract, Workspace; Workspaces). */
import { z } from 'zod';
import { idSchema, listQuerySchema, nameSchema, slugSchema, timestampSchema } from './common';

/**
 * A BCP 47 language tag in its common shape (RFC 5646 §2.1: language, then optional script,
 * region and variant subtags), e.g. `de`, `en-GB`, `zh-Hant-TW`. Grandfathered and private-use
 * tags are not accepted.
 */
const LOCALE_PATTERN = /^[a-zA-Z]{2,3}(?:-[a-zA-Z]{4})?(?:-(?:[a-zA-Z]{2}|\d{3}))?(?:-(?:[a-zA-Z\d]{5,8}|\d[a-zA-Z\d]{3}))*$/;

/**
 * A fully qualified host name for the workspace's own short-link domain: at least two labels
 * of a-z, 0-9 and inner hyphens, each 1 to 63 characters, 253 in all (RFC 1035 §2.3.4), and a
 * top-level label that is not all digits, so IPv4 addresses are not mistaken for names.
 * Compared case-insensitively (RFC 4343), hence stored in lower case; the pattern admits both
 * cases because the published JSON Schema shows it to clients.
 */
const HOSTNAME_PATTERN =
  /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?=[A-Za-z0-9-]*[A-Za-z])[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

const localeSchema = z
  .string()
  .regex(LOCALE_PATTERN, 'must be a BCP 47 language tag such as de or en-GB')
  .describe('BCP 47 language tag such as `de` or `en-GB`.');

const primaryColorSchema = z
  .string()
  .regex(/^#[0-9A-Fa-f]{6}$/, 'must be #RRGGBB')
  .toUpperCase()
  .describe('Brand color, `#RRGGBB`; stored in upper case.');

const customDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(HOSTNAME_PATTERN, 'must be a host name such as qr.example.com')
  .describe('Host name for the workspace\'s short links, such as `qr.example.com`.');

export const createWorkspaceSchema = z
  .object({
    name: nameSchema.describe('Display name, at most 255 characters.'),
    slug: slugSchema.describe('Unique within the organization. ' + slugSchema.description),
    default_locale: localeSchema.default('de'),
    approval_required: z.boolean().default(false).describe('Enables the approval workflow.'),
    primary_color: primaryColorSchema.optional(),
    custom_domain: customDomainSchema.optional(),
  })
  .meta({ id: 'CreateWorkspaceRequest' });

/** PATCH accepts any workspace field; null clears the optional ones. */
export const updateWorkspaceSchema = z
  .object({
    name: createWorkspaceSchema.shape.name.optional(),
    slug: createWorkspaceSchema.shape.slug.optional(),
    default_locale: localeSchema.optional(),
    approval_required: z.boolean().optional().describe('Enables the approval workflow.'),
    primary_color: primaryColorSchema.nullable().optional(),
    custom_domain: customDomainSchema.nullable().optional(),
  })
  .meta({ id: 'UpdateWorkspaceRequest' });

export type CreateWorkspaceInput = z.infer<typeof createWorkspaceSchema>;
export type UpdateWorkspaceInput = z.infer<typeof updateWorkspaceSchema>;

export const WORKSPACE_STATUSES = ['active', 'archived'] as const;

export const workspaceSchema = z
  .object({
    id: idSchema,
    organization_id: idSchema,
    name: z.string(),
    slug: z.string(),
    default_locale: z.string(),
    approval_required: z.boolean(),
    primary_color: z.string().nullable(),
    custom_domain: z.string().nullable(),
    status: z.enum(WORKSPACE_STATUSES).describe('archived after DELETE /workspaces/{id}.'),
    archived_at: timestampSchema.nullable(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'Workspace' });

export type Workspace = z.infer<typeof workspaceSchema>;

/**
 * GET /workspaces query. Archived workspaces are hidden unless asked for: they take no new
 * work and their keys no longer authenticate, but their records (and slugs) remain.
 */
export const listWorkspacesQuerySchema = listQuerySchema.extend({
  status: z
    .enum(['active', 'archived', 'all'])
    .default('active')
    .describe('active (default): live workspaces; archived: archived ones only; all: both.'),
});

export type ListWorkspacesQuery = z.infer<typeof listWorkspacesQuerySchema>;
