import { describe, expect, it } from 'vitest';
import { linkRulesSchema } from '../../src/link-rules/link-rules-schema';
import { createRuleMatcher, matchRule, type RuleVisit } from '../../src/link-rules/rule-matcher';

const iphoneInGermany: RuleVisit = { device: 'mobile', os: 'ios', country: 'DE', language: 'de', at: Date.parse('2026-11-24T12:00:00Z') };

/** Rules as the API stores them: through the schema, so defaults (tz) are applied. */
const rules = (input: unknown) => linkRulesSchema.parse(input);

describe('matchRule', () => {
  it('sends iPhones to the App Store and Android phones to Google Play (the issue example)', () => {
    const stores = rules([
      { when: { os: ['ios'] }, url: 'https://apps.apple.com/app/id1' },
      { when: { os: ['android'] }, url: 'https://play.google.com/store/apps/details?id=x' },
    ]);
    expect(matchRule(stores, iphoneInGermany)).toBe(0);
    expect(matchRule(stores, { ...iphoneInGermany, os: 'android' })).toBe(1);
    expect(matchRule(stores, { ...iphoneInGermany, device: 'desktop', os: 'windows' })).toBeUndefined();
    expect(matchRule(stores, { ...iphoneInGermany, os: undefined })).toBeUndefined();
  });

  it('needs every given condition, and the first matching rule wins', () => {
    const list = rules([
      { when: { country: ['DE'], device: ['desktop'] }, url: 'https://example.com/de-desktop' },
      { when: { country: ['AT', 'DE'] }, url: 'https://example.com/dach' },
      { when: { language: ['de'] }, url: 'https://example.com/de' },
    ]);
    expect(matchRule(list, iphoneInGermany)).toBe(1);
    expect(matchRule(list, { ...iphoneInGermany, device: 'desktop' })).toBe(0);
    expect(matchRule(list, { ...iphoneInGermany, country: 'CH' })).toBe(2);
    expect(matchRule(list, { ...iphoneInGermany, country: undefined, language: 'fr' })).toBeUndefined();
  });

  it('never matches an unknown device, country or language against a condition on it', () => {
    expect(matchRule(rules([{ when: { device: ['mobile', 'tablet', 'desktop'] }, url: 'https://example.com' }]), { ...iphoneInGermany, device: 'unknown' })).toBeUndefined();
    expect(matchRule(rules([{ when: { country: ['DE'] }, url: 'https://example.com' }]), { ...iphoneInGermany, country: 'XX' })).toBeUndefined();
    expect(matchRule(rules([{ when: { language: ['de'] }, url: 'https://example.com' }]), { ...iphoneInGermany, language: undefined })).toBeUndefined();
  });

  it('matches a rule without conditions always, and no rules never', () => {
    expect(matchRule([{ when: {}, url: 'https://example.com' }], iphoneInGermany)).toBe(0);
    expect(matchRule([], iphoneInGermany)).toBeUndefined();
  });
});

