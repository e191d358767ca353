import type { OrganizationRow } from './store/organizations';
import { organizationLimit } from './organization-limit';

/** The API representation (core `organizationSchema`): limits are the ones in force. */
export function organizationResource(row: OrganizationRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    billing_email: row.billing_email,
    plan: row.plan,
    limits: {
      max_workspaces: organizationLimit(row, 'max_workspaces'),
      max_members: organizationLimit(row, 'max_members'),
      max_dynamic_codes: organizationLimit(row, 'max_dynamic_codes'),
      max_scans_per_month: organizationLimit(row, 'max_scans_per_month'),
      max_batch_size: organizationLimit(row, 'max_batch_size'),
      max_dpp_import_rows: organizationLimit(row, 'max_dpp_import_rows'),
    },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
