import { isIPv4, isIPv6 } from 'node:net';
import { ipv6Words } from './ip-address-class';

/** The key of every address that is no IP address (none known, or a proxy header that is not one): one shared bucket. */
export const UNKNOWN_NETWORK = 'unknown';

/**
 * The network a client address stands for when limiting what one client may do: an IPv4
 * address itself, an IPv6 address's /64 (`2001:db8:1:2::/64`) — one subscriber usually holds a
 * whole /64, so counting single IPv6 addresses would give each subscriber 2^64 clients — and an
 * IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, a dual-stack socket's view of an IPv4 client)
 * as its IPv4 address. Anything else shares {@link UNKNOWN_NETWORK}, so junk in a header can
 * neither grow the key space nor hand out fresh keys.
 */
export function clientNetwork(address: string | undefined): string {
  if (address === undefined) return UNKNOWN_NETWORK;
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return UNKNOWN_NETWORK;
  const words = ipv6Words(bare);
  if (words.slice(0, 5).every((word) => word === 0) && words[5] === 0xffff) {
    return [words[6]! >> 8, words[6]! & 0xff, words[7]! >> 8, words[7]! & 0xff].join('.');
  }
  return `${words.slice(0, 4).map((word) => word.toString(16)).join(':')}::/64`;
}
