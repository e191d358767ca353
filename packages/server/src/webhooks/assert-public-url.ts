import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from '../net/ip-address-class';

export interface ResolvedAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

/** Resolves a host name to all its addresses (default: `dns.lookup` with `all`). Injectable for tests. */
export type HostLookup = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export const systemLookup: HostLookup = async (hostname) => {
  const results = await dnsLookup(hostname, { all: true, verbatim: true });
  return results.map((result) => ({ address: result.address, family: result.family === 6 ? 6 : 4 }));
};

export interface ResolvedTarget {
  readonly url: URL;
  /** The host name without IPv6 brackets, for SNI and the Host header. */
  readonly hostname: string;
  /** The checked addresses; the delivery connects only to these (see deliverWebhook). */
  readonly addresses: readonly ResolvedAddress[];
}

export type BlockedUrlReason = 'not_https' | 'blocked_port' | 'unresolvable' | 'non_public_address';

/**
 * What a client is told, per reason. Deliberately generic: saying what a host resolves to (or
 * that an inside name exists at all) would turn the guard into a probe of the internal network
 * from outside. The specifics are in `detail`, for the server log only.
 */
const CLIENT_MESSAGES: Readonly<Record<BlockedUrlReason, string>> = {
  not_https: 'The URL must be an absolute https:// URL.',
  blocked_port: 'The URL must use port 443 or a port from 1024 up.',
  unresolvable: 'The URL must point to a host with public addresses only.',
  non_public_address: 'The URL must point to a host with public addresses only.',
};

export class BlockedUrlError extends Error {
  constructor(
    readonly reason: BlockedUrlReason,
    /** The specifics (host, addresses): for the log, never for the client. */
    readonly detail: string,
  ) {
    super(CLIENT_MESSAGES[reason]);
  }
  override get name(): string {
    return 'BlockedUrlError';
  }
}

/**
 * Below 1024 are the well-known service ports (RFC 6335, section 6: SSH, SMTP, DNS, LDAP…) a
 * webhook has no business reaching; 443 is https's own.
 */
export function isAllowedWebhookPort(port: number): boolean {
  return port === 443 || (port >= 1024 && port <= 65535);
}

export interface AssertPublicUrlOptions {
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: resolve, but accept any address. */
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS also lifts the port rule (intranet receivers on any port). */
  readonly allowPrivate: boolean;
  readonly lookup?: HostLookup | undefined;
}

/**
 * The SSRF guard of webhook URLs: https only, port 443 or from 1024 up, and every address the host resolves to must be
 * public (one private address among public ones is refused too, since a connection may pick
 * it). Runs at create, at PATCH and again before each delivery, whose connection is then
 * pinned to the addresses returned here, so a DNS answer that changes between the check and
 * the connection (DNS rebinding) cannot redirect the request.
 */
export async function assertPublicUrl(rawUrl: string, options: AssertPublicUrlOptions): Promise<ResolvedTarget> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new BlockedUrlError('not_https', 'not an absolute URL');
  }
  if (url.protocol !== 'https:') throw new BlockedUrlError('not_https', `scheme ${url.protocol}`);
  const port = url.port === '' ? 443 : Number(url.port);
  if (!options.allowPrivate && !isAllowedWebhookPort(port)) throw new BlockedUrlError('blocked_port', `port ${port}`);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: readonly ResolvedAddress[];
  const literal = isIP(hostname);
  if (literal !== 0) {
    addresses = [{ address: hostname, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await (options.lookup ?? systemLookup)(hostname);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new BlockedUrlError('unresolvable', `${hostname} does not resolve`);
  }
  if (!options.allowPrivate) {
    const blocked = addresses.find((entry) => !isPublicAddress(entry.address));
    if (blocked) throw new BlockedUrlError('non_public_address', `${hostname} resolves to ${blocked.address}, which is not a public address`);
  }
  return { url, hostname, addresses };
}
