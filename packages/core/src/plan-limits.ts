/** The plans an organization can be on (DESIGN.md, "Plans"), cheapest first. */
export const PLANS = ['free', 'pro', 'business', 'agency', 'enterprise'] as const;

export type Plan = (typeof PLANS)[number];

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

/** `null` means unlimited, in this table, in stored limits and in usage objects alike. */
export type Limit = number | null;

export interface PlanLimitsRow {
  readonly max_workspaces: Limit;
  readonly max_members: Limit;
  readonly max_dynamic_codes: Limit;
  readonly max_scans_per_month: Limit;
  readonly max_batch_size: Limit;
  readonly max_dpp_import_rows: Limit;
  readonly max_code_import_rows: Limit;
  readonly max_passports: Limit;
  readonly max_webhooks_per_workspace: Limit;
  readonly max_api_keys_per_workspace: Limit;
  readonly max_created_organizations: Limit;
  readonly max_file_bytes_per_workspace: Limit;
}

export type PlanLimitField = keyof PlanLimitsRow;

/**
 * The per-organization limits that are stored on the organization and enforced as the higher
 * of the stored value and the plan baseline (contract, Limits: "Plan limit fields"). Batch size
 * and DPP import rows follow the plan alone.
 */
export const STORED_LIMIT_FIELDS = [
  'max_workspaces',
  'max_members',
  'max_dynamic_codes',
  'max_scans_per_month',
] as const satisfies readonly PlanLimitField[];

export type StoredLimitField = (typeof STORED_LIMIT_FIELDS)[number];

/**
 * Every plan limit, in one place (DESIGN.md, "Plans").
 *
 * From the contract (Limits): workspaces free 1, pro 3, business 10, agency and enterprise
 * unlimited; batch size free 10, pro 500, business/agency/enterprise 1000; DPP import rows
 * free 100 up to enterprise 10000.
 *
 * Our choice for POST /codes/import: code import rows free 100, pro 5000,
 * business/agency/enterprise 10000 — ten times the batch size, since an import is
 * one request for a whole migration (Bitly, Shlink, a spreadsheet).
 *
 * The contract does not show these, so they are our choice, in the range published QR/link
 * SaaS plans use (one seat and a handful of dynamic codes free; seats and codes growing about
 * an order of magnitude per tier; enterprise negotiated, hence unlimited here):
 * - members: free 1, pro 3, business 10, agency 25, enterprise unlimited;
 * - dynamic codes: free 5, pro 250, business 1000, agency 5000, enterprise unlimited;
 * - scans per month: free 1000, pro 50 000, business 250 000, agency 1 000 000,
 *   enterprise unlimited;
 * - DPP import rows between the contract's ends, as dpp.md ("POST /dpp/import") decides: pro
 *   1000, business and agency 5000;
 * - passports per organization (dpp.md, "Plan limit max_passports"): free 10, pro 1000,
 *   business 10 000, agency 50 000, enterprise unlimited;
 * - webhooks per workspace: free 2, pro 10, business 25, agency and enterprise 100 (every
 *   webhook costs deliveries, so none is unlimited; enforced at POST /webhooks).
 * - API keys per workspace (not revoked): 100 on every plan (a key is a row read
 *   on every request and listed in full by admins; no team needs more, a leaked admin key
 *   must not mint unbounded ones). Enforced at POST /api-keys.
 * - organizations created by one organization's keys (not deleted): 10, enterprise
 *   unlimited (POST /organizations is the one way to new free-plan quotas).
 * - file storage per workspace, the bytes of its non-deleted files: free 100 MB (ten
 *   files of the 10 MB upload maximum: a menu, price lists, a few data sheets), pro 1 GB,
 *   business 5 GB, agency 20 GB, enterprise unlimited. Files live in PostgreSQL, so
 *   every byte is in every backup; from pro up the tiers grow with the dynamic codes
 *   above, which files attach to, at 4–5 MB per code. Enforced at POST /files.
 * The last three answer 403 beyond the limit, like the others.
 *
 * Dynamic codes and monthly scans are reported in usage, never blocked at the limit
 * (contract, GET /organizations/usage).
 */
