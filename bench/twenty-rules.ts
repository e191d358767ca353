/**
 * Twenty destination rules of the kinds campaigns use — store by OS, pages by country and
 * language, opening hours — none of which matches the benchmark's visitor ({@link BENCH_VISITOR}):
 * every scan evaluates all twenty and falls through to the code's url, the same destination as
 * its twin without rules.
 *
 * Each rule names a device, system, country or language the visitor lacks, so the result does
 * not depend on the day or the hour: a time window alone is open at some instant of every week,
 * and the bench runs at any time (a test walks a week hour by hour).
 */
export function twentyRules(): unknown[] {
  const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'];
  const url = (page: string) => `https://example.com/${page}`;
  return [
    { when: { os: ['android'] }, url: 'https://play.google.com/store/apps/details?id=com.example' },
    { when: { os: ['windows'] }, url: url('windows') },
    { when: { os: ['linux'] }, url: url('linux') },
    { when: { os: ['macos'], device: ['desktop'] }, url: url('mac') },
    { when: { device: ['tablet'] }, url: url('tablet') },
    { when: { country: ['FR'] }, url: url('fr') },
    { when: { country: ['DE', 'AT', 'CH'] }, url: url('dach') },
    { when: { country: ['US', 'CA'] }, url: url('na') },
    { when: { country: ['JP'] }, url: url('jp') },
    { when: { language: ['fr'] }, url: url('fr-lang') },
    { when: { language: ['de'] }, url: url('de-lang') },
    { when: { language: ['es', 'pt'] }, url: url('iberia') },
    { when: { language: ['ja'] }, url: url('ja') },
    { when: { country: ['DE'], time: { days: weekdays, from: '11:30', to: '14:00', tz: 'Europe/Berlin' } }, url: url('lunch') },
    { when: { country: ['US'], time: { days: weekdays, tz: 'America/New_York' } }, url: url('ny-week') },
    { when: { os: ['ios'], country: ['GB'] }, url: url('uk-app-store') },
    { when: { device: ['mobile'], language: ['it'] }, url: url('it-mobile') },
    { when: { os: ['ios'], language: ['nl'] }, url: url('nl-ios') },
    { when: { device: ['mobile'], country: ['ES'], time: { days: ['sat', 'sun'] } }, url: url('es-mobile') },
    { when: { os: ['ios'], device: ['desktop'] }, url: url('never') },
  ];
}

/**
 * The benchmark's visitor as the rules see it: an iPhone (load-client.ts PHONE_UA) sending no
 * Accept-Language, from a loopback or 11.0.0.0/8 address, so of unknown country (`XX`).
 */
export const BENCH_VISITOR = { device: 'mobile', os: 'ios', country: 'XX', language: undefined } as const;
