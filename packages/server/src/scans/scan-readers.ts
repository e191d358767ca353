import { primaryLanguage } from '@quietzone/core';
import { UserAgentClassifier } from './classify-user-agent';
import type { CountryTable } from './country-table';
import type { ScanInput } from './scan-input';
import { scanCountry } from './scan-country';
import { VisitorHasher } from './visitor-hasher';

/** Distinct Accept-Language values remembered; a campaign's visitors send a few dozen. */
const LANGUAGES_KEPT = 1000;

/**
 * What the scan recorder reads from a scan's headers and address at flush time, once per kind
 * of scan and day, with what repeats across visitors cached: the user agent's class (per user
 * agent) and the primary language (per Accept-Language value: parsing it was ~1.8 µs of a new
 * visitor's ~20 µs of recording, bench/README.md); the visitor hash with the salt's HMAC pads
 * prepared once. One per scan recorder.
 */
export class ScanReaders {
  readonly agents = new UserAgentClassifier();
  readonly visitors = new VisitorHasher();
  readonly #languages = new Map<string | null, string | null>();

  constructor(private readonly countries: CountryTable | undefined) {}

  country(input: Pick<ScanInput, 'countryHeader' | 'ip'>): string {
    return scanCountry({ headerValue: input.countryHeader, ip: input.ip, table: this.countries });
  }

  language(acceptLanguage: string | null): string | null {
    let language = this.#languages.get(acceptLanguage);
    if (language === undefined) {
      language = primaryLanguage(acceptLanguage) ?? null;
      if (this.#languages.size >= LANGUAGES_KEPT) this.#languages.clear();
      this.#languages.set(acceptLanguage, language);
    }
    return language;
  }
}
