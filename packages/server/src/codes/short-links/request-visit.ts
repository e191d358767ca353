import { primaryLanguage, ruleOperatingSystem } from '@quietzone/core';
import { type DeviceType, type RuleOperatingSystem, type RuleVisit } from '@quietzone/core/schemas';
import type { UserAgentClass, UserAgentClassifier } from '../../scans/classify-user-agent';
import type { CountryTable } from '../../scans/country-table';
import { scanCountry } from '../../scans/scan-country';

/** The request headers and address a rule can look at, as the scan records them (scans/scan-input.ts). */
export interface VisitSource {
  readonly ip: string | undefined;
  readonly userAgent: string | null;
  readonly acceptLanguage: string | null;
  readonly countryHeader: string | null;
}

/**
 * A scan as the destination rules see it, read lazily: the matcher asks only for what the
 * code's rules name, so a code whose rules name only `os` never looks up a country, and one
 * whose rules name only `country` never parses the user agent. Each value is read at most once.
 * The same readers as the scan recorder (user agent classification, country), so a rule and
 * the recorded scan agree on device, OS and country.
 */
export class RequestVisit implements RuleVisit {
  #agent: UserAgentClass | undefined;
  #country: string | undefined;
  #language: string | null | undefined;

  /** The IP→country table, set by the caller before matching rules that name `country` (loading it is async). */
  countries: CountryTable | undefined;

  constructor(
    /** Also what the recorded scan keeps (scans/scan-input.ts). */
    readonly source: VisitSource,
    readonly at: number,
    private readonly agents: UserAgentClassifier,
  ) {}

  get device(): DeviceType {
    return this.agent().deviceType;
  }

  get os(): RuleOperatingSystem | undefined {
    return ruleOperatingSystem(this.agent().os);
  }

  get country(): string {
    this.#country ??= scanCountry({ headerValue: this.source.countryHeader, ip: this.source.ip, table: this.countries });
    return this.#country;
  }

  get language(): string | undefined {
    if (this.#language === undefined) this.#language = primaryLanguage(this.source.acceptLanguage) ?? null;
    return this.#language ?? undefined;
  }

  private agent(): UserAgentClass {
    this.#agent ??= this.agents.classify(this.source.userAgent);
    return this.#agent;
  }
}
