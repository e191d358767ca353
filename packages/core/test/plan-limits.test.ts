import { describe, expect, it } from 'vitest';
import {
  PLANS,
  PLAN_LIMITS,
  STORED_LIMIT_FIELDS,
  billingMonth,
  effectiveLimit,
  isPlan,
  usage,
} from '../src/plan-limits';

describe('PLAN_LIMITS', () => {
  it('holds the values the contract states', () => {
    expect(PLANS.map((plan) => PLAN_LIMITS[plan].max_workspaces)).toEqual([1, 3, 10, null, null]);
    expect(PLANS.map((plan) => PLAN_LIMITS[plan].max_batch_size)).toEqual([10, 500, 1000, 1000, 1000]);
    expect(PLAN_LIMITS.free.max_dpp_import_rows).toBe(100);
    expect(PLANS.map((plan) => PLAN_LIMITS[plan].max_webhooks_per_workspace)).toEqual([2, 10, 25, 100, 100]);
    expect(PLANS.map((plan) => PLAN_LIMITS[plan].max_api_keys_per_workspace)).toEqual([100, 100, 100, 100, 100]);
    expect(PLANS.map((plan) => PLAN_LIMITS[plan].max_created_organizations)).toEqual([10, 10, 10, 10, null]);
    expect(PLANS.map((plan) => PLAN_LIMITS[plan].max_file_bytes_per_workspace)).toEqual([100e6, 1e9, 5e9, 20e9, null]);
    expect(PLAN_LIMITS.enterprise.max_dpp_import_rows).toBe(10_000);
  });

  it('holds the code import rows issue 14 states', () => {
    expect(PLANS.map((plan) => PLAN_LIMITS[plan].max_code_import_rows)).toEqual([100, 5_000, 10_000, 10_000, 10_000]);
  });

  it('holds the passport limits dpp.md states', () => {
    expect(PLANS.map((plan) => PLAN_LIMITS[plan].max_dpp_import_rows)).toEqual([100, 1_000, 5_000, 5_000, 10_000]);
    expect(PLANS.map((plan) => PLAN_LIMITS[plan].max_passports)).toEqual([10, 1_000, 10_000, 50_000, null]);
  });

  it('never gets smaller from one plan to the next', () => {
    const fields = Object.keys(PLAN_LIMITS.free) as (keyof typeof PLAN_LIMITS.free)[];
    for (const field of fields) {
      for (let i = 1; i < PLANS.length; i++) {
        const lower = PLAN_LIMITS[PLANS[i - 1]!][field];
        const higher = PLAN_LIMITS[PLANS[i]!][field];
        if (lower === null) expect(higher, `${field} of ${PLANS[i]}`).toBeNull();
        else if (higher !== null) expect(higher, `${field} of ${PLANS[i]}`).toBeGreaterThanOrEqual(lower);
      }
    }
  });

  it('is frozen', () => {
    expect(Object.isFrozen(PLAN_LIMITS)).toBe(true);
    expect(Object.isFrozen(PLAN_LIMITS.free)).toBe(true);
  });
});

describe('isPlan', () => {
  it('accepts exactly the plans', () => {
    for (const plan of PLANS) expect(isPlan(plan)).toBe(true);
    for (const value of ['Free', 'premium', '', null, undefined, 1, 'toString']) expect(isPlan(value)).toBe(false);
  });
});

describe('effectiveLimit', () => {
  it('takes the higher of stored value and plan baseline', () => {
    expect(effectiveLimit('free', 5, 'max_workspaces')).toBe(5);
    expect(effectiveLimit('pro', 1, 'max_workspaces')).toBe(3);
    expect(effectiveLimit('business', 10, 'max_workspaces')).toBe(10);
  });

  it('takes a stored null as "no override": the plan baseline applies', () => {
    expect(effectiveLimit('free', null, 'max_workspaces')).toBe(1);
    expect(effectiveLimit('business', null, 'max_scans_per_month')).toBe(250_000);
  });

  it('keeps an unlimited plan baseline unlimited, whatever is stored', () => {
    expect(effectiveLimit('agency', 2, 'max_workspaces')).toBeNull();
    expect(effectiveLimit('agency', null, 'max_workspaces')).toBeNull();
    expect(effectiveLimit('enterprise', 5, 'max_members')).toBeNull();
  });

  it('covers the stored fields', () => {
    expect(STORED_LIMIT_FIELDS).toEqual(['max_workspaces', 'max_members', 'max_dynamic_codes', 'max_scans_per_month']);
  });
});

describe('usage', () => {
  it('reports a figure under the limit', () => {
    expect(usage(250, 1000)).toEqual({ used: 250, limit: 1000, usage_pct: 25, remaining: 750 });
  });

  it('rounds the percentage down, so 100 means the limit is reached', () => {
    expect(usage(999, 1000).usage_pct).toBe(99);
    expect(usage(1000, 1000)).toEqual({ used: 1000, limit: 1000, usage_pct: 100, remaining: 0 });
  });

  it('goes past 100 % without negative remaining when over the limit', () => {
    expect(usage(1500, 1000)).toEqual({ used: 1500, limit: 1000, usage_pct: 150, remaining: 0 });
  });

  it('reports unlimited as null percentage and remaining', () => {
    expect(usage(42, null)).toEqual({ used: 42, limit: null, usage_pct: null, remaining: null });
  });

  it('handles a limit of 0 without dividing by zero', () => {
    expect(usage(0, 0)).toEqual({ used: 0, limit: 0, usage_pct: 0, remaining: 0 });
    expect(usage(3, 0)).toEqual({ used: 3, limit: 0, usage_pct: 300, remaining: 0 });
  });

  it('rejects counts that are not non-negative integers', () => {
    expect(() => usage(-1, 10)).toThrow(RangeError);
    expect(() => usage(1.5, 10)).toThrow(RangeError);
    expect(() => usage(1, -10)).toThrow(RangeError);
    expect(() => usage(Number.NaN, null)).toThrow(RangeError);
  });
});

describe('billingMonth', () => {
  it('is the UTC calendar month of the instant', () => {
    expect(billingMonth(new Date('2025-03-31T23:59:59.999Z'))).toEqual({
      period: '2025-03',
      period_start: '2025-03-01T00:00:00.000Z',
      period_end: '2025-04-01T00:00:00.000Z',
    });
  });

  it('rolls over the year in December', () => {
    expect(billingMonth(new Date('2024-12-15T12:00:00+02:00')).period_end).toBe('2025-01-01T00:00:00.000Z');
  });

  it('uses UTC, not the offset the instant was written with', () => {
    expect(billingMonth(new Date('2025-05-01T00:30:00+02:00')).period).toBe('2025-04');
  });

  it('rejects an invalid date', () => {
    expect(() => billingMonth(new Date('nope'))).toThrow(RangeError);
  });
});
