import { webhookSecretHint, type CreateWebhookInput } from '@quietzone/core/schemas';
import type { CodeActor } from '../codes/code-actor';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../app/app-context';
import { newId } from '../new-id';
import { lockOrganization } from '../organizations/store/organizations';
import { countWebhooks, insertWebhook } from './store/webhooks';
import { writeAudit } from '../audit-logs/store/write-audit';
import { AUDITED_WEBHOOK_FIELDS } from './audited-webhook-fields';
import { checkWebhookUrl } from './check-webhook-url';
import { webhookSecretCipher } from './load-secret-key';
import { organizationLimit } from '../organizations/organization-limit';
import { webhookResource } from './webhook-resource';
import { diffChanges } from '../audit-logs/diff-changes';
import { organizationNotFound } from '../organizations/get-organization-or-throw';

/**
 * POST /webhooks: a webhook of the caller's workspace, within the plan's
 * max_webhooks_per_workspace (403 beyond), its secret sealed at rest and shown in this answer
 * only, with the `webhooks.create` audit entry.
 */
export async function createWebhook(ctx: AppContext, input: CreateWebhookInput, who: CodeActor): Promise<ReturnType<typeof webhookResource> & { readonly secret: string }> {
  await checkWebhookUrl(ctx, input.url);
  const at = ctx.clock.now().toISOString();
  const id = newId('wh');
  const secretSealed = webhookSecretCipher(ctx).seal(input.secret, id);
  const row = await ctx.db.transaction(async (tx) => {
    // The organization's row lock serializes creations, so the count below stays true.
    const org = await lockOrganization(tx, who.organizationId);
    if (!org) throw organizationNotFound();
    const limit = organizationLimit(org, 'max_webhooks_per_workspace');
    const current = await countWebhooks(tx, who.workspaceId);
    if (limit !== null && current >= limit) {
      throw new ApiError(
        'forbidden',
        `The ${org.plan} plan allows ${limit} webhook${limit === 1 ? '' : 's'} per workspace, and ${current} exist${current === 1 ? 's' : ''}. Delete one or upgrade the plan.`,
      );
    }
    const inserted = await insertWebhook(tx, {
      id,
      organizationId: who.organizationId,
      workspaceId: who.workspaceId,
      url: input.url,
      secretSealed,
      secretHint: webhookSecretHint(input.secret),
      events: input.events,
      createdAt: at,
    });
    await writeAudit(tx, {
      actor: who.actor,
      action: 'webhooks.create',
      resourceType: 'webhooks',
      resourceId: inserted.id,
      changes: { ...diffChanges(null, inserted, AUDITED_WEBHOOK_FIELDS), secret_hint: [null, inserted.secret_hint] },
      at,
    });
    return inserted;
  });
  return { ...webhookResource(row), secret: input.secret };
}
