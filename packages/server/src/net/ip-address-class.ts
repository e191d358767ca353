import { isIPv4, isIPv6 } from 'node:net';

/**
 * Whether an IP address is a public unicast address: the only kind a webhook may be sent to
 * (the SSRF guard, webhooks/assert-public-url.ts) and the only kind a scan's country is looked
 * up for (scans/scan-country.ts). Not public: unspecified, loopback, private (RFC 1918), carrier-grade NAT
 * (RFC 6598), link-local (RFC 3927, incl. the 169.254.169.254 cloud metadata service),
 * IETF/documentation/benchmark ranges (RFC 6890), multicast, reserved and broadcast; for IPv6
 * also unique-local (RFC 4193), link- and site-local, documentation, discard, and the
 * transition forms that embed an IPv4 address (mapped, NAT64, 6to4), judged by that address.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(bare)) return isPublicIpv4(ipv4Octets(bare));
  if (isIPv6(bare)) return isPublicIpv6(ipv6Words(bare));
  return false;
}

/** [network, prefix length]; an address is blocked when its first `prefix` bits equal the network's. */
const BLOCKED_IPV4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
];

function ipv4Octets(text: string): number[] {
  return text.split('.').map(Number);
}

function ipv4Value(octets: readonly number[]): number {
  return ((octets[0]! << 24) >>> 0) + (octets[1]! << 16) + (octets[2]! << 8) + octets[3]!;
}

/** BLOCKED_IPV4 as (network & mask, mask) pairs, computed once: scans classify every visitor's address. */
const BLOCKED_IPV4_MASKS = BLOCKED_IPV4.map(([network, prefix]) => {
  const mask = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0;
  return { network: (ipv4Value(ipv4Octets(network)) & mask) >>> 0, mask };
});

function isPublicIpv4(octets: readonly number[]): boolean {
  return isPublicIpv4Value(ipv4Value(octets));
}

/** isPublicAddress for an IPv4 address already read as its unsigned 32-bit value (scans/scan-country.ts). */
export function isPublicIpv4Value(value: number): boolean {
  for (const { network, mask } of BLOCKED_IPV4_MASKS) if (((value & mask) >>> 0) === network) return false;
  return true;
}

/** The eight 16-bit words of an IPv6 address (already validated by isIPv6), `::` expanded. */
export function ipv6Words(text: string): number[] {
  let head = text;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const o = ipv4Octets(dotted[1]!);
    tail.push((o[0]! << 8) | o[1]!, (o[2]! << 8) | o[3]!);
    head = text.slice(0, -dotted[1]!.length);
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const [left, right] = head.includes('::') ? head.split('::') : [head, undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').filter((w) => w !== '').map((w) => parseInt(w, 16)) : []);
  const l = parse(left);
  const r = [...parse(right), ...tail];
  if (right === undefined) return [...l, ...tail];
  return [...l, ...new Array<number>(8 - l.length - r.length).fill(0), ...r];
}

function isPublicIpv6(w: readonly number[]): boolean {
  const embeddedV4 = (hi: number, lo: number) => isPublicIpv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  const zeros = (from: number, to: number) => w.slice(from, to).every((x) => x === 0);
  if (zeros(0, 8)) return false; // :: unspecified
  if (zeros(0, 7) && w[7] === 1) return false; // ::1 loopback
  if (zeros(0, 5) && w[5] === 0xffff) return embeddedV4(w[6]!, w[7]!); // ::ffff:a.b.c.d mapped
  if (zeros(0, 6)) return embeddedV4(w[6]!, w[7]!); // ::a.b.c.d (deprecated compatible)
  if (w[0] === 0x64 && w[1] === 0xff9b && zeros(2, 6)) return embeddedV4(w[6]!, w[7]!); // NAT64
  if (w[0] === 0x2002) return embeddedV4(w[1]!, w[2]!); // 6to4
  const first = w[0]!;
  if ((first & 0xfe00) === 0xfc00) return false; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return false; // fe80::/10 link-local
  if ((first & 0xffc0) === 0xfec0) return false; // fec0::/10 site-local (deprecated)
  if ((first & 0xff00) === 0xff00) return false; // ff00::/8 multicast
  if (first === 0x2001 && w[1] === 0x0db8) return false; // documentation
  if (first === 0x2001 && w[1]! < 0x0200) return false; // 2001::/23 IETF protocol assignments (Teredo, ORCHID…)
  if (first === 0x0100 && zeros(1, 4)) return false; // 100::/64 discard
  // Global unicast is 2000::/3; anything else is unassigned or reserved.
  return (first & 0xe000) === 0x2000;
}
