import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createZoneClock, type ZoneClock } from '../../src/link-rules/zone-clock';

const MINUTES_PER_DAY = 24 * 60;

function localTime(clock: ZoneClock, timeZone: string, at: number) {
  const minuteOfWeek = clock.zone(timeZone).minuteOfWeek(at);
  return { weekday: Math.floor(minuteOfWeek / MINUTES_PER_DAY), minuteOfDay: minuteOfWeek % MINUTES_PER_DAY };
}

/** 2000 to 2040: the years scans happen in, across many DST transitions of every zone below. */
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });
/** Zones with DST both ways, half- and quarter-hour offsets (Kolkata, Kathmandu) and a 30-minute DST shift (Lord Howe). */
const zone = fc.constantFrom('UTC', 'Europe/Berlin', 'America/New_York', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Asia/Kathmandu', 'Pacific/Apia');

const WEEKDAY_BY_NAME = new Map(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((name, index) => [name, index]));

/** The oracle: Intl's own reading of the wall clock, formatted fresh for every instant. */
function intlLocalTime(timeZone: string, at: number) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', weekday: 'short', hour: '2-digit', minute: '2-digit' }).formatToParts(at);
  const field = (type: string) => parts.find((part) => part.type === type)!.value;
  return { weekday: WEEKDAY_BY_NAME.get(field('weekday'))!, minuteOfDay: Number(field('hour')) * 60 + Number(field('minute')) };
}

describe('zone clock properties', () => {
  it('agrees with Intl for every instant, also when one clock reads many instants and zones in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(zone, instant), { minLength: 1, maxLength: 20 }), (readings) => {
        const clock = createZoneClock();
        for (const [timeZone, at] of readings) expect(localTime(clock, timeZone, at)).toEqual(intlLocalTime(timeZone, at));
      }),
    );
  });

  it('agrees with Intl around DST transitions, reading instants seconds apart from one cached minute', () => {
    const transitions = fc.constantFrom(
      ['Europe/Berlin', Date.parse('2026-03-29T01:00:00Z')],
      ['Europe/Berlin', Date.parse('2026-10-25T01:00:00Z')],
      ['America/New_York', Date.parse('2026-03-08T07:00:00Z')],
      ['America/New_York', Date.parse('2026-11-01T06:00:00Z')],
      ['Australia/Lord_Howe', Date.parse('2026-04-04T15:00:00Z')],
    ) as fc.Arbitrary<[string, number]>;
    fc.assert(
      fc.property(transitions, fc.array(fc.integer({ min: -180_000, max: 180_000 }), { minLength: 1, maxLength: 10 }), ([timeZone, transition], offsets) => {
        const clock = createZoneClock();
        for (const offset of offsets) expect(localTime(clock, timeZone, transition + offset)).toEqual(intlLocalTime(timeZone, transition + offset));
      }),
    );
  });
});
