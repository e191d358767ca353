import { createdWebhookSchema, createWebhookSchema, envelopeSchema, listEnvelopeSchema, updateWebhookSchema, webhookDeliveriesQuerySchema, webhookDeliveryLogEntrySchema, webhookPingResultSchema, webhookSchema } from '@quietzone/core/schemas';
import { z } from 'zod';
import { codeActor } from '../codes/code-actor';
import { created, list, ok } from '../http/envelope';
import { defineRoute, routeTable } from '../http/route';
import { routeResource } from '../http/route-resource';
import { findAttemptPosition, listDeliveryAttempts } from './store/webhook-deliveries';
import { findWebhook, listWebhooks } from './store/webhooks';
import { createWebhook } from './create-webhook';
import { deleteWebhook } from './delete-webhook';
import { pingWebhook } from './ping-webhook';
import { updateWebhook } from './update-webhook';
import { deliveryAttemptResource } from './delivery-attempt-resource';
import { webhookResource } from './webhook-resource';

const webhooks = routeResource({ name: 'webhook', schema: webhookSchema, find: (ctx, auth, id) => findWebhook(ctx.db, auth.workspaceId, id) });

/**
 * Webhooks of the caller's workspace (contract, Webhooks). Reading needs `read` (viewers see
 * data, never the secret); creating, changing, deleting and pinging need `manage_webhooks`
 * (ws_admin, org_admin).
 */
export const webhookRoutes = routeTable('Webhooks', [
  defineRoute({
    route: 'GET /webhooks', operationId: 'listWebhooks', access: 'read',
    summary: 'List webhooks',
    description: "Webhooks of the caller's workspace, newest first. The secret is never shown, only `secret_hint`.",
    responses: { 200: { description: 'All webhooks of the workspace.', schema: envelopeSchema(z.array(webhookSchema)) } },
    handler: async ({ event, ctx, auth }) => ok(event, (await listWebhooks(ctx.db, auth.workspaceId)).map(webhookResource)),
  }),
  defineRoute({
    route: 'POST /webhooks', operationId: 'createWebhook', access: 'manage_webhooks', request: { body: createWebhookSchema },
    summary: 'Create a webhook',
    description:
      'The URL must be https, on port 443 or 1024 and above, and must not resolve to a private, loopback or link-local address (unless the server allows private networks). A workspace has at most max_webhooks_per_workspace webhooks (free 2, pro 10, business 25, agency and enterprise 100): beyond that 403. The secret is in this response only.',
    responses: {
      201: { description: 'The webhook, with its secret shown once.', schema: envelopeSchema(createdWebhookSchema) },
      400: 'Invalid JSON or missing url/secret.',
      403: 'The role may not manage webhooks (ws_admin and org_admin may), or the workspace has as many webhooks as its plan allows.',
      422: 'Not https, a port under 1024 other than 443, a non-public address, a secret under 16 characters, or an unknown event type.',
    },
    handler: async ({ event, ctx, auth, body }) => created(event, await createWebhook(ctx, await body(), codeActor(event, auth))),
  }),
  defineRoute({
    route: 'GET /webhooks/{id}', operationId: 'getWebhook', access: 'read', resource: webhooks,
    summary: 'Get a webhook',
    responses: { 200: webhooks.one },
    handler: ({ event, found }) => ok(event, webhookResource(found)),
  }),
  defineRoute({
    route: 'PATCH /webhooks/{id}', operationId: 'updateWebhook', access: 'manage_webhooks', resource: webhooks, request: { body: updateWebhookSchema },
    summary: 'Update a webhook',
    description: '`secret` rotates the signing secret; `is_active: false` stops deliveries and drops pending ones; `true` resumes and resets `consecutive_failures`.',
    responses: { 200: { description: 'The updated webhook.', schema: envelopeSchema(webhookSchema) } },
    handler: async ({ event, ctx, auth, found, body }) => ok(event, await updateWebhook(ctx, found.id, await body(), codeActor(event, auth))),
  }),
  defineRoute({
    route: 'DELETE /webhooks/{id}', operationId: 'deleteWebhook', access: 'manage_webhooks', resource: webhooks,
    summary: 'Delete a webhook',
    description: 'Pending deliveries are dropped.',
    responses: { 204: 'Deleted.' },
    handler: ({ event, ctx, auth, found }) => deleteWebhook(ctx, found.id, codeActor(event, auth)),
  }),
  defineRoute({
    route: 'GET /webhooks/{id}/deliveries', operationId: 'listWebhookDeliveries', access: 'read', resource: webhooks, request: { query: webhookDeliveriesQuerySchema },
    summary: 'List delivery attempts',
    description: 'One entry per attempt, newest first. `next_cursor` is the id of the last entry; an unknown id gives the first page.',
    responses: {
      200: { description: 'A page of the delivery log.', schema: listEnvelopeSchema(webhookDeliveryLogEntrySchema) },
      400: 'limit out of range.',
    },
    handler: async ({ event, ctx, found: webhook, query }) => {
      // Contract, Pagination rule 3: the cursor is an entry id; an unknown id gives the first page.
      const cursor = query.cursor === undefined ? null : await findAttemptPosition(ctx.db, webhook.id, query.cursor);
      const page = await listDeliveryAttempts(ctx.db, webhook.id, { limit: query.limit, cursor });
      const last = page.items.at(-1);
      return list(event, { ...page, nextCursor: page.hasMore && last ? last.id : null }, deliveryAttemptResource);
    },
  }),
  defineRoute({
    route: 'POST /webhooks/{id}/ping', operationId: 'pingWebhook', access: 'manage_webhooks', resource: webhooks,
    summary: 'Send a test event',
    description: "Sends `webhook.ping` now (one attempt, logged in the deliveries) and answers with the receiver's status code and response time.",
    responses: {
      200: { description: 'What the receiver answered; `success` false on a status of 300 or more, a time-out or a network error.', schema: envelopeSchema(webhookPingResultSchema) },
    },
    handler: async ({ event, ctx, auth, found }) => ok(event, await pingWebhook(ctx, found.id, auth.workspaceId)),
  }),
]);
