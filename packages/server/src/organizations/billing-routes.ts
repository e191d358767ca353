import { PLAN_LIMITS, PLANS, type Plan } from '@quietzone/core';
import { billingPlanSchema, envelopeSchema, type BillingPlan } from '@quietzone/core/schemas';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { defineRoute, routeTable, type RouteMethod } from '../http/route';

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

/** The answer a provider integration would give; documented so clients can code against it, never served by this server. */
const redirectEnvelope = envelopeSchema(z.object({ url: z.url().describe("The payment provider's page to send the user to.") }));
const RESERVED = 'Reserved for a payment provider integration (the provider page to open); this server has none and always answers 501 to org_admin keys.';
const NOT_CONFIGURED = 'org_admin keys: no payment provider is configured on this server (problem type not-implemented).';

/** Checkout and portal: org_admin keys only, and then 501, since they need the payment provider this server lacks. */
function providerRoute(method: RouteMethod, path: string, operationId: string, summary: string) {
  return defineRoute({
    method, path, operationId, summary, access: 'billing',
    description: 'Organization administrators only. Needs a payment provider, which this server does not have.',
    responses: { 200: { description: RESERVED, schema: redirectEnvelope }, 501: NOT_CONFIGURED },
    handler: () => {
      throw new ApiError('not_implemented', NO_PAYMENT_PROVIDER);
    },
  });
}

/**
 * Billing (contract: /billing/plans public; checkout and portal for organization
 * administrators only). Checkout and portal answer 501 `not-implemented` to org_admin keys and
 * 403 to every other key: the rights check (access `billing`) comes first, so nobody learns
 * more than they may.
 */
export const billingRoutes = routeTable('Billing', [
  defineRoute({
    route: 'GET /billing/plans', operationId: 'listBillingPlans', access: 'public',
    summary: 'The plans and their limits',
    description: 'Public. Cheapest first; a null limit is unlimited.',
    responses: { 200: { description: 'Every plan.', schema: envelopeSchema(z.array(billingPlanSchema)) } },
    handler: ({ event }) => ok(event, billingPlans()),
  }),
  providerRoute('POST', '/billing/checkout', 'createBillingCheckout', 'Start a plan checkout'),
  providerRoute('GET', '/billing/portal', 'getBillingPortal', 'Open the billing portal'),
]);
