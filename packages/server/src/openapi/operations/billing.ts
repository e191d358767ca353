import { type OpenApiOperation } from '../build-openapi-document';
import { billingPlanSchema, envelopeSchema } from '@quietzone/core';
import { z } from 'zod';

const TAGS = ['Billing'];
/** The answer a provider integration would give; documented so clients can code against it, never served by this server. */
const redirectEnvelope = envelopeSchema(z.object({ url: z.url().describe("The payment provider's page to send the user to.") }));
const RESERVED = 'Reserved for a payment provider integration (the provider page to open); this server has none and always answers 501 to org_admin keys.';
const NOT_CONFIGURED = 'org_admin keys: no payment provider is configured on this server (problem type not-implemented).';

export const billingOperations: readonly OpenApiOperation[] = [
  {
    method: 'GET',
    path: '/billing/plans',
    operationId: 'listBillingPlans',
    summary: 'The plans and their limits',
    description: 'Public. Cheapest first; a null limit is unlimited.',
    tags: TAGS,
    auth: 'public',
    responses: { 200: { description: 'Every plan.', schema: envelopeSchema(z.array(billingPlanSchema)) } },
  },
  {
    method: 'POST',
    path: '/billing/checkout',
    operationId: 'createBillingCheckout',
    summary: 'Start a plan checkout',
    description: 'Organization administrators only. Needs a payment provider, which this server does not have.',
    tags: TAGS,
    auth: 'api_key',
    responses: { 200: { description: RESERVED, schema: redirectEnvelope }, 403: { description: 'Not an org_admin secret key.' }, 501: { description: NOT_CONFIGURED } },
  },
  {
    method: 'GET',
    path: '/billing/portal',
    operationId: 'getBillingPortal',
    summary: 'Open the billing portal',
    description: 'Organization administrators only. Needs a payment provider, which this server does not have.',
    tags: TAGS,
    auth: 'api_key',
    responses: { 200: { description: RESERVED, schema: redirectEnvelope }, 403: { description: 'Not an org_admin secret key.' }, 501: { description: NOT_CONFIGURED } },
  },
];
