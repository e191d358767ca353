import { type OpenApiOperation } from '../build-openapi-document';
import { createWebhookSchema, createdWebhookSchema, envelopeSchema, idSchema, listEnvelopeSchema, updateWebhookSchema, webhookDeliveriesQuerySchema, webhookDeliveryLogEntrySchema, webhookPingResultSchema, webhookSchema } from '@quietzone/core';
import { z } from 'zod';

const idParams = z.object({ id: idSchema });
const tags = ['Webhooks'];

export const webhookOperations: readonly OpenApiOperation[] = [
  {
    method: 'GET',
    path: '/webhooks',
    operationId: 'listWebhooks',
    summary: 'List webhooks',
    description: "Webhooks of the caller's workspace, newest first. The secret is never shown, only `secret_hint`.",
    tags,
    auth: 'api_key',
    responses: { 200: { description: 'All webhooks of the workspace.', schema: envelopeSchema(z.array(webhookSchema)) } },
  },
  {
    method: 'POST',
    path: '/webhooks',
    operationId: 'createWebhook',
    summary: 'Create a webhook',
    description:
      'The URL must be https, on port 443 or 1024 and above, and must not resolve to a private, loopback or link-local address (unless the server allows private networks). A workspace has at most max_webhooks_per_workspace webhooks (free 2, pro 10, business 25, agency and enterprise 100): beyond that 403. The secret is in this response only.',
    tags,
    auth: 'api_key',
    request: { body: createWebhookSchema },
    responses: {
      201: { description: 'The webhook, with its secret shown once.', schema: envelopeSchema(createdWebhookSchema) },
      400: { description: 'Invalid JSON or missing url/secret.' },
      403: { description: 'The role may not manage webhooks (ws_admin and org_admin may), or the workspace has as many webhooks as its plan allows.' },
      422: { description: 'Not https, a port under 1024 other than 443, a non-public address, a secret under 16 characters, or an unknown event type.' },
    },
  },
  {
    method: 'GET',
    path: '/webhooks/{id}',
    operationId: 'getWebhook',
    summary: 'Get a webhook',
    tags,
    auth: 'api_key',
    request: { params: idParams },
    responses: { 200: { description: 'The webhook.', schema: envelopeSchema(webhookSchema) }, 404: { description: 'No such webhook in the workspace.' } },
  },
  {
    method: 'PATCH',
    path: '/webhooks/{id}',
    operationId: 'updateWebhook',
    summary: 'Update a webhook',
    description: '`secret` rotates the signing secret; `is_active: false` stops deliveries and drops pending ones; `true` resumes and resets `consecutive_failures`.',
    tags,
    auth: 'api_key',
    request: { params: idParams, body: updateWebhookSchema },
    responses: {
      200: { description: 'The updated webhook.', schema: envelopeSchema(webhookSchema) },
      403: { description: 'The role may not manage webhooks.' },
      404: { description: 'No such webhook in the workspace.' },
      422: { description: 'Invalid fields.' },
    },
  },
  {
    method: 'DELETE',
    path: '/webhooks/{id}',
    operationId: 'deleteWebhook',
    summary: 'Delete a webhook',
    description: 'Pending deliveries are dropped.',
    tags,
    auth: 'api_key',
    request: { params: idParams },
    responses: { 204: { description: 'Deleted.' }, 403: { description: 'The role may not manage webhooks.' }, 404: { description: 'No such webhook in the workspace.' } },
  },
  {
    method: 'GET',
    path: '/webhooks/{id}/deliveries',
    operationId: 'listWebhookDeliveries',
    summary: 'List delivery attempts',
    description: 'One entry per attempt, newest first. `next_cursor` is the id of the last entry; an unknown id gives the first page.',
    tags,
    auth: 'api_key',
    request: { params: idParams, query: webhookDeliveriesQuerySchema },
    responses: {
      200: { description: 'A page of the delivery log.', schema: listEnvelopeSchema(webhookDeliveryLogEntrySchema) },
      400: { description: 'limit out of range.' },
      404: { description: 'No such webhook in the workspace.' },
    },
  },
  {
    method: 'POST',
    path: '/webhooks/{id}/ping',
    operationId: 'pingWebhook',
    summary: 'Send a test event',
    description: "Sends `webhook.ping` now (one attempt, logged in the deliveries) and answers with the receiver's status code and response time.",
    tags,
    auth: 'api_key',
    request: { params: idParams },
    responses: {
      200: { description: 'What the receiver answered; `success` false on a status of 300 or more, a time-out or a network error.', schema: envelopeSchema(webhookPingResultSchema) },
      403: { description: 'The role may not manage webhooks.' },
      404: { description: 'No such webhook in the workspace.' },
    },
  },
];
