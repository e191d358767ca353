import { getRequestIP, type H3Event } from 'h3';
import type { Config } from '../config';

/**
 * The visitor's address for the scan record (country and visitor hash; never stored). Behind
 * a trusted proxy (TRUST_PROXY) it is the LAST X-Forwarded-For entry: proxies append the
 * address they saw, so earlier entries are whatever the client chose to send. Otherwise the
 * socket's peer address; undefined for in-process requests without a socket.
 */
export function clientIp(event: H3Event, config: Pick<Config, 'trustProxy'>): string | undefined {
  if (config.trustProxy) {
    const chain = event.req.headers.get('x-forwarded-for');
    // The text after the last comma, without splitting the whole chain into an array per request.
    const last = chain?.slice(chain.lastIndexOf(',') + 1).trim();
    if (last) return last;
  }
  return getRequestIP(event);
}
