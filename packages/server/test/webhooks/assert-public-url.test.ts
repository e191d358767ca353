import { describe, expect, it } from 'vitest';
import { assertPublicUrl, BlockedUrlError, type HostLookup } from '../../src/webhooks/assert-public-url';
import { isPublicAddress } from '../../src/net/ip-address-class';

/** A resolver with fixed answers, standing in for DNS names that point where an attacker wants. */
const fakeDns =
  (table: Record<string, string[]>): HostLookup =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

const DNS = fakeDns({
  'loopback.example': ['127.0.0.1'],
  'ten.example': ['10.1.2.3'],
  'metadata.example': ['169.254.169.254'],
  'v6-loopback.example': ['::1'],
  'mixed.example': ['93.184.216.34', '192.168.1.10'],
  'public.example': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
});

async function reason(url: string, allowPrivate = false): Promise<string | null> {
  try {
    await assertPublicUrl(url, { allowPrivate, lookup: DNS });
    return null;
  } catch (error) {
    if (error instanceof BlockedUrlError) return error.reason;
    throw error;
  }
}

describe('assertPublicUrl', () => {
  it('refuses literal loopback, private, link-local (metadata) and IPv6 loopback addresses', async () => {
    for (const url of ['https://127.0.0.1/hook', 'https://10.0.0.8/', 'https://169.254.169.254/latest/meta-data', 'https://[::1]:8443/', 'https://[::ffff:127.0.0.1]/', 'https://0.0.0.0/']) {
      expect(await reason(url), url).toBe('non_public_address');
    }
  });

  it('refuses host names resolving to them, and a name with one private address among public ones', async () => {
    for (const host of ['loopback.example', 'ten.example', 'metadata.example', 'v6-loopback.example', 'mixed.example']) {
      expect(await reason(`https://${host}/hook`), host).toBe('non_public_address');
    }
  });

  it('refuses localhost through the system resolver', async () => {
    await expect(assertPublicUrl('https://localhost:9443/hook', { allowPrivate: false })).rejects.toMatchObject({ reason: 'non_public_address' });
  });

  it('refuses ports under 1024 but 443 before any lookup, unless private networks are allowed', async () => {
    for (const url of ['https://public.example:22/', 'https://public.example:80/', 'https://public.example:1023/', 'https://nowhere.example:25/']) {
      expect(await reason(url), url).toBe('blocked_port');
    }
    for (const url of ['https://public.example/', 'https://public.example:443/', 'https://public.example:1024/', 'https://public.example:65535/']) {
      expect(await reason(url), url).toBeNull();
    }
    expect(await reason('https://ten.example:22/', true)).toBeNull();
  });

  it('gives clients one generic message and keeps the specifics in detail', async () => {
    const refusal = async (url: string) => assertPublicUrl(url, { allowPrivate: false, lookup: DNS }).then(() => null, (error: BlockedUrlError) => error);
    const inside = await refusal('https://mixed.example/hook');
    const missing = await refusal('https://nowhere.example/hook');
    expect(inside!.message).toBe(missing!.message);
    expect(inside!.message).not.toMatch(/192\.168|mixed/);
    expect(inside!.detail).toBe('mixed.example resolves to 192.168.1.10, which is not a public address');
    expect(missing!.detail).toBe('nowhere.example does not resolve');
  });

  it('accepts a public name and returns the addresses the connection is pinned to', async () => {
    const target = await assertPublicUrl('https://public.example/in?x=1', { allowPrivate: false, lookup: DNS });
    expect(target.hostname).toBe('public.example');
    expect(target.addresses.map((a) => a.address)).toEqual(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']);
  });

  it('refuses http and names that do not resolve; WEBHOOK_ALLOW_PRIVATE_NETWORKS lifts only the address rule', async () => {
    expect(await reason('http://public.example/')).toBe('not_https');
    expect(await reason('https://nowhere.example/')).toBe('unresolvable');
    expect(await reason('https://ten.example/', true)).toBeNull();
    expect(await reason('http://ten.example/', true)).toBe('not_https');
  });
});

describe('isPublicAddress', () => {
  it('classifies the special-purpose ranges as not public', () => {
    const blocked = [
      '0.0.0.0', '10.255.255.255', '100.64.0.1', '100.127.255.255', '127.0.0.1', '127.255.0.1', '169.254.169.254', '172.16.0.1', '172.31.255.255',
      '192.0.0.8', '192.0.2.1', '192.168.0.1', '198.18.0.1', '198.51.100.7', '203.0.113.9', '224.0.0.1', '239.255.255.250', '240.0.0.1', '255.255.255.255',
      '::', '::1', '::ffff:10.0.0.1', '::ffff:7f00:1', '64:ff9b::a00:1', '2002:c0a8:101::1', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'fe80::1%eth0',
      'fec0::1', 'ff02::1', '2001:db8::1', '100::1', 'not-an-ip',
    ];
    for (const address of blocked) expect(isPublicAddress(address), address).toBe(false);
  });

  it('lets public unicast addresses through, v4 and v6, and the edges just outside private ranges', () => {
    const open = ['1.1.1.1', '8.8.8.8', '93.184.216.34', '100.63.255.255', '100.128.0.0', '172.15.255.255', '172.32.0.0', '192.169.0.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '64:ff9b::808:808'];
    for (const address of open) expect(isPublicAddress(address), address).toBe(true);
  });
});
