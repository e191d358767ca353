import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLANS, PLAN_LIMITS, effectiveLimit, usage, type PlanLimitField } from '../src/plan-limits';

// Twice the largest finite limit in the table, so stored values fall on both sides of every baseline.
const MAX_STORED = 2_000_000;
// Usage figures are counts of scans/codes; well past any limit, still far from unsafe integers.
const MAX_USED = 10_000_000;

const plan = fc.constantFrom(...PLANS);
const field = fc.constantFrom(...(Object.keys(PLAN_LIMITS.free) as PlanLimitField[]));
const stored = fc.option(fc.integer({ min: 0, max: MAX_STORED }), { nil: null });
const limit = fc.option(fc.integer({ min: 0, max: MAX_STORED }), { nil: null });
const used = fc.integer({ min: 0, max: MAX_USED });

describe('effectiveLimit (property)', () => {
  it('is the plan baseline when nothing is stored, and unlimited exactly when the baseline is', () => {
    fc.assert(
      fc.property(plan, stored, field, (p, s, f) => {
        const baseline = PLAN_LIMITS[p][f];
        const result = effectiveLimit(p, s, f);
        if (baseline === null) {
          expect(result).toBeNull();
        } else if (s === null) {
          expect(result).toBe(baseline);
        } else {
          expect(result).not.toBeNull();
          expect(result!).toBeGreaterThanOrEqual(baseline);
          expect(result!).toBeGreaterThanOrEqual(s);
          // It is one of the two, not something larger.
          expect([baseline, s]).toContain(result);
        }
      }),
    );
  });

  it('never grants less than the plan baseline: a stored value only raises the limit', () => {
    fc.assert(
      fc.property(plan, stored, field, (p, s, f) => {
        const withOverride = effectiveLimit(p, s, f);
        const withoutOverride = effectiveLimit(p, null, f);
        expect(withoutOverride).toBe(PLAN_LIMITS[p][f]);
        if (withoutOverride === null) expect(withOverride).toBeNull();
        else expect(withOverride!).toBeGreaterThanOrEqual(withoutOverride);
      }),
    );
  });
});

describe('usage (property)', () => {
  it('never reports negative remaining and keeps used + remaining = limit while under it', () => {
    fc.assert(
      fc.property(used, limit, (u, l) => {
        const result = usage(u, l);
        expect(result.used).toBe(u);
        expect(result.limit).toBe(l);
        if (l === null) {
          expect(result.usage_pct).toBeNull();
          expect(result.remaining).toBeNull();
          return;
        }
        expect(result.remaining).toBeGreaterThanOrEqual(0);
        if (u <= l) expect(u + result.remaining!).toBe(l);
        else expect(result.remaining).toBe(0);
      }),
    );
  });

  it('gives a whole percentage, 100 or more exactly when the limit is reached', () => {
    fc.assert(
      fc.property(used, limit, (u, l) => {
        fc.pre(l !== null && l > 0);
        const pct = usage(u, l).usage_pct!;
        expect(Number.isInteger(pct)).toBe(true);
        expect(pct).toBeGreaterThanOrEqual(0);
        expect(pct >= 100).toBe(u >= l!);
        // Rounded down: never overstates the use.
        expect(pct).toBeLessThanOrEqual((u * 100) / l!);
        expect(pct).toBeGreaterThan((u * 100) / l! - 1);
      }),
    );
  });

  it('never decreases as use grows', () => {
    fc.assert(
      fc.property(used, used, limit, (a, b, l) => {
        fc.pre(l !== null);
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(usage(high, l).usage_pct!).toBeGreaterThanOrEqual(usage(low, l).usage_pct!);
        expect(usage(high, l).remaining!).toBeLessThanOrEqual(usage(low, l).remaining!);
      }),
    );
  });
});