describe('time windows', () => {
  const lunch = rules([{ when: { time: { from: '11:30', to: '14:00', days: ['mon', 'tue', 'wed', 'thu', 'fri'], tz: 'Europe/Berlin' } }, url: 'https://example.com/lunch' }]);
  const at = (iso: string) => ({ ...iphoneInGermany, at: Date.parse(iso) });

  it('opens at from (inclusive) and closes at to (exclusive) on the zone clock', () => {
    // Tuesday 2026-11-24, Berlin is UTC+1.
    expect(matchRule(lunch, at('2026-11-24T10:29:59Z'))).toBeUndefined();
    expect(matchRule(lunch, at('2026-11-24T10:30:00Z'))).toBe(0);
    expect(matchRule(lunch, at('2026-11-24T12:59:59Z'))).toBe(0);
    expect(matchRule(lunch, at('2026-11-24T13:00:00Z'))).toBeUndefined();
  });

  it('opens only on the listed local days', () => {
    expect(matchRule(lunch, at('2026-11-28T11:00:00Z'))).toBeUndefined(); // Saturday
    expect(matchRule(lunch, at('2026-11-27T11:00:00Z'))).toBe(0); // Friday
  });

  it('keeps local hours across daylight saving (Berlin: UTC+1 until 2026-03-29, then UTC+2)', () => {
    expect(matchRule(lunch, at('2026-03-27T10:45:00Z'))).toBe(0); // Fri 11:45 CET
    expect(matchRule(lunch, at('2026-03-30T10:45:00Z'))).toBe(0); // Mon 12:45 CEST
    expect(matchRule(lunch, at('2026-03-30T09:45:00Z'))).toBe(0); // Mon 11:45 CEST
    expect(matchRule(lunch, at('2026-03-27T09:45:00Z'))).toBeUndefined(); // Fri 10:45 CET
  });

  it('takes the local day, not the UTC day, for days', () => {
    const saturdayInNewYork = rules([{ when: { time: { days: ['sat'], tz: 'America/New_York' } }, url: 'https://example.com' }]);
    expect(matchRule(saturdayInNewYork, at('2026-11-29T03:00:00Z'))).toBe(0); // Sunday in UTC, Saturday 22:00 in New York
    expect(matchRule(saturdayInNewYork, at('2026-11-29T05:00:00Z'))).toBeUndefined(); // Sunday 00:00 in New York
  });

  it('covers a night across midnight with two rules: Friday 22:00 to Saturday 02:00', () => {
    const friday = rules([
      { when: { time: { from: '22:00', days: ['fri'], tz: 'Europe/Berlin' } }, url: 'https://example.com/night' },
      { when: { time: { to: '02:00', days: ['sat'], tz: 'Europe/Berlin' } }, url: 'https://example.com/night' },
    ]);
    expect(matchRule(friday, at('2026-11-27T20:59:00Z'))).toBeUndefined(); // Fri 21:59
    expect(matchRule(friday, at('2026-11-27T21:00:00Z'))).toBe(0); // Fri 22:00
    expect(matchRule(friday, at('2026-11-27T22:59:59Z'))).toBe(0); // Fri 23:59:59
    expect(matchRule(friday, at('2026-11-27T23:00:00Z'))).toBe(1); // Sat 00:00
    expect(matchRule(friday, at('2026-11-28T00:59:00Z'))).toBe(1); // Sat 01:59
    expect(matchRule(friday, at('2026-11-28T01:00:00Z'))).toBeUndefined(); // Sat 02:00
    expect(matchRule(friday, at('2026-11-20T23:30:00Z'))).toBe(1); // the Saturday before, too
    expect(matchRule(friday, at('2026-11-26T23:30:00Z'))).toBeUndefined(); // Fri 00:30: not a Saturday
  });

  it('reads each zone of a code on its own clock', () => {
    const twoZones = rules([
      { when: { time: { from: '09:00', to: '17:00', tz: 'Asia/Tokyo' } }, url: 'https://example.com/jp' },
      { when: { time: { from: '09:00', to: '17:00', tz: 'America/Los_Angeles' } }, url: 'https://example.com/us' },
    ]);
    expect(matchRule(twoZones, at('2026-11-24T01:00:00Z'))).toBe(0); // 10:00 Tokyo
    expect(matchRule(twoZones, at('2026-11-24T18:00:00Z'))).toBe(1); // 10:00 Los Angeles, 03:00 Tokyo
  });
});

describe('createRuleMatcher', () => {
  it('compiles once and answers many visits; a matcher serves many codes', () => {
    const matcher = createRuleMatcher();
    const stores = matcher.compileRules(rules([{ when: { os: ['ios'] }, url: 'https://apps.apple.com/app/id1' }]));
    const night = matcher.compileRules(rules([{ when: { time: { from: '22:00', tz: 'Europe/Berlin' } }, url: 'https://example.com' }]));
    expect(stores(iphoneInGermany)).toBe(0);
    expect(stores({ ...iphoneInGermany, os: 'android' })).toBeUndefined();
    expect(night({ ...iphoneInGermany, at: Date.parse('2026-11-24T21:30:00Z') })).toBe(0);
    expect(night({ ...iphoneInGermany, at: Date.parse('2026-11-24T20:30:00Z') })).toBeUndefined();
  });

  it('does not see later changes to the rules it compiled', () => {
    const list = rules([{ when: { country: ['DE'] }, url: 'https://example.com' }]);
    const compiled = createRuleMatcher().compileRules(list);
    list[0]!.when.country!.splice(0, 1, 'FR');
    expect(compiled(iphoneInGermany)).toBe(0);
  });
});
