import { randomBytes } from 'node:crypto';
import type { WorkspaceDomain } from '@quietzone/core/schemas';
import type { WorkspaceRow } from '../workspaces/store/workspaces';

/**
 * How long a verified domain whose TXT record has gone keeps being served, from the first check
 * that missed it: three days covers a DNS migration or a hosting mistake noticed over a weekend,
 * so printed codes do not break on one bad answer, yet a domain given up stops being ours soon.
 */
export const DOMAIN_GRACE_MS = 72 * 60 * 60 * 1000;

/** The DNS name of the TXT record that proves control of `domain`. */
export function verificationRecordName(domain: string): string {
  return `_quietzone.${domain}`;
}

/** A fresh value for a new domain's TXT record: 128 random bits, hex. */
export function newDomainToken(): string {
  return randomBytes(16).toString('hex');
}

type DomainFields = Pick<WorkspaceRow, 'custom_domain' | 'domain_status' | 'domain_token' | 'domain_checked_at' | 'domain_failing_since'>;

/**
 * Whether the workspace's domain answers requests at `now`: verified, or failed less than
 * {@link DOMAIN_GRACE_MS} after the first failed check of a domain that had been verified.
 */
export function domainServes(row: DomainFields, now: number): boolean {
  if (row.custom_domain === null) return false;
  if (row.domain_status === 'verified') return true;
  return row.domain_status === 'failed' && row.domain_failing_since !== null && now < Date.parse(row.domain_failing_since) + DOMAIN_GRACE_MS;
}

/** The `domain` of the workspace resource; null without a custom domain. */
export function workspaceDomainResource(row: DomainFields): WorkspaceDomain | null {
  if (row.custom_domain === null) return null;
  return {
    name: row.custom_domain,
    status: row.domain_status ?? 'pending',
    verification: { type: 'dns-txt', name: verificationRecordName(row.custom_domain), value: row.domain_token ?? '' },
    verified_at: row.domain_checked_at,
  };
}
