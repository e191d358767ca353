import type { CodeActor } from '../codes/code-actor';
import type { AppContext } from '../app/app-context';
import { dropPendingDeliveries, softDeleteWebhook } from './store/webhooks';
import { writeAudit } from '../audit-logs/store/write-audit';
import { AUDITED_WEBHOOK_FIELDS } from './audited-webhook-fields';
import { getWebhookOrThrow, webhookNotFound } from './get-webhook-or-throw';
import { diffChanges } from '../audit-logs/diff-changes';

/** DELETE /webhooks/{id}: a soft delete; its pending deliveries are dropped (their log stays). */
export async function deleteWebhook(ctx: AppContext, id: string, who: CodeActor): Promise<void> {
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction(async (tx) => {
    const before = await getWebhookOrThrow(tx, who.workspaceId, id, { forUpdate: true });
    if (!(await softDeleteWebhook(tx, id, at))) throw webhookNotFound();
    await dropPendingDeliveries(tx, id);
    await writeAudit(tx, {
      actor: who.actor,
      action: 'webhooks.delete',
      resourceType: 'webhooks',
      resourceId: id,
      changes: diffChanges(before, null, AUDITED_WEBHOOK_FIELDS),
      at,
    });
  });
}
