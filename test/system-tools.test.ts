import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEBIAN_PACKAGES, missingToolsMessage, planSystemTools, type SystemTool } from './support/system-tools';

// The test set-up's decision (support/system-tools.ts): which tools are missing → which Debian
// packages to install, or the one line that says what to install. Never a skip.

const TOOLS = Object.keys(DEBIAN_PACKAGES) as SystemTool[];
const machine = fc.record({ missing: fc.subarray(TOOLS), hasAptGet: fc.boolean(), canBeRoot: fc.boolean() });

describe('planSystemTools', () => {
  it('nothing missing: nothing to do, whatever the machine allows', () => {
    fc.assert(fc.property(fc.boolean(), fc.boolean(), (hasAptGet, canBeRoot) => {
      expect(planSystemTools({ missing: [], hasAptGet, canBeRoot })).toEqual({ action: 'none' });
    }));
  });

  it('something missing: installs exactly its packages when apt-get may run as root, else one line naming each tool and package', () => {
    fc.assert(fc.property(machine.filter((m) => m.missing.length > 0), (m) => {
      const plan = planSystemTools(m);
      if (m.hasAptGet && m.canBeRoot) {
        expect(plan).toEqual({ action: 'install', packages: m.missing.map((tool) => DEBIAN_PACKAGES[tool]) });
        return;
      }
      expect(plan.action).toBe('fail');
      const message = (plan as { message: string }).message;
      expect(message).not.toContain('\n');
      for (const tool of TOOLS) {
        expect(message.includes(` ${DEBIAN_PACKAGES[tool]}`)).toBe(m.missing.includes(tool));
      }
    }));
  });

  it('the message is a command to copy', () => {
    expect(missingToolsMessage(['zbarimg', 'chromium'])).toBe('Tests need zbarimg, chromium, which are not installed: run sudo apt-get install -y zbar-tools chromium (Debian/Ubuntu packages), then pnpm test again.');
    expect(planSystemTools({ missing: ['gs'], hasAptGet: false, canBeRoot: true })).toEqual({ action: 'fail', message: 'Tests need gs, which is not installed: run sudo apt-get install -y ghostscript (Debian/Ubuntu packages), then pnpm test again.' });
  });
});
