import { createWebhookSchema, updateWebhookSchema, webhookDeliveriesQuerySchema, webhookSecretHint } from '@quietzone/core';
import { auditActor } from '../auth/audit-actor';
import { requireAuth } from '../auth/auth-context';
import { ApiError } from '../http/api-error';
import { created, list, noContent, ok } from '../http/envelope';
import { readJsonBody, readQuery, routerParam } from '../http/read-input';
import type { AppContext, RouteModule } from '../http/router';
import { newId } from '../new-id';
import { deliveryAttemptResource, findAttemptPosition, insertDeliveries, listDeliveryAttempts } from '../store/webhook-deliveries';
import { lockOrganization, organizationLimit } from '../store/organizations';
import {
  countWebhooks,
  dropPendingDeliveries,
  findWebhook,
  insertWebhook,
  listWebhooks,
  softDeleteWebhook,
  updateWebhook,
  webhookResource,
  type WebhookChanges,
  type WebhookRow,
} from '../store/webhooks';
import { diffChanges, writeAudit } from '../store/write-audit';
import { assertPublicUrl, BlockedUrlError } from '../webhooks/assert-public-url';
import { attemptDelivery } from '../webhooks/attempt-delivery';
import type { WebhookTransport } from '../webhooks/deliver-webhook';
import { DELIVERY_CLAIM_MARGIN_MS } from '../webhooks/delivery-worker';
import { webhookSecretCipher } from '../webhooks/load-secret-key';
import { webhookEnvelope } from '../webhooks/fan-out';

const AUDITED_FIELDS = ['url', 'events', 'is_active'] as const;

/**
 * Webhooks of the caller's workspace (contract, Webhooks). Reading needs `read` (viewers see
 * data, never the secret); creating, changing, deleting and pinging need `manage_webhooks`
 * (ws_admin, org_admin). `transport` lets tests trust their receiver's certificate.
 */
