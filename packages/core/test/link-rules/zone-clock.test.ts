import { describe, expect, it } from 'vitest';
import { createZoneClock } from '../../src/link-rules/zone-clock';

const MON = 0;
const SAT = 5;
const SUN = 6;

describe('createZoneClock', () => {
  it('reads UTC as it is: 1970-01-01 was a Thursday', () => {
    const clock = createZoneClock();
    expect(clock.localTime('UTC', 0)).toEqual({ weekday: 3, minuteOfDay: 0 });
    expect(clock.localTime('UTC', Date.parse('2026-11-23T23:59:59.999Z'))).toEqual({ weekday: MON, minuteOfDay: 23 * 60 + 59 });
  });

  it('follows daylight saving in Europe/Berlin (2026-03-29 02:00 → 03:00, 2026-10-25 03:00 → 02:00)', () => {
    const clock = createZoneClock();
    expect(clock.localTime('Europe/Berlin', Date.parse('2026-03-29T00:59:00Z'))).toEqual({ weekday: SUN, minuteOfDay: 1 * 60 + 59 });
    expect(clock.localTime('Europe/Berlin', Date.parse('2026-03-29T01:00:00Z'))).toEqual({ weekday: SUN, minuteOfDay: 3 * 60 });
    expect(clock.localTime('Europe/Berlin', Date.parse('2026-10-25T00:59:00Z'))).toEqual({ weekday: SUN, minuteOfDay: 2 * 60 + 59 });
    expect(clock.localTime('Europe/Berlin', Date.parse('2026-10-25T01:00:00Z'))).toEqual({ weekday: SUN, minuteOfDay: 2 * 60 });
  });

  it('puts the local day before UTC midnight west of Greenwich and after it east', () => {
    const clock = createZoneClock();
    const sundayMorningUtc = Date.parse('2026-11-22T03:30:00Z');
    expect(clock.localTime('America/Los_Angeles', sundayMorningUtc)).toEqual({ weekday: SAT, minuteOfDay: 19 * 60 + 30 });
    expect(clock.localTime('Asia/Kolkata', sundayMorningUtc)).toEqual({ weekday: SUN, minuteOfDay: 9 * 60 });
  });

  it('keeps a zone apart from the next and an instant apart from the next minute', () => {
    const clock = createZoneClock();
    const at = Date.parse('2026-06-01T12:00:30Z');
    expect(clock.localTime('Europe/London', at).minuteOfDay).toBe(13 * 60);
    expect(clock.localTime('Asia/Tokyo', at).minuteOfDay).toBe(21 * 60);
    expect(clock.localTime('Europe/London', at + 30_000).minuteOfDay).toBe(13 * 60 + 1);
    expect(clock.localTime('Europe/London', at - 31_000).minuteOfDay).toBe(12 * 60 + 59);
  });

  it('throws RangeError for a zone Intl does not know (a programmer error: schemas refuse them)', () => {
    expect(() => createZoneClock().localTime('Mars/Olympus_Mons', 0)).toThrow(RangeError);
  });
});
