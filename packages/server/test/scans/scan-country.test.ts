import { UNKNOWN_COUNTRY } from '@quietzone/core/schemas';
import fc from 'fast-check';
import { isIPv4 } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../src/net/ip-address-class';
import { loadCountryTable, type CountryTable } from '../../src/scans/country-table';
import { dottedQuadValue, scanCountry } from '../../src/scans/scan-country';

let table: CountryTable;
beforeAll(async () => {
  table = await loadCountryTable();
}, 60_000);

/** The general path every address took before the dotted-quad fast path: classify, then look up the text. */
function reference(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
  if (!isPublicAddress(mapped)) return UNKNOWN_COUNTRY;
  return table.lookup(ip) ?? UNKNOWN_COUNTRY;
}

/** Address-like text: canonical IPv4, IPv4 with leading zeros or out-of-range parts, IPv6, mapped, junk. */
const addressArb = fc.oneof(
  fc.ipV4(),
  fc.ipV4Extended(),
  fc.ipV6(),
  fc.ipV4().map((v4) => `::ffff:${v4}`),
  fc.array(fc.integer({ min: 0, max: 999 }), { minLength: 1, maxLength: 6 }).map((parts) => parts.join('.')),
  fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '9', '.', ':', 'a', ' '), maxLength: 20 }),
);

describe('scanCountry', () => {
  it('reads an IPv4 address as node:net does: the value for exactly the forms isIPv4 accepts', () => {
    fc.assert(
      fc.property(addressArb, (text) => {
        const value = dottedQuadValue(text);
        expect(value >= 0).toBe(isIPv4(text));
        if (value >= 0) expect(value).toBe(text.split('.').reduce((sum, part) => sum * 256 + Number(part), 0));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives every address the country of the general path (public addresses looked up, the rest XX)', () => {
    fc.assert(
      fc.property(addressArb, (ip) => {
        expect(scanCountry({ headerValue: null, ip, table })).toBe(reference(ip));
      }),
      { numRuns: 3000 },
    );
    // Known ranges, so the property above is not only comparing XX with XX.
    expect(scanCountry({ headerValue: null, ip: '8.8.8.8', table })).toBe(reference('8.8.8.8'));
    expect(scanCountry({ headerValue: null, ip: '8.8.8.8', table })).not.toBe(UNKNOWN_COUNTRY);
    expect(scanCountry({ headerValue: null, ip: '10.1.2.3', table })).toBe(UNKNOWN_COUNTRY);
    expect(scanCountry({ headerValue: null, ip: '192.168.0.1', table })).toBe(UNKNOWN_COUNTRY);
  });

  it("prefers the proxy's alpha-2 header, keeping XX and T1 as unknown", () => {
    expect(scanCountry({ headerValue: ' de ', ip: '8.8.8.8', table })).toBe('DE');
    expect(scanCountry({ headerValue: 'T1', ip: '10.0.0.1', table })).toBe(UNKNOWN_COUNTRY);
    expect(scanCountry({ headerValue: 'XX', ip: undefined, table })).toBe(UNKNOWN_COUNTRY);
    expect(scanCountry({ headerValue: null, ip: '8.8.8.8', table: undefined })).toBe(UNKNOWN_COUNTRY);
  });
});
