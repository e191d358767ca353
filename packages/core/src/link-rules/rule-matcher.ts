/**
 * Which destination rule a scan matches: the index of the first rule whose every
 * given condition holds, or undefined. A rule without conditions matches every scan (the API
 * refuses it as a mistake, but the matcher stays total).
 *
 * Rules are compiled once per code (sets, minute bounds, a day bit mask, the zone's reader), so
 * a scan of a code with 20 rules costs a few set look-ups and some arithmetic per rule; `Intl`
 * runs once per zone and minute. The clock is created by the caller ({@link createRuleMatcher})
 * and shared by all the codes it compiles.
 */
import type { DeviceType } from '../schemas/scans';
import type { LinkRule, RuleOperatingSystem } from './link-rules-schema';
import { DEFAULT_RULE_TIME_ZONE, MINUTES_PER_DAY, RULE_DAYS, minuteOfDay } from './time-window-schema';
import { createZoneClock, type ZoneClock, type ZoneReader } from './zone-clock';

/** What a rule can be matched on, all read by the server from the scan request. */
export interface RuleVisit {
  readonly device: DeviceType;
  /** See `ruleOperatingSystem`; undefined for a system no rule can name. */
  readonly os: RuleOperatingSystem | undefined;
  /** ISO 3166-1 alpha-2, upper case; undefined (or the unknown-country marker) when not known. */
  readonly country: string | undefined;
  /**
   * Primary subtag of the visitor's most preferred language (`primaryLanguage(Accept-Language)`,
   * lower case). Only the first choice counts: an English phone that also accepts German is an
   * English visitor, and a German rule listed first must not take it.
   */
  readonly language: string | undefined;
  /** The scan's instant, epoch milliseconds. */
  readonly at: number;
}

/** A code's rules, compiled: the index of the matching rule for a visit, or undefined. */
export type CompiledRules = (visit: RuleVisit) => number | undefined;

export interface RuleMatcher {
  compileRules(rules: readonly LinkRule[]): CompiledRules;
}

interface CompiledWindow {
  readonly zone: ZoneReader;
  readonly from: number;
  readonly to: number;
  /** Bit `1 << weekday` per open day (Monday = bit 0). */
  readonly days: number;
}

interface CompiledRule {
  readonly devices: ReadonlySet<string> | undefined;
  readonly operatingSystems: ReadonlySet<string> | undefined;
  readonly countries: ReadonlySet<string> | undefined;
  readonly languages: ReadonlySet<string> | undefined;
  readonly window: CompiledWindow | undefined;
}

const EVERY_DAY = (1 << RULE_DAYS.length) - 1;

export function createRuleMatcher(): RuleMatcher {
  const clock = createZoneClock();
  return {
    compileRules(rules) {
      const compiled = rules.map((rule) => compileRule(rule, clock));
      if (compiled.length === 0) return () => undefined;
      return (visit) => {
        for (let index = 0; index < compiled.length; index++) {
          if (ruleMatches(compiled[index]!, visit)) return index;
        }
        return undefined;
      };
    },
  };
}

/** One-off matching (tests, a single request): compiles and drops the clock. Servers keep a {@link createRuleMatcher}. */
export function matchRule(rules: readonly LinkRule[], visit: RuleVisit): number | undefined {
  return createRuleMatcher().compileRules(rules)(visit);
}

function compileRule({ when }: LinkRule, clock: ZoneClock): CompiledRule {
  const time = when.time;
  return {
    devices: setOf(when.device),
    operatingSystems: setOf(when.os),
    countries: setOf(when.country),
    languages: setOf(when.language),
    window:
      time === undefined
        ? undefined
        : {
            zone: clock.zone(time.tz ?? DEFAULT_RULE_TIME_ZONE),
            from: time.from === undefined ? 0 : minuteOfDay(time.from)!,
            to: time.to === undefined ? MINUTES_PER_DAY : minuteOfDay(time.to)!,
            days: time.days === undefined ? EVERY_DAY : time.days.reduce((mask, day) => mask | (1 << RULE_DAYS.indexOf(day)), 0),
          },
  };
}

function setOf(values: readonly string[] | undefined): ReadonlySet<string> | undefined {
  return values === undefined ? undefined : new Set(values);
}

/**
 * A visit's property is read only when the rule names it: the server's visit reads the user
 * agent, the country and the language lazily, and a code whose rules name only `os` must not
 * pay for a country lookup (nor twenty rules for twenty reads of each).
 */
function ruleMatches(rule: CompiledRule, visit: RuleVisit): boolean {
  return (
    (rule.devices === undefined || rule.devices.has(visit.device)) &&
    (rule.operatingSystems === undefined || allows(rule.operatingSystems, visit.os)) &&
    (rule.countries === undefined || allows(rule.countries, visit.country)) &&
    (rule.languages === undefined || allows(rule.languages, visit.language)) &&
    (rule.window === undefined || windowOpen(rule.window, visit.at))
  );
}

function allows(allowed: ReadonlySet<string>, value: string | undefined): boolean {
  return value !== undefined && allowed.has(value);
}

function windowOpen(window: CompiledWindow, at: number): boolean {
  const minuteOfWeek = window.zone.minuteOfWeek(at);
  const minute = minuteOfWeek % MINUTES_PER_DAY;
  return (window.days & (1 << Math.floor(minuteOfWeek / MINUTES_PER_DAY))) !== 0 && minute >= window.from && minute < window.to;
}
