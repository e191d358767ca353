import type { AppContext } from '../app/app-context';
import { epochMs } from '../clock';
import type { Db } from '../db/db';
import { findDomainOwner, findWorkspaceDomain, type DomainOwnerRow } from './store/workspace-domains';
import { domainServes } from './workspace-domain';

/** A host name that could be a custom domain: two or more labels, a top label with a letter (no IP address, no `localhost`). */
const DOMAIN_SHAPE = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?=[a-z0-9-]*[a-z])[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The host name of a Host header: lower case, without port or trailing dot; undefined for
 * anything that is not a plain domain name (an IP address, `localhost`, garbage), which is never
 * a custom domain.
 */
export function requestHostName(host: string | null | undefined): string | undefined {
  if (!host || host.length > 260) return undefined;
  let name = host.toLowerCase();
  const colon = name.indexOf(':');
  if (colon >= 0) name = name.slice(0, colon);
  if (name.endsWith('.')) name = name.slice(0, -1);
  return DOMAIN_SHAPE.test(name) ? name : undefined;
}

/**
 * The workspace a request's Host serves: its owner when the host is a custom domain serving now
 * (workspaces/domain-serving rules), null for any other host (PUBLIC_URL's, an unknown name, an
 * unverified domain: the service as usual), or undefined when that is not known without reading
 * the database ({@link loadHostWorkspace}).
 */
export function cachedHostWorkspace(ctx: Pick<AppContext, 'caches' | 'clock' | 'config'>, host: string | null | undefined): DomainOwnerRow | null | undefined {
  const name = requestHostName(host);
  if (name === undefined || name === publicHostName(ctx.config.publicUrl)) return null;
  const now = epochMs(ctx.clock);
  const owner = ctx.caches.domains.hosts.get(name, now);
  if (owner === undefined) return undefined;
  return owner !== null && domainServes(owner, now) ? owner : null;
}

/** {@link cachedHostWorkspace}, reading the database (and filling the cache) on a miss. */
export function hostWorkspace(ctx: Pick<AppContext, 'caches' | 'clock' | 'config' | 'db'>, host: string | null | undefined): DomainOwnerRow | null | Promise<DomainOwnerRow | null> {
  const cached = cachedHostWorkspace(ctx, host);
  if (cached !== undefined) return cached;
  const name = requestHostName(host)!;
  return findDomainOwner(ctx.db, name).then((owner) => {
    const now = epochMs(ctx.clock);
    ctx.caches.domains.hosts.set(name, owner ?? null, now);
    return owner !== undefined && domainServes(owner, now) ? owner : null;
  });
}

/**
 * (Pass `db` inside a transaction: PGlite's one connection is the transaction's.)
 * The base of a workspace's public URLs (short links, images, Digital Links): `https://<domain>`
 * while its custom domain serves, else PUBLIC_URL. Derived on every read, so a code made before
 * its workspace had a domain shows the domain's URLs once verified (its old PUBLIC_URL link keeps
 * working too), and PUBLIC_URL again when the domain goes.
 */
export async function publicBaseOf(ctx: Pick<AppContext, 'caches' | 'clock' | 'config' | 'db'>, workspaceId: string, db: Db = ctx.db): Promise<string> {
  const now = epochMs(ctx.clock);
  let row = ctx.caches.domains.workspaces.get(workspaceId, now);
  if (row === undefined) {
    row = (await findWorkspaceDomain(db, workspaceId)) ?? null;
    ctx.caches.domains.workspaces.set(workspaceId, row, now);
  }
  return row !== null && domainServes(row, now) ? `https://${row.custom_domain}` : ctx.config.publicUrl;
}

function publicHostName(publicUrl: string): string {
  return new URL(publicUrl).hostname.toLowerCase();
}
