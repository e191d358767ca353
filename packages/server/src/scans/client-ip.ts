import type { IncomingMessage } from 'node:http';
import { getRequestIP, type H3Event } from 'h3';
import type { Config } from '../config';

/**
 * The visitor's address for the scan record (country and visitor hash; never stored). Behind
 * a trusted proxy (TRUST_PROXY) it is the LAST X-Forwarded-For entry: proxies append the
 * address they saw, so earlier entries are whatever the client chose to send. Otherwise the
 * socket's peer address; undefined for in-process requests without a socket.
 */
export function clientIp(event: H3Event, config: Pick<Config, 'trustProxy'>): string | undefined {
  return (config.trustProxy ? lastForwardedAddress(event.req.headers.get('x-forwarded-for')) : undefined) ?? getRequestIP(event);
}

/** {@link clientIp} of a request answered on node's own objects (http/node-fast-path.ts). */
export function nodeClientIp(request: IncomingMessage, config: Pick<Config, 'trustProxy'>): string | undefined {
  if (!config.trustProxy) return request.socket.remoteAddress;
  // Node joins repeated X-Forwarded-For headers with ", "; typed as possibly an array all the same.
  const chain = request.headers['x-forwarded-for'];
  return lastForwardedAddress(Array.isArray(chain) ? chain.join(', ') : chain) ?? request.socket.remoteAddress;
}

/** The text after the last comma, without splitting the whole chain into an array per request; undefined when empty. */
function lastForwardedAddress(chain: string | null | undefined): string | undefined {
  return chain?.slice(chain.lastIndexOf(',') + 1).trim() || undefined;
}
