/**
 * The rule operating system of a scan's OS name as the server's user-agent classification
 * reports it (ua-parser-js 1.x names: `iOS`, `Mac OS`, `Ubuntu`, …). Linux distributions count
 * as linux; Android and Chromium OS, though built on Linux, have their own app stores and are
 * not. Undefined for every other system: such a scan matches no `os` condition.
 */
import type { RuleOperatingSystem } from './link-rules-schema';

const OPERATING_SYSTEM_BY_NAME: ReadonlyMap<string, RuleOperatingSystem> = new Map([
  ['iOS', 'ios'],
  ['Android', 'android'],
  ['Windows', 'windows'],
  ['Mac OS', 'macos'],
  ['macOS', 'macos'],
  ...['Linux', 'Ubuntu', 'Debian', 'Fedora', 'Arch', 'Mint', 'Gentoo', 'CentOS', 'RedHat', 'SUSE', 'Slackware', 'Kubuntu', 'Xubuntu', 'Manjaro'].map(
    (name) => [name, 'linux'] as const,
  ),
]);

export function ruleOperatingSystem(osName: string): RuleOperatingSystem | undefined {
  return OPERATING_SYSTEM_BY_NAME.get(osName);
}
