import { isIPv6 } from 'node:net';
import { ipv6Words } from './ip-address-class';

/**
 * The IPv4 address (dotted) that an IPv4-mapped IPv6 address, `::ffff:a.b.c.d` (RFC 4291
 * §2.5.5.2), stands for, or undefined for any other host. A mapped address reaches the same
 * IPv4 host, so whatever judges hosts (the URL blocklist) must see it as that IPv4 address.
 * Takes a bare address or a URL hostname in brackets.
 */
export function mappedIpv4(host: string): string | undefined {
  const bare = host.replace(/^\[|\]$/g, '');
  if (!isIPv6(bare)) return undefined;
  const words = ipv6Words(bare);
  if (words.slice(0, 5).some((word) => word !== 0) || words[5] !== 0xffff) return undefined;
  const [hi, lo] = [words[6]!, words[7]!];
  return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
}
