/** Billing: the public plan table (GET /billing/plans). */
import { z } from 'zod';
import { PLANS, type PlanLimitsRow } from '../plan-limits';

const limit = z.int().nonnegative().nullable();

export const planLimitsSchema = z
  .object({
    max_workspaces: limit,
    max_members: limit,
    max_dynamic_codes: limit,
    max_scans_per_month: limit,
    max_batch_size: limit,
    max_dpp_import_rows: limit,
    max_code_import_rows: limit,
    max_passports: limit,
    max_webhooks_per_workspace: limit,
    max_api_keys_per_workspace: limit,
    max_created_organizations: limit,
    max_file_bytes_per_workspace: limit,
  })
  .describe('Baseline limits of the plan; null means unlimited.')
  .meta({ id: 'PlanLimits' });

export const billingPlanSchema = z
  .object({
    id: z.enum(PLANS),
    name: z.string(),
    limits: planLimitsSchema,
  })
  .meta({ id: 'BillingPlan' });

export type BillingPlan = z.infer<typeof billingPlanSchema>;

// Compile-time: the documented limits are exactly the plan table's columns, both ways.
const documentsEveryLimit = (row: PlanLimitsRow): z.infer<typeof planLimitsSchema> => row;
const documentsOnlyLimits = (limits: z.infer<typeof planLimitsSchema>): PlanLimitsRow => limits;
void documentsEveryLimit;
void documentsOnlyLimits;
