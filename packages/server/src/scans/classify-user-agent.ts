import type { DeviceType } from '@quietzone/core/schemas';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { UAParser } from 'ua-parser-js';

export interface UserAgentClass {
  readonly deviceType: DeviceType;
  /** `unknown` when the user agent names none. */
  readonly os: string;
  readonly browser: string;
  readonly isBot: boolean;
}

/** Operating systems that only run on desktops and laptops (ua-parser-js 1.x names). */
const DESKTOP_OS: ReadonlySet<string> = new Set(['Windows', 'Mac OS', 'Linux', 'Ubuntu', 'Debian', 'Fedora', 'Chromium OS', 'FreeBSD', 'OpenBSD', 'NetBSD', 'Solaris', 'Arch', 'Mint', 'Gentoo']);

/**
 * Device, OS and browser by ua-parser-js 1.x (MIT; 2.x is AGPL), the bot flag by isbot. A
 * request without a user agent is flagged as a bot: every browser sends one, scripts often not.
 * ua-parser-js reports no device type for desktops, so a desktop is a known desktop OS without
 * a device type; consoles, TVs, wearables are `unknown` (the contract has no bucket for them).
 * iPadOS 13+ sends the macOS user agent by default, so such iPads count as desktops.
 */
export function classifyUserAgent(userAgent: string | null): UserAgentClass {
  return parse(userAgent?.trim() ?? '');
}

const CACHE_SIZE = 2000;

/**
 * classifyUserAgent with the last CACHE_SIZE answers kept (one per scan recorder): a burst
 * repeats a handful of agents, and parsing is the costliest step of a scan's flush.
 */
export class UserAgentClassifier {
  // lru-cache, not a Map evicting its first key: that walks the deleted slots V8 keeps at a
  // Map's start, so a flood of new agents would make each one cost more (app/expiring-lru.ts).
  private readonly recent = new LRUCache<string, UserAgentClass>({ max: CACHE_SIZE });

  classify(userAgent: string | null): UserAgentClass {
    const ua = userAgent?.trim() ?? '';
    const cached = this.recent.get(ua);
    if (cached) return cached;
    const result = parse(ua);
    this.recent.set(ua, result);
    return result;
  }
}

function parse(ua: string): UserAgentClass {
  if (ua === '') return { deviceType: 'unknown', os: 'unknown', browser: 'unknown', isBot: true };
  const result = new UAParser(ua).getResult();
  const type = result.device.type;
  const os = result.os.name ?? 'unknown';
  const deviceType: DeviceType = type === 'mobile' || type === 'tablet' ? type : type === undefined && DESKTOP_OS.has(os) ? 'desktop' : 'unknown';
  return { deviceType, os, browser: result.browser.name ?? 'unknown', isBot: isbot(ua) };
}
