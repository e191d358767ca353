import type { FieldError } from '@quietzone/core';

/** Field errors a whole-file refusal lists at most: enough to fix a header, small whatever the file. */
export const MAX_LISTED_ERRORS = 50;

/**
 * Each distinct error once (a column repeated two million times is one error), at most `max`,
 * then one entry on `moreField` saying how many more there are: an 8 MB header cannot make a
 * 100 MB problem document.
 */
export function cappedFieldErrors(errors: Iterable<FieldError>, moreField: string, max = MAX_LISTED_ERRORS): FieldError[] {
  const seen = new Set<string>();
  const listed: FieldError[] = [];
  for (const error of errors) {
    const key = `${error.field}\u0000${error.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (listed.length < max) listed.push(error);
  }
  const more = seen.size - listed.length;
  return more > 0 ? [...listed, { field: moreField, message: `…and ${more} more` }] : listed;
}

/** The columns named more than once in a header, each once, in order of their second appearance. */
export function repeatedColumns(header: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const column of header) {
    if (column !== '' && seen.has(column)) repeated.add(column);
    seen.add(column);
  }
  return [...repeated];
}
