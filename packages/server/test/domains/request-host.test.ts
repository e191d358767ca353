import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestHostName } from '../../src/domains/request-host';
import { DOMAIN_GRACE_MS, domainServes } from '../../src/domains/workspace-domain';

describe('requestHostName', () => {
  it('reads the host name of a Host header: lower case, no port, no trailing dot', () => {
    expect(requestHostName('QR.Brand.Example:8443')).toBe('qr.brand.example');
    expect(requestHostName('qr.brand.example.')).toBe('qr.brand.example');
    expect(requestHostName('xn--bcher-kva.example')).toBe('xn--bcher-kva.example');
  });

  it('is undefined for what can never be a custom domain', () => {
    for (const host of [undefined, null, '', 'localhost', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'a..b', `${'a'.repeat(300)}.example`, 'bad host.example']) {
      expect(requestHostName(host), String(host)).toBeUndefined();
    }
  });

  it('never throws, and what it answers is a host name of its input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (host) => {
        const name = requestHostName(host);
        if (name !== undefined) expect(host.toLowerCase().startsWith(name)).toBe(true);
      }),
    );
  });
});

describe('domainServes', () => {
  const at = Date.parse('2026-06-01T00:00:00.000Z');
  const row = { custom_domain: 'qr.brand.example', domain_token: 't', domain_checked_at: null, domain_failing_since: null } as const;

  it('serves a verified domain, never a pending one or none', () => {
    expect(domainServes({ ...row, domain_status: 'verified' }, at)).toBe(true);
    expect(domainServes({ ...row, domain_status: 'pending' }, at)).toBe(false);
    expect(domainServes({ ...row, custom_domain: null, domain_status: null }, at)).toBe(false);
  });

  it(`serves a failed domain for ${DOMAIN_GRACE_MS / 3_600_000} hours from its first failed check`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * DOMAIN_GRACE_MS }), (elapsed) => {
        const failing = { ...row, domain_status: 'failed' as const, domain_failing_since: new Date(at).toISOString() };
        expect(domainServes(failing, at + elapsed)).toBe(elapsed < DOMAIN_GRACE_MS);
      }),
    );
    expect(domainServes({ ...row, domain_status: 'failed' }, at)).toBe(false);
  });
});
