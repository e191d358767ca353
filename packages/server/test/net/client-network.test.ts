import { describe, expect, it } from 'vitest';
import { UNKNOWN_NETWORK, clientNetwork } from '../../src/net/client-network';

describe('clientNetwork', () => {
  it('an IPv4 address is its own network', () => {
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7');
  });

  it('an IPv6 address stands for its /64, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '[2001:db8:1:2::abcd]', '2001:DB8:1:2:0:0:0:9', '2001:db8:1:2::1%eth0']) {
      expect(clientNetwork(address)).toBe(network);
    }
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('an IPv4-mapped IPv6 address is its IPv4 address', () => {
    expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('::ffff:c633:6407')).toBe('198.51.100.7');
  });

  it('anything else shares one key', () => {
    for (const address of [undefined, '', 'not-an-ip', '198.51.100.256', 'x'.repeat(5000)]) expect(clientNetwork(address)).toBe(UNKNOWN_NETWORK);
  });
});
