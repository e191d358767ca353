/** Billing: the public plan table (GET /billing/plans). */
import { z } from 'zod';
import { PLANS } from '../plan-limits';

const limit = z.int().nonnegative().nullable();

export const planLimitsSchema = z
  .object({
    max_workspaces: limit,
    max_members: limit,
    max_dynamic_codes: limit,
    max_scans_per_month: limit,
    max_batch_size: limit,
    max_dpp_import_rows: limit,
    max_passports: limit,
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
