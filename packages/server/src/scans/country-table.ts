import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isIPv4, isIPv6 } from 'node:net';
import type { Logger } from '../logger';

/**
 * The offline IP→country table @ip-location-db/geo-whois-asn-country (CC0; from the RIRs'
 * whois and ASN data): CSV rows `first,last,CC` of non-overlapping ranges sorted by `first`,
 * with addresses as decimal integers (the `-num` files). Loaded once into typed arrays (IPv4
 * ~330k ranges, 4 MB; IPv6 ~220k ranges) and searched by bisection: no per-lookup allocation.
 */
export interface CountryTable {
  /** Upper-case alpha-2 code, or undefined when no range holds the address. */
  lookup(address: string): string | undefined;
  /** The same for an IPv4 address read as its unsigned 32-bit value (scan-country.ts reads it once). */
  lookupIpv4(value: number): string | undefined;
}

const PACKAGE = '@ip-location-db/geo-whois-asn-country';

interface Ranges<T> {
  readonly first: T;
  readonly last: T;
  /** Two ASCII letters packed as `a << 8 | b`. */
  readonly country: Uint16Array;
  readonly size: number;
}

/**
 * The table of an app context (`ctx.countries`), loaded on first use (about a second) and kept;
 * the contexts of one process share one (app/app-context.ts `shareServices`). A table that
 * fails to load is logged once and leaves every country XX.
 */
export class CountryTables {
  private table: Promise<CountryTable | undefined> | undefined;
  #loaded: CountryTable | undefined;

  get(logger: Logger): Promise<CountryTable | undefined> {
    this.table ??= loadCountryTable().then(
      (table) => (this.#loaded = table),
      (error: unknown) => {
        logger.error('IP country table failed to load; countries are XX', { error: String(error) });
        return undefined;
      },
    );
    return this.table;
  }

  /**
   * The table once loaded, else undefined (not asked for yet, loading, or failed): a short link
   * whose rules name `country` then matches synchronously instead of waiting on a promise per scan.
   */
  get loaded(): CountryTable | undefined {
    return this.#loaded;
  }
}

/** Reads both files (about 25 MB of text); call once per process and keep the table. */
export async function loadCountryTable(): Promise<CountryTable> {
  const require = createRequire(import.meta.url);
  const directory = require.resolve(`${PACKAGE}/package.json`).replace(/package\.json$/, '');
  const [v4Text, v6Text] = await Promise.all([
    readFile(`${directory}geo-whois-asn-country-ipv4-num.csv`, 'latin1'),
    readFile(`${directory}geo-whois-asn-country-ipv6-num.csv`, 'latin1'),
  ]);
  const v4 = parseIpv4(v4Text);
  const v6 = parseIpv6(v6Text);
  const names = countryNames(v4.country, v6.country);
  const name = (packed: number | undefined) => (packed === undefined ? undefined : names.get(packed));
  return {
    lookupIpv4: (value) => name(findIpv4(v4, value)),
    lookup(address) {
      const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
      const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
      if (mapped !== undefined || isIPv4(bare)) return name(findIpv4(v4, ipv4Number(mapped ?? bare)));
      if (isIPv6(bare)) return name(findIpv6(v6, ipv6Number(bare)));
      return undefined;
    },
  };
}

function parseIpv4(text: string): Ranges<Uint32Array> {
  const lines = text.split('\n');
  const first = new Uint32Array(lines.length);
  const last = new Uint32Array(lines.length);
  const country = new Uint16Array(lines.length);
  let size = 0;
  for (const line of lines) {
    const [a, b, cc] = line.split(',');
    if (a === undefined || b === undefined || cc === undefined || cc.length < 2) continue;
    first[size] = Number(a);
    last[size] = Number(b);
    country[size] = packCountry(cc);
    size++;
  }
  return { first, last, country, size };
}

/** IPv6 ranges as [high 64 bits, low 64 bits] pairs at 2i and 2i+1. */
function parseIpv6(text: string): Ranges<BigUint64Array> {
  const lines = text.split('\n');
  const first = new BigUint64Array(lines.length * 2);
  const last = new BigUint64Array(lines.length * 2);
  const country = new Uint16Array(lines.length);
  let size = 0;
  for (const line of lines) {
    const [a, b, cc] = line.split(',');
    if (a === undefined || b === undefined || cc === undefined || cc.length < 2) continue;
    const from = BigInt(a);
    const to = BigInt(b);
    first[2 * size] = from >> 64n;
    first[2 * size + 1] = BigInt.asUintN(64, from);
    last[2 * size] = to >> 64n;
    last[2 * size + 1] = BigInt.asUintN(64, to);
    country[size] = packCountry(cc);
    size++;
  }
  return { first, last, country, size };
}

function packCountry(cc: string): number {
  return (cc.charCodeAt(0) << 8) | cc.charCodeAt(1);
}

function unpackCountry(packed: number): string {
  return String.fromCharCode(packed >> 8, packed & 0xff).toUpperCase();
}

/**
 * Each packed country's upper-case code made once per table: a lookup then allocates nothing
 * (with a new visitor per scan, every scan looks one up).
 */
function countryNames(...tables: Uint16Array[]): Map<number, string> {
  const names = new Map<number, string>();
  for (const table of tables) for (const packed of table) if (!names.has(packed)) names.set(packed, unpackCountry(packed));
  return names;
}

/** The packed country of the range holding ip, or undefined. */
function findIpv4(ranges: Ranges<Uint32Array>, ip: number): number | undefined {
  // The last range whose first address is <= ip, then whether ip is inside it.
  let low = 0;
  let high = ranges.size - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (ranges.first[mid]! <= ip) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found >= 0 && ip <= ranges.last[found]! ? ranges.country[found]! : undefined;
}

function findIpv6(ranges: Ranges<BigUint64Array>, [hi, lo]: readonly [bigint, bigint]): number | undefined {
  const atMost = (table: BigUint64Array, i: number) => table[2 * i]! < hi || (table[2 * i] === hi && table[2 * i + 1]! <= lo);
  let low = 0;
  let high = ranges.size - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (atMost(ranges.first, mid)) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  if (found < 0) return undefined;
  const endHi = ranges.last[2 * found]!;
  const inside = hi < endHi || (hi === endHi && lo <= ranges.last[2 * found + 1]!);
  return inside ? ranges.country[found]! : undefined;
}

function ipv4Number(text: string): number {
  return text.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
}

function ipv6Number(text: string): [bigint, bigint] {
  const [head = '', tail] = text.split('::');
  const words = (part: string | undefined): number[] => {
    if (!part) return [];
    return part.split(':').flatMap((group) => {
      if (!group.includes('.')) return [parseInt(group, 16)];
      const n = ipv4Number(group);
      return [Math.floor(n / 65536), n % 65536];
    });
  };
  const left = words(head);
  const right = tail === undefined ? [] : words(tail);
  const all = tail === undefined ? left : [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  let hi = 0n;
  let lo = 0n;
  for (let i = 0; i < 4; i++) hi = (hi << 16n) | BigInt(all[i] ?? 0);
  for (let i = 4; i < 8; i++) lo = (lo << 16n) | BigInt(all[i] ?? 0);
  return [hi, lo];
}
