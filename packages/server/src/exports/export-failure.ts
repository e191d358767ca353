/**
 * What a failed export's `error` says: one fixed sentence per kind of failure, never
 * an exception's own message, which could be a database's or a worker's internals. The raw
 * message goes to the log with the export id.
 */
export const EXPORT_FAILURE_MESSAGES = {
  /** The job's runner died EXPORT_MAX_ATTEMPTS times. */
  attempts: 'The export was started 3 times and never finished; create it again, or with fewer codes.',
  /** render's sheet refused a code: at sheet.symbol_mm its modules fall outside 0.25–5 mm. */
  sheet: 'The sheet could not be drawn: at this sheet.symbol_mm a code\'s modules would be smaller than 0.25 mm or larger than 5 mm; choose another symbol_mm.',
  /** Anything else: the database, the render pool, a bug. */
  internal: 'The export failed on the server; create it again, and if it fails again, contact support with its id.',
} as const;

/** The sheet renderer refused the request (as opposed to the server failing). */
export class SheetUndrawable extends Error {}
