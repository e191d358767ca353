import { webhookSecretHint, type UpdateWebhookInput } from '@quietzone/core/schemas';
import type { CodeActor } from '../codes/code-actor';
import type { AppContext } from '../app/app-context';
import { dropPendingDeliveries, updateWebhook as updateWebhookRow, type WebhookChanges, type WebhookRow } from './store/webhooks';
import { writeAudit } from '../audit-logs/store/write-audit';
import { AUDITED_WEBHOOK_FIELDS } from './audited-webhook-fields';
import { checkWebhookUrl } from './check-webhook-url';
import { getWebhookOrThrow } from './get-webhook-or-throw';
import { webhookSecretCipher } from './load-secret-key';
import { webhookResource } from './webhook-resource';
import { diffChanges } from '../audit-logs/diff-changes';

/**
 * How long a replaced secret still signs (a second `webhook-signature` entry): a day for
 * receivers to switch to the new one without rejecting a single request.
 */
export const SECRET_ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

/**
 * PATCH /webhooks/{id}: url, events, is_active; a `secret` rotates the signing key (the old
 * one still signs for a day). Switching a webhook off drops its pending deliveries. One
 * `webhooks.update` audit entry, which names that the secret changed but never the secret.
 */
export async function updateWebhook(ctx: AppContext, id: string, input: UpdateWebhookInput, who: CodeActor): Promise<ReturnType<typeof webhookResource>> {
  if (input.url !== undefined) await checkWebhookUrl(ctx, input.url);
  const at = ctx.clock.now().toISOString();
  const row = await ctx.db.transaction(async (tx) => {
    const before = await getWebhookOrThrow(tx, who.workspaceId, id, { forUpdate: true });
    const after = await updateWebhookRow(tx, id, { url: input.url, events: input.events, isActive: input.is_active, secret: rotation(ctx, before, input.secret, at) }, at);
    if (before.is_active && !after.is_active) await dropPendingDeliveries(tx, id);
    const changes = diffChanges(before, after, AUDITED_WEBHOOK_FIELDS);
    if (before.consecutive_failures !== after.consecutive_failures) changes.consecutive_failures = [before.consecutive_failures, after.consecutive_failures];
    // The secret itself never enters the audit log; that it changed does.
    if (input.secret !== undefined) changes.secret_hint = [webhookResource(before).secret_hint, webhookResource(after).secret_hint];
    await writeAudit(tx, { actor: who.actor, action: 'webhooks.update', resourceType: 'webhooks', resourceId: id, changes, at });
    return after;
  });
  return webhookResource(row);
}

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
