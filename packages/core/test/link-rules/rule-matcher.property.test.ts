import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_DEVICES, RULE_OPERATING_SYSTEMS, type LinkRule, type RuleConditions } from '../../src/link-rules/link-rules-schema';
import { createRuleMatcher, matchRule, type RuleVisit } from '../../src/link-rules/rule-matcher';
import { RULE_DAYS } from '../../src/link-rules/time-window-schema';
import { DEVICE_TYPES } from '../../src/schemas/scans';

/**
 * Small value sets on both sides (three countries, three languages), so that conditions and
 * visits meet often and every property sees matches as well as misses.
 */
const COUNTRIES = ['DE', 'FR', 'US'] as const;
const LANGUAGES = ['de', 'en', 'fr'] as const;
/** A zone with DST, one with a half-hour offset, and UTC. */
const ZONES = ['UTC', 'Europe/Berlin', 'Asia/Kolkata'] as const;
/** Two years of instants: every week day and time of day in every zone, DST both ways. */
const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) });

const orUndefined = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const visit: fc.Arbitrary<RuleVisit> = fc.record({
  device: fc.constantFrom(...DEVICE_TYPES),
  os: orUndefined(fc.constantFrom(...RULE_OPERATING_SYSTEMS)),
  country: orUndefined(fc.constantFrom(...COUNTRIES)),
  language: orUndefined(fc.constantFrom(...LANGUAGES)),
  at: instant,
});

const someOf = <T>(values: readonly T[]) => fc.subarray([...values], { minLength: 1 });
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Valid windows only (from before to), on the quarter hour so windows of a few hours are common. */
const time = fc
  .record({
    bounds: fc.tuple(fc.integer({ min: 0, max: 96 }), fc.integer({ min: 0, max: 96 })).filter(([a, b]) => a !== b),
    from: fc.boolean(),
    to: fc.boolean(),
    days: orUndefined(someOf(RULE_DAYS)),
    tz: fc.constantFrom(...ZONES),
  })
  .map(({ bounds: [a, b], from, to, days, tz }) => {
    const [start, end] = a < b ? [a, b] : [b, a];
    return {
      ...(from && start < 96 ? { from: hhmm(start * 15) } : {}),
      ...(to && end > 0 ? { to: hhmm(end * 15) } : {}),
      ...(days === undefined ? {} : { days }),
      tz,
    };
  });

/** Every condition given; properties take subsets of its keys. */
const fullConditions: fc.Arbitrary<Required<RuleConditions>> = fc.record({
  device: someOf(RULE_DEVICES),
  os: someOf(RULE_OPERATING_SYSTEMS),
  country: someOf(COUNTRIES),
  language: someOf(LANGUAGES),
  time,
});

const CONDITION_KEYS = ['device', 'os', 'country', 'language', 'time'] as const;

function pick(conditions: Required<RuleConditions>, keys: readonly (typeof CONDITION_KEYS)[number][]): RuleConditions {
  return Object.fromEntries(keys.map((key) => [key, conditions[key]]));
}

const rule = (when: RuleConditions): LinkRule => ({ when, url: 'https://example.com/' });

/** Conditions with any subset of the keys, the empty one included. */
const conditions = fc.tuple(fullConditions, fc.subarray([...CONDITION_KEYS])).map(([full, keys]) => pick(full, keys));

const matches = (when: RuleConditions, scan: RuleVisit) => matchRule([rule(when)], scan) === 0;

describe('rule matcher properties', () => {
  it('a rule with no conditions matches every visit', () => {
    fc.assert(fc.property(visit, (scan) => matchRule([rule({})], scan) === 0));
  });

  it('adding a condition never widens a match', () => {
    fc.assert(
      fc.property(fullConditions, fc.subarray([...CONDITION_KEYS]), fc.constantFrom(...CONDITION_KEYS), visit, (full, keys, added, scan) => {
        const narrower = pick(full, [...new Set([...keys, added])]);
        if (matches(narrower, scan)) expect(matches(pick(full, keys), scan)).toBe(true);
      }),
    );
  });

  it('a rule matches exactly when each of its conditions does on its own', () => {
    fc.assert(
      fc.property(fullConditions, fc.subarray([...CONDITION_KEYS]), visit, (full, keys, scan) => {
        expect(matches(pick(full, keys), scan)).toBe(keys.every((key) => matches(pick(full, [key]), scan)));
      }),
    );
  });

  it('the first matching rule wins: the index is the first rule that matches alone, else undefined', () => {
    fc.assert(
      fc.property(fc.array(conditions, { maxLength: 20 }), visit, (list, scan) => {
        const firstAlone = list.findIndex((when) => matches(when, scan));
        expect(matchRule(list.map(rule), scan)).toBe(firstAlone === -1 ? undefined : firstAlone);
      }),
    );
  });

  it('a compiled matcher answers like one-off matching, visit after visit', () => {
    fc.assert(
      fc.property(fc.array(conditions, { maxLength: 20 }), fc.array(visit, { maxLength: 20 }), (list, scans) => {
        const compiled = createRuleMatcher().compileRules(list.map(rule));
        for (const scan of scans) expect(compiled(scan)).toBe(matchRule(list.map(rule), scan));
      }),
    );
  });

  it('reads of a visit only what the rules it evaluates name (the server reads user agent, country and language lazily)', () => {
    const VISIT_KEYS = { device: 'device', os: 'os', country: 'country', language: 'language' } as const;
    fc.assert(
      fc.property(fc.array(conditions, { maxLength: 20 }), visit, (list, scan) => {
        const index = matchRule(list.map(rule), scan);
        const evaluated = list.slice(0, index === undefined ? list.length : index + 1);
        const named = new Set(evaluated.flatMap((when) => Object.keys(when)));
        const read = new Set<string>();
        const watched = new Proxy(scan, {
          get(target, key, receiver) {
            read.add(String(key));
            return Reflect.get(target, key, receiver) as unknown;
          },
        });
        expect(createRuleMatcher().compileRules(list.map(rule))(watched)).toBe(index);
        for (const [key, condition] of Object.entries(VISIT_KEYS)) if (read.has(key)) expect(named.has(condition), `read ${key}`).toBe(true);
      }),
    );
  });

  it('a window is open exactly for local times from ≤ t < to on a listed day', () => {
    fc.assert(
      fc.property(time, instant, (window, at) => {
        const local = new Intl.DateTimeFormat('en-GB', { timeZone: window.tz, hourCycle: 'h23', weekday: 'short', hour: '2-digit', minute: '2-digit' }).formatToParts(at);
        const field = (type: string) => local.find((part) => part.type === type)!.value;
        const clock = `${field('hour')}:${field('minute')}`;
        const day = field('weekday').toLowerCase();
        const open = (window.from ?? '00:00') <= clock && clock < (window.to ?? '24:00') && (window.days ?? RULE_DAYS).includes(day as (typeof RULE_DAYS)[number]);
        expect(matches({ time: window }, { device: 'mobile', os: undefined, country: undefined, language: undefined, at })).toBe(open);
      }),
    );
  });
});
