import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brightnessDifference } from '../src/brightness-difference';
import { WHITE } from '../src/color';
import { checkContrast, type ContrastLevel } from '../src/contrast-check';
import { contrastRatio, relativeLuminance } from '../src/contrast-ratio';
import { color, rgb } from './arbitraries';

// 3 000 random pairs: uniform colors fall into every band of the table (blocked pairs are the
// rarest at a few percent), so each band is hit dozens of times per run.
const PAIR_RUNS = 3000;

const RANK: Record<ContrastLevel, number> = { ok: 0, warning: 1, critical: 2, blocked: 3 };

describe('checkContrast properties', () => {
  it('blocked ⇔ ratio < 1.5 on an opaque background', () => {
    fc.assert(
      fc.property(rgb, color, fc.boolean(), (foreground, background, hasLogo) => {
        const { level } = checkContrast({ foreground, background, hasLogo });
        const blocked = background !== 'transparent' && contrastRatio(foreground, background) < 1.5;
        expect(level === 'blocked').toBe(blocked);
      }),
      { numRuns: PAIR_RUNS },
    );
  });

  it('a transparent background is never blocked and always at least critical', () => {
    fc.assert(
      fc.property(rgb, fc.boolean(), (foreground, hasLogo) => {
        expect(checkContrast({ foreground, background: 'transparent', hasLogo }).level).toBe('critical');
      }),
      { numRuns: PAIR_RUNS },
    );
  });

  it('transparent is measured against white', () => {
    fc.assert(
      fc.property(rgb, (foreground) => {
        const result = checkContrast({ foreground, background: 'transparent', hasLogo: false });
        expect(result.contrastRatio).toBe(contrastRatio(foreground, WHITE));
        expect(result.brightnessDifference).toBe(brightnessDifference(foreground, WHITE));
      }),
      { numRuns: PAIR_RUNS },
    );
  });

  it('the level follows the table for opaque pairs', () => {
    fc.assert(
      fc.property(rgb, rgb, fc.boolean(), (foreground, background, hasLogo) => {
        const ratio = contrastRatio(foreground, background);
        const brightness = brightnessDifference(foreground, background);
        const inverted = relativeLuminance(foreground) > relativeLuminance(background);
        const warning = ratio < 4 || brightness < 0.5 || inverted;
        const expected: ContrastLevel =
          ratio < 1.5 ? 'blocked' : ratio < 2 || brightness < 0.3 || (hasLogo && warning) ? 'critical' : warning ? 'warning' : 'ok';
        expect(checkContrast({ foreground, background, hasLogo }).level).toBe(expected);
      }),
      { numRuns: PAIR_RUNS },
    );
  });

  it('a logo never lowers the level', () => {
    fc.assert(
      fc.property(rgb, color, (foreground, background) => {
        const without = checkContrast({ foreground, background, hasLogo: false }).level;
        const withLogo = checkContrast({ foreground, background, hasLogo: true }).level;
        expect(RANK[withLogo]).toBeGreaterThanOrEqual(RANK[without]);
        if (without === 'warning') expect(withLogo).toBe('critical');
      }),
      { numRuns: PAIR_RUNS },
    );
  });

  it('the level is the highest issue severity, ok exactly when there are no issues', () => {
    fc.assert(
      fc.property(rgb, color, fc.boolean(), (foreground, background, hasLogo) => {
        const { level, issues } = checkContrast({ foreground, background, hasLogo });
        if (level === 'blocked') {
          expect(issues.map((issue) => issue.code)).toEqual(['low_contrast']);
          return;
        }
        const severities = issues.map((issue) => issue.severity);
        const expected = severities.includes('critical') ? 'critical' : severities.length > 0 ? 'warning' : 'ok';
        expect(level).toBe(expected);
        expect(new Set(issues.map((issue) => issue.code)).size).toBe(issues.length);
      }),
      { numRuns: PAIR_RUNS },
    );
  });

  it('hints never appear to pass a threshold the pair missed', () => {
    fc.assert(
      fc.property(rgb, rgb, (foreground, background) => {
        const result = checkContrast({ foreground, background, hasLogo: false });
        for (const issue of result.issues) {
          if (!issue.hints) continue;
          // The 1e-9 allows for the float of e.g. 0.34 being 0.33999999999999997.
          expect(issue.hints.contrast_ratio).toBeLessThanOrEqual(result.contrastRatio + 1e-9);
          expect(issue.hints.brightness_difference).toBeLessThanOrEqual(result.brightnessDifference + 1e-9);
          expect(result.contrastRatio - issue.hints.contrast_ratio).toBeLessThan(0.01);
        }
      }),
      { numRuns: PAIR_RUNS },
    );
  });
});
