import { PLAN_LIMITS, PLANS, type BillingPlan, type Plan } from '@quietzone/core';
import { requireAuth } from '../auth/auth-context';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import type { RouteModule } from '../http/router';

const PLAN_NAMES: Readonly<Record<Plan, string>> = { free: 'Free', pro: 'Pro', business: 'Business', agency: 'Agency', enterprise: 'Enterprise' };

/**
 * Said by checkout and portal: this server has no payment provider integration at all, so
 * there is no setting that would switch them on; plans are set by the operator
 * (BOOTSTRAP_PLAN for the first organization, otherwise in the database).
 */
export const NO_PAYMENT_PROVIDER =
  'No payment provider is configured on this server, so billing checkout and the billing portal are not available. Plans are changed by the operator of this server.';

/** The plan table, cheapest first, exactly as core's PLAN_LIMITS enforces it (null = unlimited). */
export function billingPlans(): BillingPlan[] {
  return PLANS.map((id) => ({ id, name: PLAN_NAMES[id], limits: { ...PLAN_LIMITS[id] } }));
}

/**
 * Billing (contract: /billing/plans public; checkout and portal for organization
 * administrators only). Checkout and portal answer 501 `not-implemented` to org_admin keys and
 * 403 to every other key: the rights check comes first, so nobody learns more than they may.
 */
export const billingRoutes: RouteModule = (router) => {
  // GET /v1/billing/plans – the plans and their limits (public)
  router.get('/billing/plans', (event) => ok(event, billingPlans()), { public: true });

  // POST /v1/billing/checkout – org_admin: 501, no payment provider
  router.post('/billing/checkout', (event) => {
    requireAuth(event, 'billing');
    throw new ApiError('not_implemented', NO_PAYMENT_PROVIDER);
  });

  // GET /v1/billing/portal – org_admin: 501, no payment provider
  router.get('/billing/portal', (event) => {
    requireAuth(event, 'billing');
    throw new ApiError('not_implemented', NO_PAYMENT_PROVIDER);
  });
};
