import { csvLine } from '../../scans/csv-line';

/**
 * One line of a codes CSV: csvLine, whose formula-injection guard puts a `'` before text
 * starting with = + - @, tab or CR — and, so that the import can take the guard off without
 * guessing, a `'` before text that starts with `'` itself.
 */
export function codesCsvLine(cells: readonly (string | boolean | null)[]): string {
  return csvLine(cells.map((cell) => (typeof cell === 'string' && cell.startsWith("'") ? `'${cell}` : cell)));
}

/**
 * A CSV cell as written before {@link codesCsvLine} (or the scan export's csvLine) guarded it: a
 * leading `'` before = + - @, tab, CR or `'` is taken off. A phone number `+49…`, a title `=x` or
 * `'quoted'` come back as written.
 */
export function unguardCell(cell: string): string {
  return /^'[=+\-@\t\r']/.test(cell) ? cell.slice(1) : cell;
}
