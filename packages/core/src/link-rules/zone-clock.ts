/**
 * Local week day and time of day of an instant in an IANA time zone, for rule time windows.
 * `Intl.DateTimeFormat` is the only zone database we have (no I/O), and both building a
 * formatter (~tens of µs) and formatting (~µs) cost more than a scan can spend on 20 rules. So
 * a clock keeps one formatter per zone and the zone's UTC offset for the current UTC minute:
 * tzdb offsets change only at whole minutes, so within a UTC minute local time is `at + offset`
 * exactly, and a busy code pays for `Intl` once a minute per zone.
 *
 * The cache belongs to the clock the caller creates, never to the module.
 * Week days count from Monday (ISO 8601), the order of `RULE_DAYS`.
 */
const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = 24 * 60;
const DAY_MS = 86_400_000;
/** 1970-01-01, day 0 of the epoch, was a Thursday: index 3 counting from Monday. */
const EPOCH_WEEKDAY = 3;

/** Minutes since Monday 00:00 local time, 0 to 10079: week day and time of day in one number. */
export type MinuteOfWeek = number;

export interface ZoneReader {
  minuteOfWeek(at: number): MinuteOfWeek;
}

export interface ZoneClock {
  /**
   * The reader of one zone, the same object on every call: callers resolve it once (when
   * compiling rules) and read it per scan with no look-up. Throws RangeError for a zone `Intl`
   * does not know: schemas refuse those before they are stored.
   */
  zone(timeZone: string): ZoneReader;
}

export function createZoneClock(): ZoneClock {
  const readers = new Map<string, ZoneReader>();
  return {
    zone(timeZone) {
      let reader = readers.get(timeZone);
      if (reader === undefined) {
        reader = createZoneReader(zoneFormatter(timeZone));
        readers.set(timeZone, reader);
      }
      return reader;
    },
  };
}

function createZoneReader(formatter: Intl.DateTimeFormat): ZoneReader {
  let cachedMinute = Number.NaN;
  let offsetMs = 0;
  return {
    minuteOfWeek(at) {
      const minute = Math.floor(at / MINUTE_MS);
      if (minute !== cachedMinute) {
        offsetMs = utcOffsetMs(formatter, minute * MINUTE_MS);
        cachedMinute = minute;
      }
      const local = at + offsetMs;
      const day = Math.floor(local / DAY_MS);
      const weekday = (((day + EPOCH_WEEKDAY) % 7) + 7) % 7;
      return weekday * MINUTES_PER_DAY + Math.floor((local - day * DAY_MS) / MINUTE_MS);
    },
  };
}

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
}

/** The zone's offset at a whole-second instant: its local wall clock read as if it were UTC, minus the instant. */
function utcOffsetMs(formatter: Intl.DateTimeFormat, at: number): number {
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatter.formatToParts(at)) fields[part.type] = Number(part.value);
  const wallClock = Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour!, fields.minute!, fields.second!);
  return wallClock - at;
}
