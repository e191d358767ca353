import type { AppContext } from '../app/app-context';
import { listDomainsToRecheck } from './store/workspace-domains';
import { checkWorkspaceDomain } from './check-workspace-domain';

/** A verified domain is checked again this long after the last check that found its record. */
export const DOMAIN_RECHECK_AFTER_MS = 24 * 60 * 60 * 1000;
/** Domains checked in one pass at most; the rest wait for the next pass (hourly). */
const DOMAINS_PER_PASS = 500;

/**
 * One pass of the daily re-check: the verified domains last found a day ago or more, and the
 * failed ones that had been verified, each looked up again (domains/check-workspace-domain.ts:
 * a record gone fails the domain and starts its grace period, with `workspace.domain_failed`;
 * a record back verifies it again). Returns how many were checked.
 */
export async function recheckDomains(ctx: Pick<AppContext, 'db' | 'clock' | 'caches' | 'config'>, signal?: AbortSignal): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - DOMAIN_RECHECK_AFTER_MS).toISOString();
  const due = await listDomainsToRecheck(ctx.db, cutoff, DOMAINS_PER_PASS);
  let checked = 0;
  for (const row of due) {
    if (signal?.aborted) break;
    await checkWorkspaceDomain(ctx, row, { type: 'system', id: null });
    checked++;
  }
  return checked;
}
