/**
 * SQLSTATEs (PostgreSQL Appendix A, class 22 "data exception") with which the database refuses a
 * value itself, not our SQL: the input layer (read-input.ts, core's schemas) should have refused
 * such a value first, so this is the safety net that keeps a value we missed from being a 500.
 */
const INPUT_SQLSTATES: ReadonlySet<string> = new Set([
  '22001', // string_data_right_truncation: longer than a varchar column
  '22003', // numeric_value_out_of_range: a number beyond its column's type
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow: year 0000, month 13
  '22009', // invalid_time_zone_displacement_value
  '22021', // character_not_in_repertoire: U+0000 in text
  '22P02', // invalid_text_representation: text that is no number, uuid, json…
  '22P05', // untranslatable_character: \u0000 in jsonb
]);

/** True for an error of PGlite or postgres.js whose SQLSTATE says the client's value is unusable. */
export function isDatabaseInputError(error: unknown): error is Error & { code: string } {
  if (!(error instanceof Error) || !('code' in error)) return false;
  return typeof error.code === 'string' && INPUT_SQLSTATES.has(error.code);
}
