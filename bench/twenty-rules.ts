/**
 * Twenty destination rules (issue 16's maximum) of the kinds campaigns use — store by OS,
 * pages by country and language, opening hours — none of which matches the benchmark's
 * iPhone (no Accept-Language, a loopback or 11.0.0.0/8 address, so country XX): every scan
 * evaluates all twenty and falls through to the code's url, the same destination as its twin
 * without rules. The time windows leave out today and tomorrow (UTC), so a run across midnight
 * matches nothing either.
 */
export function twentyRules(): unknown[] {
  const days = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
  const today = new Date().getUTCDay();
  const otherDays = days.filter((_, day) => day !== today && day !== (today + 1) % 7);
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
    { when: { time: { days: otherDays, from: '11:30', to: '14:00', tz: 'Europe/Berlin' } }, url: url('lunch') },
    { when: { time: { days: otherDays, tz: 'America/New_York' } }, url: url('ny-week') },
    { when: { os: ['ios'], country: ['GB'] }, url: url('uk-app-store') },
    { when: { device: ['mobile'], language: ['it'] }, url: url('it-mobile') },
    { when: { os: ['ios'], language: ['nl'] }, url: url('nl-ios') },
    { when: { device: ['mobile'], country: ['ES'], time: { days: otherDays } }, url: url('es-mobile') },
    { when: { os: ['ios'], device: ['desktop'] }, url: url('never') },
  ];
}
