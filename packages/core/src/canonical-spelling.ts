/**
 * Names a person types — paper sizes (`a4`, `SRA3`), error-correction levels (`h`), file
 * formats (`PNG`, `XLSX`) — are matched whatever their case and answered in the one spelling
 * the API, the library and the CLI document. The API's own lowercase words (statuses, roles,
 * categories, plans) are tokens and are not folded: see the README, "Enumerations".
 */

/** The spellings a TypeScript caller is offered for a case-insensitive value; any case works at run time. */
export type AnyCase<T extends string> = T | Lowercase<T> | Uppercase<T>;

/**
 * The member of `values` that `input` spells up to ASCII case, else `undefined` (also for a
 * non-string). Only A–Z and a–z are folded: Unicode case mapping would let the Kelvin sign
 * `K` (U+212A) pass for `k` and the dotted `İ` change length, so no other character matches.
 * No trimming: callers that allow surrounding blanks (query strings, flags) trim first.
 */
export function canonicalSpelling<const T extends string>(values: readonly T[], input: unknown): T | undefined {
  if (typeof input !== 'string') return undefined;
  const folded = asciiLowerCase(input);
  return values.find((value) => asciiLowerCase(value) === folded);
}

function asciiLowerCase(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) + 32));
}
