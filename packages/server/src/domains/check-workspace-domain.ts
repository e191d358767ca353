import type { AppContext } from '../app/app-context';
import { emitEvent } from '../events/emit-event';
import { findWorkspace } from '../workspaces/store/workspaces';
import { recordDomainCheck, type DomainOwnerRow } from './store/workspace-domains';
import { writeAudit, type AuditActor } from '../audit-logs/store/write-audit';
import { workspaceResource } from '../workspaces/workspace-resource';
import { lookupDomainTxt } from './lookup-domain-txt';
import { domainServes, verificationRecordName } from './workspace-domain';

/**
 * Looks up the TXT record of the workspace's domain and records what it found: verified when
 * one of the TXT strings at `_quietzone.<domain>` is the workspace's token, failed otherwise.
 * A change of status is audited (`workspaces.domain_check`, by `actor`); a verified domain that
 * fails emits `workspace.domain_failed` (the workspace as GET returns it), and keeps serving for
 * the grace period (domains/workspace-domain.ts). Caches are dropped when the status changed.
 * Returns the stored row after the check, or undefined when the domain was changed meanwhile.
 */
export async function checkWorkspaceDomain(
  ctx: Pick<AppContext, 'db' | 'clock' | 'caches' | 'config'>,
  row: DomainOwnerRow,
  actor: Omit<AuditActor, 'organizationId' | 'workspaceId'>,
): Promise<DomainOwnerRow | undefined> {
  const domain = row.custom_domain;
  const token = row.domain_token;
  if (domain === null || token === null) return undefined;
  const records = await lookupDomainTxt(ctx.config, verificationRecordName(domain));
  const found = records.some((record) => record.trim() === token);
  const at = ctx.clock.now().toISOString();
  const outcome = await ctx.db.transaction(async (tx) => {
    const checked = await recordDomainCheck(tx, row.id, domain, token, found, at);
    if (!checked || checked.before.domain_status === checked.after.domain_status) return checked;
    const { before, after } = checked;
    await writeAudit(tx, {
      actor: { ...actor, organizationId: after.organization_id, workspaceId: after.id },
      action: 'workspaces.domain_check',
      resourceType: 'workspaces',
      resourceId: after.id,
      changes: { domain_status: [before.domain_status, after.domain_status] },
      at,
    });
    if (before.domain_status === 'verified' && after.domain_status === 'failed') {
      const workspace = await findWorkspace(tx, after.organization_id, after.id);
      if (workspace) await emitEvent(tx, { organizationId: after.organization_id, workspaceId: after.id, type: 'workspace.domain_failed', data: workspaceResource(workspace), at });
    }
    return checked;
  });
  if (!outcome) return undefined;
  const now = Date.parse(at);
  if (outcome.before.domain_status !== outcome.after.domain_status || domainServes(outcome.before, now) !== domainServes(outcome.after, now)) ctx.caches.forgetDomains();
  return outcome.after;
}
