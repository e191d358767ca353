import { describe, expect, it } from 'vitest';
import { ruleOperatingSystem } from '../../src/link-rules/rule-operating-system';

describe('ruleOperatingSystem', () => {
  it('maps the user-agent classification names to rule systems', () => {
    expect(ruleOperatingSystem('iOS')).toBe('ios');
    expect(ruleOperatingSystem('Android')).toBe('android');
    expect(ruleOperatingSystem('Windows')).toBe('windows');
    expect(ruleOperatingSystem('Mac OS')).toBe('macos');
    expect(ruleOperatingSystem('Ubuntu')).toBe('linux');
    expect(ruleOperatingSystem('Linux')).toBe('linux');
  });

  it('names no rule system for the rest', () => {
    for (const name of ['unknown', 'Chromium OS', 'HarmonyOS', 'BlackBerry', 'ios', '']) expect(ruleOperatingSystem(name)).toBeUndefined();
  });
});
