import { UNKNOWN_COUNTRY } from '@quietzone/core';
import { isPublicAddress } from '../net/ip-address-class';
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
  if (input.ip === undefined || input.table === undefined || !isPublicAddress(mappedToIpv4(input.ip))) return UNKNOWN_COUNTRY;
  return input.table.lookup(input.ip) ?? UNKNOWN_COUNTRY;
}

function mappedToIpv4(ip: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
}
