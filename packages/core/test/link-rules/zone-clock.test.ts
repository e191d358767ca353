import { describe, expect, it } from 'vitest';
import { createZoneClock, type ZoneClock } from '../../src/link-rules/zone-clock';

const MINUTES_PER_DAY = 24 * 60;

function localTime(clock: ZoneClock, timeZone: string, at: number) {
  const minuteOfWeek = clock.zone(timeZone).minuteOfWeek(at);
  return { weekday: Math.floor(minuteOfWeek / MINUTES_PER_DAY), minuteOfDay: minuteOfWeek % MINUTES_PER_DAY };
}

const MON = 0;
const SAT = 5;
const SUN = 6;

describe('createZoneClock', () => {
  it('reads UTC as it is: 1970-01-01 was a Thursday', () => {
    const clock = createZoneClock();
    expect(localTime(clock, 'UTC', 0)).toEqual({ weekday: 3, minuteOfDay: 0 });
    expect(localTime(clock, 'UTC', Date.parse('2026-11-23T23:59:59.999Z'))).toEqual({ weekday: MON, minuteOfDay: 23 * 60 + 59 });
  });

  it('follows daylight saving in Europe/Berlin (2026-03-29 02:00 → 03:00, 2026-10-25 03:00 → 02:00)', () => {
    const clock = createZoneClock();
    expect(localTime(clock, 'Europe/Berlin', Date.parse('2026-03-29T00:59:00Z'))).toEqual({ weekday: SUN, minuteOfDay: 1 * 60 + 59 });
    expect(localTime(clock, 'Europe/Berlin', Date.parse('2026-03-29T01:00:00Z'))).toEqual({ weekday: SUN, minuteOfDay: 3 * 60 });
    expect(localTime(clock, 'Europe/Berlin', Date.parse('2026-10-25T00:59:00Z'))).toEqual({ weekday: SUN, minuteOfDay: 2 * 60 + 59 });
    expect(localTime(clock, 'Europe/Berlin', Date.parse('2026-10-25T01:00:00Z'))).toEqual({ weekday: SUN, minuteOfDay: 2 * 60 });
  });

  it('puts the local day before UTC midnight west of Greenwich and after it east', () => {
    const clock = createZoneClock();
    const sundayMorningUtc = Date.parse('2026-11-22T03:30:00Z');
    expect(localTime(clock, 'America/Los_Angeles', sundayMorningUtc)).toEqual({ weekday: SAT, minuteOfDay: 19 * 60 + 30 });
    expect(localTime(clock, 'Asia/Kolkata', sundayMorningUtc)).toEqual({ weekday: SUN, minuteOfDay: 9 * 60 });
  });

  it('keeps a zone apart from the next and an instant apart from the next minute', () => {
    const clock = createZoneClock();
    const at = Date.parse('2026-06-01T12:00:30Z');
    expect(localTime(clock, 'Europe/London', at).minuteOfDay).toBe(13 * 60);
    expect(localTime(clock, 'Asia/Tokyo', at).minuteOfDay).toBe(21 * 60);
    expect(localTime(clock, 'Europe/London', at + 30_000).minuteOfDay).toBe(13 * 60 + 1);
    expect(localTime(clock, 'Europe/London', at - 31_000).minuteOfDay).toBe(12 * 60 + 59);
  });

  it('throws RangeError for a zone Intl does not know (a programmer error: schemas refuse them)', () => {
    expect(() => createZoneClock().zone('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('ZoneClock.zone', () => {
  it('hands out one reader per zone, so compiled rules resolve it once', () => {
    const clock = createZoneClock();
    expect(clock.zone('Europe/Berlin')).toBe(clock.zone('Europe/Berlin'));
    expect(clock.zone('Europe/Berlin')).not.toBe(clock.zone('Asia/Tokyo'));
  });
});
