import { linkRulesSchema, matchRule } from '@quietzone/core/schemas';
import { describe, expect, it } from 'vitest';
import { BENCH_VISITOR, twentyRules } from '../bench/twenty-rules';

// The redirect benchmarks run at any day and hour; their twenty rules must fall through for
// their visitor at every instant, or `tsx run-all.ts redirect` throws on the unexpected Location.

const HOUR = 3_600_000;
const WEEK_START = Date.UTC(2026, 10, 23); // a Monday, 00:00 UTC
/** Two weeks hour by hour, and the week of a daylight-saving change in New York and Berlin. */
const INSTANTS = [
  ...Array.from({ length: 14 * 24 }, (_, hour) => WEEK_START + hour * HOUR),
  ...Array.from({ length: 7 * 24 }, (_, hour) => Date.UTC(2026, 2, 26) + hour * HOUR + 30 * 60_000),
];

describe('bench twentyRules', () => {
  const rules = linkRulesSchema.parse(twentyRules());

  it('holds twenty rules the API accepts', () => {
    expect(rules).toHaveLength(20);
  });

  it('matches the bench visitor at no hour of the week, in either country spelling', () => {
    const matched = INSTANTS.flatMap((at) =>
      [BENCH_VISITOR.country, undefined].flatMap((country) => {
        const index = matchRule(rules, { ...BENCH_VISITOR, country, at });
        return index === undefined ? [] : [`${new Date(at).toISOString()} → rule ${index}`];
      }),
    );
    expect(matched).toEqual([]);
  });

  it('still has rules that a visitor from elsewhere matches (the rules are not dead)', () => {
    const berlinLunch = Date.UTC(2026, 10, 24, 11, 0); // Tuesday 12:00 in Berlin
    expect(matchRule(rules, { ...BENCH_VISITOR, country: 'DE', at: berlinLunch })).toBe(6);
    expect(matchRule(rules, { ...BENCH_VISITOR, os: 'android', at: berlinLunch })).toBe(0);
  });
});
