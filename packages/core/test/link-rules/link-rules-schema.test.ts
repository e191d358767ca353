import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { MAX_RULES, MAX_RULE_COUNTRIES, MAX_RULE_LANGUAGES, linkRulesSchema, ruleConditionsSchema } from '../../src/link-rules/link-rules-schema';

const URL = 'https://example.com/';

function issuePaths(input: unknown): string[] {
  const result = linkRulesSchema.safeParse(input);
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

function messages(input: unknown): string[] {
  return (linkRulesSchema.safeParse(input).error?.issues ?? []).map((issue) => issue.message);
}

describe('linkRulesSchema', () => {
  it('takes the App Store / Play Store rules of the issue and normalises case and duplicates', () => {
    const rules = linkRulesSchema.parse([
      { when: { os: ['ios'] }, url: 'https://apps.apple.com/app/id1' },
      { when: { os: ['android', 'android'] }, url: 'https://play.google.com/store/apps/details?id=x' },
      { when: { country: ['de', ' AT '], language: ['DE'] }, url: URL },
      { when: { device: ['desktop'], time: { from: '09:00', to: '17:00', days: ['mon', 'fri'], tz: 'europe/berlin' } }, url: URL },
    ]);
    expect(rules[1]!.when.os).toEqual(['android']);
    expect(rules[2]!.when).toEqual({ country: ['DE', 'AT'], language: ['de'] });
    expect(rules[3]!.when.time).toEqual({ from: '09:00', to: '17:00', days: ['mon', 'fri'], tz: 'Europe/Berlin' });
  });

  it('takes [] (deletes the rules) and at most 20 rules', () => {
    expect(linkRulesSchema.parse([])).toEqual([]);
    const rule = { when: { os: ['ios'] }, url: URL };
    expect(linkRulesSchema.parse(Array.from({ length: MAX_RULES }, () => rule))).toHaveLength(MAX_RULES);
    expect(issuePaths(Array.from({ length: MAX_RULES + 1 }, () => rule))).toEqual(['']);
  });

  it('refuses unknown keys in a rule, its conditions and its time window, naming them', () => {
    const unknown = (input: unknown) => linkRulesSchema.safeParse(input).error?.issues.map((issue) => [issue.code, issue.path.join('.')]);
    expect(unknown([{ when: { contry: ['DE'] }, url: URL }])).toEqual([['unrecognized_keys', '0.when']]);
    expect(messages([{ when: { contry: ['DE'] }, url: URL }])[0]).toContain('contry');
    expect(unknown([{ when: { os: ['ios'] }, url: URL, weight: 1 }])).toEqual([['unrecognized_keys', '0']]);
    expect(unknown([{ when: { time: { from: '09:00', zone: 'UTC' } }, url: URL }])).toEqual([['unrecognized_keys', '0.when.time']]);
    expect(unknown([{ when: { time: { zone: 'UTC' } }, url: URL }])).toEqual([['unrecognized_keys', '0.when.time']]);
  });

  it('refuses an empty when as a mistake, and empty condition lists', () => {
    expect(issuePaths([{ when: {}, url: URL }])).toEqual(['0.when']);
    expect(messages([{ when: {}, url: URL }])).toEqual(['must give at least one condition (device, os, country, language or time)']);
    expect(issuePaths([{ when: { device: [] }, url: URL }])).toEqual(['0.when.device']);
    expect(issuePaths([{ when: { time: {} }, url: URL }])).toEqual(['0.when.time']);
    expect(issuePaths([{ when: { time: { tz: 'Europe/Berlin' } }, url: URL }])).toEqual(['0.when.time']);
    expect(issuePaths([{ when: { time: { days: [] } }, url: URL }])).toEqual(['0.when.time.days']);
  });

  it('refuses a bad country code, naming the entry', () => {
    for (const country of ['XX', 'UK', 'EU', 'DEU', '', 'D']) {
      expect(issuePaths([{ when: { country: ['DE', country] }, url: URL }])).toEqual(['0.when.country.1']);
    }
  });

  it('refuses a language that is no known primary subtag, naming the entry', () => {
    for (const language of ['de-CH', 'english', 'e1', 'x', 'xx', 'zz', '']) {
      expect(issuePaths([{ when: { language: [language] }, url: URL }])).toEqual(['0.when.language.0']);
    }
    expect(ruleConditionsSchema.parse({ language: ['yue', 'gsw', 'EN'] })).toEqual({ language: ['yue', 'gsw', 'en'] });
  });

  it('refuses devices and operating systems outside the lists', () => {
    expect(issuePaths([{ when: { device: ['unknown'] }, url: URL }])).toEqual(['0.when.device.0']);
    expect(issuePaths([{ when: { os: ['iOS'] }, url: URL }])).toEqual(['0.when.os.0']);
  });

  it('caps each condition list (countries 250, languages 50, devices 3, systems 5, days 7), naming the list; duplicates count', () => {
    const many = (value: string, length: number) => Array.from({ length }, () => value);
    const limits: [string, string, number][] = [
      ['country', 'DE', MAX_RULE_COUNTRIES],
      ['language', 'en', MAX_RULE_LANGUAGES],
      ['device', 'mobile', 3],
      ['os', 'ios', 5],
    ];
    for (const [condition, value, max] of limits) {
      expect(linkRulesSchema.safeParse([{ when: { [condition]: many(value, max) }, url: URL }]).success).toBe(true);
      expect(issuePaths([{ when: { [condition]: many(value, max + 1) }, url: URL }])).toEqual([`0.when.${condition}`]);
    }
    expect(issuePaths([{ when: { time: { days: many('mon', 8) } }, url: URL }])).toEqual(['0.when.time.days']);
    expect(messages([{ when: { language: many('en', 51) }, url: URL }])).toEqual(['must list at most 50 entries']);
  });

  it('refuses an over-long list without validating its entries (200,000 languages in well under a second)', () => {
    const started = performance.now();
    expect(issuePaths([{ when: { language: Array.from({ length: 200_000 }, () => 'en') }, url: URL }])).toEqual(['0.when.language']);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('checks the rule url like every destination', () => {
    expect(issuePaths([{ when: { os: ['ios'] }, url: 'ftp://example.com' }])).toEqual(['0.url']);
    expect(issuePaths([{ when: { os: ['ios'] }, url: 'https://user:pw@example.com' }])).toEqual(['0.url']);
    expect(issuePaths([{ when: { os: ['ios'] } }])).toEqual(['0.url']);
  });
});

describe('the time condition', () => {
  const time = (value: unknown) => [{ when: { time: value }, url: URL }];

  it('defaults tz to UTC and keeps from, to and days as given', () => {
    expect(linkRulesSchema.parse(time({ from: '22:00' }))[0]!.when.time).toEqual({ from: '22:00', tz: 'UTC' });
    expect(linkRulesSchema.parse(time({ to: '24:00', days: ['sat', 'sat', 'sun'] }))[0]!.when.time).toEqual({ to: '24:00', days: ['sat', 'sun'], tz: 'UTC' });
  });

  it('refuses from after or equal to to, naming from', () => {
    expect(issuePaths(time({ from: '17:00', to: '09:00' }))).toEqual(['0.when.time.from']);
    expect(issuePaths(time({ from: '22:00', to: '02:00' }))).toEqual(['0.when.time.from']);
    expect(issuePaths(time({ from: '09:00', to: '09:00' }))).toEqual(['0.when.time.from']);
    expect(messages(time({ from: '22:00', to: '02:00' }))[0]).toMatch(/^must be before to; a window across midnight is two rules/);
    expect(linkRulesSchema.safeParse(time({ from: '09:00', to: '09:01' })).success).toBe(true);
    expect(linkRulesSchema.safeParse(time({ from: '00:00', to: '24:00' })).success).toBe(true);
  });

  it('refuses what is no HH:MM time of day', () => {
    for (const bad of ['9:00', '09:60', '25:00', '09:00:00', '0900', 'noon', '24:01']) {
      expect(issuePaths(time({ from: bad }))).toEqual(['0.when.time.from']);
      expect(issuePaths(time({ to: bad }))).toEqual(['0.when.time.to']);
    }
    expect(issuePaths(time({ from: '24:00' }))).toEqual(['0.when.time.from']);
    expect(issuePaths(time({ to: '00:00' }))).toEqual(['0.when.time.to']);
  });

  it('refuses a zone Intl does not know and a day outside mon..sun', () => {
    expect(issuePaths(time({ from: '09:00', tz: 'Mars/Olympus_Mons' }))).toEqual(['0.when.time.tz']);
    expect(issuePaths(time({ from: '09:00', tz: '' }))).toEqual(['0.when.time.tz']);
    expect(issuePaths(time({ days: ['monday'] }))).toEqual(['0.when.time.days.0']);
  });
});

describe('the OpenAPI view', () => {
  it('converts to JSON Schema both ways, with the value lists and the bound', () => {
    const input = z.toJSONSchema(linkRulesSchema, { io: 'input', unrepresentable: 'any' }) as { maxItems?: number };
    expect(input.maxItems).toBe(MAX_RULES);
    expect(JSON.stringify(input)).toContain('"enum":["mobile","tablet","desktop"]');
    expect(JSON.stringify(input)).toContain('"enum":["mon","tue","wed","thu","fri","sat","sun"]');
    expect(() => z.toJSONSchema(linkRulesSchema, { io: 'output', unrepresentable: 'any' })).not.toThrow();
  });
});