export const PLAN_LIMITS: Readonly<Record<Plan, PlanLimitsRow>> = Object.freeze({
  free: Object.freeze({
    max_workspaces: 1,
    max_members: 1,
    max_dynamic_codes: 5,
    max_scans_per_month: 1_000,
    max_batch_size: 10,
    max_dpp_import_rows: 100,
    max_code_import_rows: 100,
    max_passports: 10,
    max_webhooks_per_workspace: 2,
    max_api_keys_per_workspace: 100,
    max_created_organizations: 10,
    max_file_bytes_per_workspace: 100_000_000,
  }),
  pro: Object.freeze({
    max_workspaces: 3,
    max_members: 3,
    max_dynamic_codes: 250,
    max_scans_per_month: 50_000,
    max_batch_size: 500,
    max_dpp_import_rows: 1_000,
    max_code_import_rows: 5_000,
    max_passports: 1_000,
    max_webhooks_per_workspace: 10,
    max_api_keys_per_workspace: 100,
    max_created_organizations: 10,
    max_file_bytes_per_workspace: 1_000_000_000,
  }),
  business: Object.freeze({
    max_workspaces: 10,
    max_members: 10,
    max_dynamic_codes: 1_000,
    max_scans_per_month: 250_000,
    max_batch_size: 1_000,
    max_dpp_import_rows: 5_000,
    max_code_import_rows: 10_000,
    max_passports: 10_000,
    max_webhooks_per_workspace: 25,
    max_api_keys_per_workspace: 100,
    max_created_organizations: 10,
    max_file_bytes_per_workspace: 5_000_000_000,
  }),
  agency: Object.freeze({
    max_workspaces: null,
    max_members: 25,
    max_dynamic_codes: 5_000,
    max_scans_per_month: 1_000_000,
    max_batch_size: 1_000,
    max_dpp_import_rows: 5_000,
    max_code_import_rows: 10_000,
    max_passports: 50_000,
    max_webhooks_per_workspace: 100,
    max_api_keys_per_workspace: 100,
    max_created_organizations: 10,
    max_file_bytes_per_workspace: 20_000_000_000,
  }),
  enterprise: Object.freeze({
    max_workspaces: null,
    max_members: null,
    max_dynamic_codes: null,
    max_scans_per_month: null,
    max_batch_size: 1_000,
    max_dpp_import_rows: 10_000,
    max_code_import_rows: 10_000,
    max_passports: null,
    max_webhooks_per_workspace: 100,
    max_api_keys_per_workspace: 100,
    max_created_organizations: null,
    max_file_bytes_per_workspace: null,
  }),
});

/**
 * The limit to enforce for a stored per-organization value (contract, Limits: "enforcement
 * takes the higher of the stored value and the plan baseline"). A stored `null` means "no
 * override", as migration 0001 and every seed write it, so the plan baseline applies; a plan
 * change resets the stored fields to the new baseline. A baseline of `null` (an unlimited
 * plan) stays unlimited whatever is stored, since no number is higher than unlimited.
 */
export function effectiveLimit(plan: Plan, stored: Limit, field: PlanLimitField): Limit {
  const baseline = PLAN_LIMITS[plan][field];
  if (baseline === null) return null;
  if (stored === null) return baseline;
  return Math.max(baseline, stored);
}

/**
 * Codes per print export (POST /exports): ten times the plan's batch size — free 100,
 * pro 5,000, business/agency/enterprise 10,000 — since one export is a whole print order.
 */
export function exportCodeLimit(plan: Plan): Limit {
  const batch = PLAN_LIMITS[plan].max_batch_size;
  return batch === null ? null : batch * 10;
}

export interface Usage {
  readonly used: number;
  readonly limit: Limit;
  /** Whole percent, rounded down so 100 means the limit is reached; above 100 when exceeded. */
  readonly usage_pct: number | null;
  readonly remaining: number | null;
}

/**
 * One usage figure for GET /organizations/usage. Usage is never blocked at the limit
 * (contract), so `used` may exceed `limit`: then `usage_pct` goes above 100 and `remaining`
 * stays at 0. Unlimited gives `usage_pct` and `remaining` `null`, like `limit` (DESIGN.md).
 * A limit of 0 is taken as 1 for the percentage, so any use reads as over the limit instead
 * of dividing by zero.
 */
export function usage(used: number, limit: Limit): Usage {
  if (!Number.isSafeInteger(used) || used < 0) {
    throw new RangeError(`usage: used must be a non-negative integer, got ${used}`);
  }
  if (limit !== null && (!Number.isSafeInteger(limit) || limit < 0)) {
    throw new RangeError(`usage: limit must be a non-negative integer or null, got ${limit}`);
  }
  if (limit === null) return { used, limit, usage_pct: null, remaining: null };
  const usage_pct = Math.floor((used * 100) / Math.max(limit, 1));
  return { used, limit, usage_pct, remaining: Math.max(limit - used, 0) };
}

export interface BillingMonth {
  /** `YYYY-MM`. */
  readonly period: string;
  /** First instant of the month, ISO 8601 UTC with milliseconds. */
  readonly period_start: string;
  /** First instant of the following month: the exclusive end of the period. */
  readonly period_end: string;
}

/**
 * The billing month that contains `now`. Scans count per billing month (contract, GET
 * /organizations/usage); we take the UTC calendar month, the same for every organization,
 * since no billing anchor day is stored.
 */
export function billingMonth(now: Date): BillingMonth {
  if (Number.isNaN(now.getTime())) throw new RangeError('billingMonth: invalid date');
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 to 1900–1999.
  const start = new Date(0);
  start.setUTCFullYear(year, month, 1);
  const end = new Date(0);
  end.setUTCFullYear(year, month + 1, 1);
  return {
    period: start.toISOString().slice(0, 7),
    period_start: start.toISOString(),
    period_end: end.toISOString(),
  };
}
