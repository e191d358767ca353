import { readFile, stat } from 'node:fs/promises';
import { mappedIpv4 } from '../../net/mapped-ipv4';

/** The parsed hosts of blocklist files, each kept until its mtime or size changes (one per app context: `ctx.blocklists`). */
export class BlocklistFiles {
  private readonly files = new Map<string, { mtimeMs: number; size: number; hosts: ReadonlySet<string> }>();

  /**
   * The blocked hosts of the URL_BLOCKLIST file (DESIGN.md): one host per line, `#` starts a
   * comment, blank lines ignored. Read once per path and re-read when the file changes, so an
   * operator can edit it without restarting. A missing or unreadable file throws.
   */
  async load(path: string): Promise<ReadonlySet<string>> {
    const info = await stat(path);
    const cached = this.files.get(path);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.hosts;
    const hosts = parseBlocklist(await readFile(path, 'utf8'));
    this.files.set(path, { mtimeMs: info.mtimeMs, size: info.size, hosts });
    return hosts;
  }
}

/**
 * Each entry goes through the same WHATWG host parser as the URLs it is compared with, so both
 * sides are ASCII: an entry written in Unicode (`bücher.example`) is stored as its IDNA A-label
 * (`xn--bcher-kva.example`, RFC 5891), upper case and full-width dots are mapped (UTS #46), and
 * an entry that is no host at all is skipped.
 */
export function parseBlocklist(text: string): ReadonlySet<string> {
  const hosts = new Set<string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') continue;
    const host = normalizeHost(hostOf(line.includes('://') ? line : `http://${line.replace(/^\*\./, '')}`));
    if (host) hosts.add(host);
  }
  return hosts;
}

/**
 * The blocklist entry that matches the URL's host: the host itself or any parent domain, so
 * `evil.example` also blocks `a.b.evil.example` (but not `notevil.example`).
 */
export function findBlockedHost(hosts: ReadonlySet<string>, url: string): string | undefined {
  const host = normalizeHost(hostOf(url));
  if (!host) return undefined;
  if (host.startsWith('[')) return hosts.has(host) ? host : undefined;
  for (let candidate = host; ; ) {
    if (hosts.has(candidate)) return candidate;
    const dot = candidate.indexOf('.');
    if (dot < 0) return undefined;
    candidate = candidate.slice(dot + 1);
  }
}

/** The host as the WHATWG URL parser serializes it: lower-case ASCII, IDNA A-labels. */
function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/**
 * Lowercase without the trailing root dot: `Evil.Example.` and `evil.example` are one host; an
 * IPv4-mapped IPv6 address (`[::ffff:93.184.216.99]`) is its IPv4 address, the host it reaches.
 */
function normalizeHost(host: string | undefined): string | undefined {
  const normalized = host?.toLowerCase().replace(/\.+$/, '');
  if (normalized === undefined || normalized === '') return undefined;
  return mappedIpv4(normalized) ?? normalized;
}
