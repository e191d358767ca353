import { UNKNOWN_COUNTRY } from '@quietzone/core/schemas';
import { isPublicAddress, isPublicIpv4Value } from '../net/ip-address-class';
import type { CountryTable } from './country-table';

/**
 * The scan's country: the trusted proxy's header when COUNTRY_HEADER is configured and holds
 * an alpha-2 code (Cloudflare's CF-IPCountry sends XX for unknown and T1 for Tor, both kept
 * as XX), else the offline table for a public address, else XX.
 */
export function scanCountry(input: { headerValue: string | null | undefined; ip: string | undefined; table: CountryTable | undefined }): string {
  if (input.headerValue !== undefined && input.headerValue !== null) {
    const value = input.headerValue.trim().toUpperCase();
    if (/^[A-Z]{2}$/.test(value) && value !== 'T1') return value;
  }
  const { ip, table } = input;
  if (ip === undefined || table === undefined) return UNKNOWN_COUNTRY;
  // The usual address, read once without regular expressions or splitting: with a new visitor
  // per scan this ran for every scan, and the general path below cost ~1.4 µs of a scan's ~20
  // (bench/README.md, scan-cost.ts). Every other form takes the general path.
  const v4 = dottedQuadValue(ip);
  if (v4 >= 0) return isPublicIpv4Value(v4) ? (table.lookupIpv4(v4) ?? UNKNOWN_COUNTRY) : UNKNOWN_COUNTRY;
  if (!isPublicAddress(mappedToIpv4(ip))) return UNKNOWN_COUNTRY;
  return table.lookup(ip) ?? UNKNOWN_COUNTRY;
}

function mappedToIpv4(ip: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
}

const ZERO = 48;
const DOT = 46;

/**
 * The unsigned 32-bit value of an IPv4 address in the form node:net's isIPv4 accepts (four
 * decimal parts 0–255, no leading zeros), or -1 for anything else.
 */
export function dottedQuadValue(text: string): number {
  let value = 0;
  let part = 0;
  let digits = 0;
  let parts = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i === text.length ? DOT : text.charCodeAt(i);
    if (c === DOT) {
      if (digits === 0 || parts === 4) return -1;
      value = value * 256 + part;
      parts++;
      part = 0;
      digits = 0;
      continue;
    }
    const digit = c - ZERO;
    if (digit < 0 || digit > 9 || (digits === 1 && part === 0) || digits === 3) return -1;
    part = part * 10 + digit;
    if (part > 255) return -1;
    digits++;
  }
  return parts === 4 ? value : -1;
}
