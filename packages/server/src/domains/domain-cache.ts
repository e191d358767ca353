import { ExpiringLru } from '../app/expiring-lru';
import { createImageRateLimiter, type ImageRateLimiter } from '../http/image-rate-limit';
import type { DomainOwnerRow } from './store/workspace-domains';

/** As the code caches: another process's domain change shows here within a minute at worst. */
export const DOMAIN_CACHE_TTL_MS = 60_000;
/**
 * GET /domains/allowed per client address and minute: the reverse proxy asks once per new host
 * name in a TLS handshake, so a flood of asks is someone probing for names, not traffic.
 */
export const DOMAIN_ASKS_PER_MINUTE = 600;

/** Host names a client may send are unbounded; the domains of one instance are few. */
export const DOMAIN_CACHE_MAX_ENTRIES = 10_000;

/**
 * Who owns a host name (null: nobody, a host that is no custom domain — kept too, so a request
 * on an unknown host does not read the database each time) and which domain a workspace has
 * (for the URLs of its codes and passports). Dropped whole on any domain change
 * (app/code-caches.ts `forgetDomains`): changes are rare and the entries cheap to read again.
 */
export class DomainCache {
  readonly hosts = new ExpiringLru<DomainOwnerRow | null>(DOMAIN_CACHE_MAX_ENTRIES, DOMAIN_CACHE_TTL_MS);
  readonly workspaces = new ExpiringLru<DomainOwnerRow | null>(DOMAIN_CACHE_MAX_ENTRIES, DOMAIN_CACHE_TTL_MS);
  /** The asks of GET /domains/allowed per client address (not a cache: clear() keeps it). */
  readonly asks: ImageRateLimiter = createImageRateLimiter(DOMAIN_ASKS_PER_MINUTE);

  clear(): void {
    this.hosts.clear();
    this.workspaces.clear();
  }
}
