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

/** Characters that would make a URL parser read more than a host name (port, path, user, query, IPv6 brackets). */
const NOT_IN_HOST_NAMES = /[\s/\\:@?#%[\]]/;

/**
 * The ASCII (punycode) form of an internationalized host name, as DNS and TLS certificates
 * carry it (`bücher.example` → `xn--bcher-kva.example`), lower-cased; ASCII names only
 * lower-cased. A value the WHATWG URL parser refuses comes back unchanged, for the pattern to
 * refuse it.
 */
export function asciiHostName(value: string): string {
  const lower = value.toLowerCase();
  if (/^[\x00-\x7f]*$/.test(lower) || NOT_IN_HOST_NAMES.test(lower)) return lower;
  try {
    return new URL(`http://${lower}/`).hostname;
  } catch {
    return lower;
  }
}

const customDomainSchema = z
  .string()
  .max(1000)
  .trim()
  .overwrite(asciiHostName)
  .refine((value) => HOSTNAME_PATTERN.test(value), 'must be a host name such as qr.example.com')
  .describe(
    "Host name for the workspace's short links, such as `qr.example.com`; stored in lower case, an internationalized name in its ASCII (punycode) form. " +
      'Unique across the service (409). A new domain starts `pending` until POST /workspaces/{id}/domain/verify finds its DNS TXT record.',
  );

export const DOMAIN_STATUSES = ['pending', 'verified', 'failed'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

export const workspaceDomainSchema = z
  .object({
    name: z.string().describe('The custom domain, lower case, ASCII (punycode).'),
    status: z
      .enum(DOMAIN_STATUSES)
      .describe(
        'pending: not verified yet, not served; verified: served; failed: a check no longer finds the TXT record (a domain that was verified keeps being served for 72 hours from the first failed check).',
      ),
    verification: z
      .object({
        type: z.literal('dns-txt'),
        name: z.string().describe('The DNS name of the TXT record: `_quietzone.<domain>`.'),
        value: z.string().describe('The value the TXT record must carry.'),
      })
      .describe('The DNS record that proves control of the domain.'),
    verified_at: timestampSchema.nullable().describe('The last check that found the record; null before the first.'),
  })
  .meta({ id: 'WorkspaceDomain' });

export type WorkspaceDomain = z.infer<typeof workspaceDomainSchema>;

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
    domain: workspaceDomainSchema.nullable().describe('The custom domain and its verification; null without one.'),
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

/** GET /domains/allowed query (the reverse proxy's on-demand TLS question). */
export const allowedDomainQuerySchema = z.object({
  domain: z.string().min(1).max(253).describe('The host name a TLS handshake asks for.'),
});
