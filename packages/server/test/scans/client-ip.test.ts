import fc from 'fast-check';
import { H3Event } from 'h3';
import { describe, expect, it } from 'vitest';
import { clientIp } from '../../src/scans/client-ip';

const eventWith = (forwardedFor: string) => new H3Event(new Request('http://127.0.0.1/abc', { headers: { 'x-forwarded-for': forwardedFor } }));

describe('clientIp behind TRUST_PROXY', () => {
  it('is the last X-Forwarded-For entry, trimmed (what the proxy appended), whatever the client put before it', () => {
    const entry = fc.string({ unit: fc.constantFrom('1', '2', '.', ':', 'a', ' ', '\t'), maxLength: 12 });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 5 }), (entries) => {
        const header = entries.join(',');
        const expected = header.split(',').at(-1)!.trim();
        // Headers trim the value's ends; an empty last entry falls back to the socket (none in-process).
        const got = clientIp(eventWith(header), { trustProxy: true });
        expect(got).toBe(expected === '' ? undefined : expected);
      }),
    );
    expect(clientIp(eventWith('198.51.100.1, 203.0.113.7'), { trustProxy: true })).toBe('203.0.113.7');
    expect(clientIp(eventWith('203.0.113.7'), { trustProxy: true })).toBe('203.0.113.7');
    expect(clientIp(eventWith('203.0.113.7'), { trustProxy: false })).toBeUndefined();
  });
});
