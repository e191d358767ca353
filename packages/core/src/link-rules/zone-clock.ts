/**
 * Local week day and time of day of an instant in an IANA time zone, for rule time windows.
 * `Intl.DateTimeFormat` is the only zone database we have (no I/O), and both building a
 * formatter (~tens of µs) and formatting (~µs) cost more than a scan can spend on 20 rules. So
 * a clock keeps one formatter per zone and the zone's UTC offset for the current UTC minute:
 * tzdb offsets change only at whole minutes, so within a UTC minute local time is `at + offset`
 * exactly, and a busy code pays for `Intl` once a minute per zone.
 *
 * The cache belongs to the clock the caller creates, never to the module.
 */
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** 1970-01-01, day 0 of the epoch, was a Thursday: index 3 counting from Monday. */
const EPOCH_WEEKDAY = 3;

export interface LocalTime {
  /** 0 = Monday … 6 = Sunday (ISO 8601 order, the order of `RULE_DAYS`). */
  readonly weekday: number;
  /** Minutes since local midnight, 0 to 1439. */
  readonly minuteOfDay: number;
}

export interface ZoneClock {
  /** Throws RangeError for a zone `Intl` does not know: schemas refuse those before they are stored. */
  localTime(timeZone: string, at: number): LocalTime;
}

interface ZoneState {
  readonly formatter: Intl.DateTimeFormat;
  minute: number;
  offsetMs: number;
}

export function createZoneClock(): ZoneClock {
  const zones = new Map<string, ZoneState>();
  return {
    localTime(timeZone, at) {
      let zone = zones.get(timeZone);
      if (zone === undefined) {
        zone = { formatter: zoneFormatter(timeZone), minute: Number.NaN, offsetMs: 0 };
        zones.set(timeZone, zone);
      }
      const minute = Math.floor(at / MINUTE_MS);
      if (minute !== zone.minute) {
        zone.offsetMs = utcOffsetMs(zone.formatter, minute * MINUTE_MS);
        zone.minute = minute;
      }
      const local = at + zone.offsetMs;
      const day = Math.floor(local / DAY_MS);
      return { weekday: (((day + EPOCH_WEEKDAY) % 7) + 7) % 7, minuteOfDay: Math.floor((local - day * DAY_MS) / MINUTE_MS) };
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
