import { domainToASCII } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBlockedHost, parseBlocklist } from '../../src/codes/link-safety/load-blocklist';

// URL_BLOCKLIST entries and destination URLs meet as ASCII hosts (IDNA A-labels, RFC 5891), so
// an operator may write a host in Unicode or in punycode, and a link may use either form.

/** Pure string work: 200 runs per property take well under a second and reach mixed-script labels often. */
const RUNS = 200;
/**
 * Characters per label: 12 characters of any of these scripts stay far below the 63-octet
 * DNS label limit (RFC 1035 §2.3.4) once punycode-encoded, so every generated host is valid.
 */
const MAX_LABEL_CHARS = 12;
/** Labels before the registered domain: none (the domain itself) up to a few subdomains. */
const MAX_SUBDOMAIN_LABELS = 3;

/**
 * ASCII letters and digits plus letters of Latin, Greek, Cyrillic, CJK and Katakana that UTS #46
 * keeps as they are (no ß or dotless i, whose case mapping differs from JavaScript's; no
 * right-to-left letters, whose Bidi rule forbids mixing them with the others).
 */
const LETTERS = [...'abcxyz019ü', 'é', 'ñ', 'ø', 'λ', 'ω', 'д', 'ж', '中', '文', 'ア', 'ン'];
const TOP_LEVEL = ['example', 'test', 'рф', '中国'];

const labelArb = fc.array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: MAX_LABEL_CHARS }).map((chars) => chars.join(''));
const domainArb = fc.tuple(labelArb, fc.constantFrom(...TOP_LEVEL)).map(([label, tld]) => `${label}.${tld}`);
const subdomainsArb = fc.array(labelArb, { maxLength: MAX_SUBDOMAIN_LABELS });

/** The way a person may write a host: as is, in upper case, or as its A-label. */
type Spelling = 'unicode' | 'upper' | 'ascii';
const spellingArb = fc.constantFrom<Spelling>('unicode', 'upper', 'ascii');
const spell = (host: string, spelling: Spelling) => (spelling === 'ascii' ? domainToASCII(host) : spelling === 'upper' ? host.toUpperCase() : host);

describe('URL_BLOCKLIST hosts compare as ASCII', () => {
  it('an entry blocks its host and every subdomain, whichever way entry and link spell it', () => {
    fc.assert(
      fc.property(domainArb, subdomainsArb, spellingArb, spellingArb, (domain, subdomains, entrySpelling, linkSpelling) => {
        const hosts = parseBlocklist(`${spell(domain, entrySpelling)}\n`);
        const linkHost = spell([...subdomains, domain].join('.'), linkSpelling);
        expect(findBlockedHost(hosts, `https://${linkHost}/path?q=1`)).toBe(domainToASCII(domain));
      }),
      { numRuns: RUNS },
    );
  });

  it('an entry blocks no other host that merely ends with the same characters', () => {
    fc.assert(
      fc.property(domainArb, labelArb, spellingArb, (domain, prefix, spelling) => {
        const hosts = parseBlocklist(`${spell(domain, spelling)}\n`);
        expect(findBlockedHost(hosts, `https://${prefix}${domain}/`)).toBeUndefined();
      }),
      { numRuns: RUNS },
    );
  });

  it('reads a Unicode entry as its A-label, with wildcard, port, path and full-width dot forms', () => {
    expect([...parseBlocklist('bücher.example\n*.ДОМЕН.рф\nhttps://中文.example:8443/x\nevil。example # ideographic full stop\nnot a host\n')]).toEqual([
      'xn--bcher-kva.example',
      'xn--d1acufc.xn--p1ai',
      'xn--fiq228c.example',
      'evil.example',
    ]);
    const hosts = parseBlocklist('bücher.example\n');
    expect(findBlockedHost(hosts, 'https://shop.xn--bcher-kva.example/')).toBe('xn--bcher-kva.example');
    expect(findBlockedHost(hosts, 'https://Shop.Bücher.example/')).toBe('xn--bcher-kva.example');
    expect(findBlockedHost(hosts, 'https://buecher.example/')).toBeUndefined();
  });
});

const octetArb = fc.integer({ min: 0, max: 255 });
const ipv4Arb = fc.tuple(octetArb, octetArb, octetArb, octetArb).map((octets) => octets.join('.'));
const hex = (high: number, low: number) => ((high << 8) | low).toString(16);

/** The spellings of one IPv4 address as an IPv4-mapped IPv6 URL host (RFC 4291 §2.5.5.2). */
function mappedSpellings(ipv4: string): string[] {
  const [a, b, c, d] = ipv4.split('.').map(Number) as [number, number, number, number];
  return [`[::ffff:${ipv4}]`, `[::FFFF:${hex(a, b)}:${hex(c, d)}]`, `[0:0:0:0:0:ffff:${ipv4}]`, `[0000:0000::ffff:${hex(a, b)}:${hex(c, d)}]`];
}

describe('URL_BLOCKLIST compares an IPv4-mapped IPv6 host as its IPv4 address', () => {
  it('an IPv4 entry blocks every mapped spelling of it, and a mapped entry blocks the IPv4', () => {
    fc.assert(
      fc.property(ipv4Arb, fc.nat(3), (ipv4, spelling) => {
        const mapped = mappedSpellings(ipv4)[spelling]!;
        expect(findBlockedHost(parseBlocklist(`${ipv4}\n`), `https://${mapped}/`)).toBe(ipv4);
        expect(findBlockedHost(parseBlocklist(`${mapped}\n`), `https://${ipv4}/x`)).toBe(ipv4);
      }),
      { numRuns: RUNS },
    );
  });

  it('a mapped host of another IPv4 address, or an IPv6 address that embeds it otherwise, is not blocked', () => {
    fc.assert(
      fc.property(ipv4Arb, ipv4Arb, (entry, other) => {
        fc.pre(entry !== other);
        const hosts = parseBlocklist(`${entry}\n`);
        expect(findBlockedHost(hosts, `https://[::ffff:${other}]/`)).toBeUndefined();
        // NAT64 and IPv4-compatible addresses are other hosts on the wire: not the entry's.
        expect(findBlockedHost(hosts, `https://[64:ff9b::${entry}]/`)).toBeUndefined();
      }),
      { numRuns: RUNS },
    );
    expect(findBlockedHost(parseBlocklist('93.184.216.99\n'), 'https://[::ffff:93.184.216.99]/')).toBe('93.184.216.99');
  });
});
