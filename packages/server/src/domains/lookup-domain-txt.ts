import { Resolver } from 'node:dns/promises';
import type { Config } from '../config';

/** A lookup that gives no answer in this time counts as not found: the caller may try again. */
const DNS_TIMEOUT_MS = 5000;

/**
 * The TXT strings published at `name` (each record's chunks joined, RFC 7208 §3.3), from the
 * servers of DNS_SERVERS when set, else the system's. A name with no TXT record, or none at all,
 * gives [] — so does a server that does not answer: a missing proof and an unreachable proof
 * both mean "not verified now".
 */
export async function lookupDomainTxt(config: Pick<Config, 'dnsServers'>, name: string): Promise<string[]> {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 1 });
  if (config.dnsServers.length > 0) resolver.setServers(config.dnsServers);
  try {
    const records = await resolver.resolveTxt(name);
    return records.map((chunks) => chunks.join(''));
  } catch {
    return [];
  } finally {
    resolver.cancel();
  }
}