export function createWebhookRoutes(options: { transport?: WebhookTransport } = {}): RouteModule {
  return (router) => {
    // GET /v1/webhooks – the workspace's webhooks, newest first
    router.get('/webhooks', async (event, { db }) => {
      const auth = requireAuth(event, 'read');
      return ok(event, (await listWebhooks(db, auth.workspaceId)).map(webhookResource));
    });

    // POST /v1/webhooks – create a webhook, within the plan's max_webhooks_per_workspace; the secret is in this response only
    router.post('/webhooks', async (event, ctx) => {
      const auth = requireAuth(event, 'manage_webhooks');
      const body = await readJsonBody(event, createWebhookSchema);
      await checkUrl(ctx, body.url, options.transport);
      const at = ctx.clock.now().toISOString();
      const id = newId('wh');
      const secretSealed = webhookSecretCipher(ctx).seal(body.secret, id);
      const row = await ctx.db.transaction(async (tx) => {
        // The organization's row lock serializes creations, so the count below stays true.
        const org = await lockOrganization(tx, auth.organizationId);
        if (!org) throw new ApiError('not_found', 'Organization not found.');
        const limit = organizationLimit(org, 'max_webhooks_per_workspace');
        const current = await countWebhooks(tx, auth.workspaceId);
        if (limit !== null && current >= limit) {
          throw new ApiError(
            'forbidden',
            `The ${org.plan} plan allows ${limit} webhook${limit === 1 ? '' : 's'} per workspace, and ${current} exist${current === 1 ? 's' : ''}. Delete one or upgrade the plan.`,
          );
        }
        const inserted = await insertWebhook(tx, {
          id,
          organizationId: auth.organizationId,
          workspaceId: auth.workspaceId,
          url: body.url,
          secretSealed,
          secretHint: webhookSecretHint(body.secret),
          events: body.events,
          createdAt: at,
        });
        await writeAudit(tx, {
          actor: auditActor(event, auth),
          action: 'webhooks.create',
          resourceType: 'webhooks',
          resourceId: inserted.id,
          changes: { ...diffChanges(null, inserted, AUDITED_FIELDS), secret_hint: [null, inserted.secret_hint] },
          at,
        });
        return inserted;
      });
      return created(event, { ...webhookResource(row), secret: body.secret });
    });

    // GET /v1/webhooks/:id – one webhook
    router.get('/webhooks/:id', async (event, { db }) => {
      const auth = requireAuth(event, 'read');
      return ok(event, webhookResource(await existing(db, auth.workspaceId, routerParam(event, 'id'))));
    });

    // PATCH /v1/webhooks/:id – change url, events, is_active; a secret rotates the signing key (the old one still signs for 24 h)
    router.patch('/webhooks/:id', async (event, ctx) => {
      const auth = requireAuth(event, 'manage_webhooks');
      const id = routerParam(event, 'id');
      const body = await readJsonBody(event, updateWebhookSchema);
      await existing(ctx.db, auth.workspaceId, id);
      if (body.url !== undefined) await checkUrl(ctx, body.url, options.transport);
      const at = ctx.clock.now().toISOString();
      const row = await ctx.db.transaction(async (tx) => {
        const before = await findWebhook(tx, auth.workspaceId, id, { forUpdate: true });
        if (!before) throw new ApiError('not_found', 'Webhook not found.');
        const after = await updateWebhook(tx, id, { url: body.url, events: body.events, isActive: body.is_active, secret: rotation(ctx, before, body.secret, at) }, at);
        if (before.is_active && !after.is_active) await dropPendingDeliveries(tx, id);
        const changes = diffChanges(before, after, AUDITED_FIELDS);
        if (before.consecutive_failures !== after.consecutive_failures) changes.consecutive_failures = [before.consecutive_failures, after.consecutive_failures];
        // The secret itself never enters the audit log; that it changed does.
        if (body.secret !== undefined) changes.secret_hint = [webhookResource(before).secret_hint, webhookResource(after).secret_hint];
        await writeAudit(tx, { actor: auditActor(event, auth), action: 'webhooks.update', resourceType: 'webhooks', resourceId: id, changes, at });
        return after;
      });
      return ok(event, webhookResource(row));
    });

    // DELETE /v1/webhooks/:id – delete a webhook; its pending deliveries are dropped
    router.delete('/webhooks/:id', async (event, { db, clock }) => {
      const auth = requireAuth(event, 'manage_webhooks');
      const id = routerParam(event, 'id');
      const at = clock.now().toISOString();
      await db.transaction(async (tx) => {
        const before = await findWebhook(tx, auth.workspaceId, id, { forUpdate: true });
        if (!before || !(await softDeleteWebhook(tx, id, at))) throw new ApiError('not_found', 'Webhook not found.');
        await dropPendingDeliveries(tx, id);
        await writeAudit(tx, {
          actor: auditActor(event, auth),
          action: 'webhooks.delete',
          resourceType: 'webhooks',
          resourceId: id,
          changes: diffChanges(before, null, AUDITED_FIELDS),
          at,
        });
      });
      return noContent(event);
    });

    // GET /v1/webhooks/:id/deliveries – the delivery log, one entry per attempt, newest first
    router.get('/webhooks/:id/deliveries', async (event, { db }) => {
      const auth = requireAuth(event, 'read');
      const webhook = await existing(db, auth.workspaceId, routerParam(event, 'id'));
      const query = readQuery(event, webhookDeliveriesQuerySchema);
      // Contract, Pagination rule 3: the cursor is an entry id; an unknown id gives the first page.
      const cursor = query.cursor === undefined ? null : await findAttemptPosition(db, webhook.id, query.cursor);
      const page = await listDeliveryAttempts(db, webhook.id, { limit: query.limit, cursor });
      const last = page.items.at(-1);
      return list(event, { ...page, nextCursor: page.hasMore && last ? last.id : null }, deliveryAttemptResource);
    });

    // POST /v1/webhooks/:id/ping – send webhook.ping now and answer with the receiver's verdict
    router.post('/webhooks/:id/ping', async (event, ctx) => {
      const auth = requireAuth(event, 'manage_webhooks');
      const webhook = await existing(ctx.db, auth.workspaceId, routerParam(event, 'id'));
      const now = ctx.clock.now();
      const at = now.toISOString();
      const owner = newId('ping');
      const delivery = {
        id: newId('dlv'),
        webhook_id: webhook.id,
        event_id: newId('evt'),
        event_type: 'webhook.ping',
        payload: '',
        attempts: 0,
        url: webhook.url,
        secret: webhook.secret,
        secret_sealed: webhook.secret_sealed,
        previous_secret_sealed: webhook.previous_secret_sealed,
        previous_secret_expires_at: webhook.previous_secret_expires_at,
      };
      delivery.payload = webhookEnvelope({ id: delivery.event_id, type: 'webhook.ping', created: at, data: { webhook_id: webhook.id, url: webhook.url } });
      // Logged like any delivery, but never picked up by the worker (no next_attempt_at): a
      // ping is one attempt, made by this request.
      await insertDeliveries(ctx.db, [
        {
          id: delivery.id,
          webhookId: webhook.id,
          eventId: delivery.event_id,
          eventType: delivery.event_type,
          payload: delivery.payload,
          nextAttemptAt: null,
          lockedBy: owner,
          lockedUntil: new Date(now.getTime() + ctx.config.webhookTimeoutMs + DELIVERY_CLAIM_MARGIN_MS).toISOString(),
          createdAt: at,
        },
      ]);
      const result = await attemptDelivery(ctx, delivery, { owner, now, retry: false, transport: options.transport });
      return ok(event, {
        success: result.ok,
        status_code: result.statusCode,
        response_time_ms: result.responseTimeMs,
        delivery_id: delivery.id,
        event_id: delivery.event_id,
        error: result.error,
      });
    });
  };
}

export const webhookRoutes: RouteModule = createWebhookRoutes();

/**
 * How long a replaced secret still signs (a second `webhook-signature` entry): a day for
 * receivers to switch to the new one without rejecting a single request.
 */
export const SECRET_ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** The columns of a PATCH that sets a new secret: the current one becomes the previous. */
function rotation(ctx: AppContext, before: WebhookRow, secret: string | undefined, at: string): WebhookChanges['secret'] {
  if (secret === undefined) return undefined;
  const cipher = webhookSecretCipher(ctx);
  return {
    sealed: cipher.seal(secret, before.id),
    hint: webhookSecretHint(secret),
    // A plain secret from before migration 0011 is sealed on its way to the previous slot.
    previousSealed: before.secret_sealed ?? cipher.seal(before.secret ?? '', before.id),
    until: new Date(Date.parse(at) + SECRET_ROTATION_OVERLAP_MS).toISOString(),
  };
}

async function existing(db: AppContext['db'], workspaceId: string, id: string): Promise<WebhookRow> {
  const row = await findWebhook(db, workspaceId, id);
  if (!row) throw new ApiError('not_found', 'Webhook not found.');
  return row;
}

/** The SSRF guard at create and PATCH (it runs again before every delivery). */
async function checkUrl(ctx: AppContext, url: string, transport: WebhookTransport | undefined): Promise<void> {
  try {
    await assertPublicUrl(url, { allowPrivate: ctx.config.webhookAllowPrivateNetworks, lookup: transport?.lookup });
  } catch (error) {
    if (!(error instanceof BlockedUrlError)) throw error;
    ctx.logger.info('webhook url refused', { reason: error.reason, detail: error.detail });
    throw new ApiError('validation', error.message, { errors: [{ field: 'url', message: error.message }] });
  }
}
