import { elements, firstElement } from './xml-scan';

/** Built-in number formats that show a date or time (ECMA-376 part 1, §18.8.30, and the East Asian ones Excel uses). */
const BUILT_IN_DATE_FORMATS: ReadonlySet<number> = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/**
 * Whether a custom format code shows a date: a day, month, year or hour token outside quoted
 * text, escapes and bracketed sections ([Red], [$-409]); `[h]`-style elapsed time is a duration.
 */
export function isDateFormatCode(code: string): boolean {
  const bare = code.replace(/"[^"]*"|\\.|\[[^\]]*\]|_.|\*./g, '');
  return /[dmyhs]/i.test(bare.replace(/General/gi, ''));
}

/**
 * For each cell format index (a cell's `s`), whether its number is a date: from styles.xml's
 * cellXfs and custom numFmts. Missing styles mean no dates.
 */
export function dateStyles(stylesXml: string | undefined): readonly boolean[] {
  if (stylesXml === undefined) return [];
  const custom = new Map<number, string>();
  for (const format of elements(firstElement(stylesXml, 'numFmts')?.inner ?? '', 'numFmt')) custom.set(Number(format.attributes.numFmtId), format.attributes.formatCode ?? '');
  return Array.from(elements(firstElement(stylesXml, 'cellXfs')?.inner ?? '', 'xf'), (xf) => {
    const id = Number(xf.attributes.numFmtId ?? 0);
    const code = custom.get(id);
    return code === undefined ? BUILT_IN_DATE_FORMATS.has(id) : isDateFormatCode(code);
  });
}

const DAY_MS = 86_400_000;
/** Serial day 0: 1899-12-30 in the 1900 system (its phantom 29 Feb 1900 is before any real data), 1904-01-01 in the 1904 one. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** A date serial as YYYY-MM-DD (the time of day dropped), or undefined when out of range. */
export function serialDate(serial: number, date1904: boolean): string | undefined {
  const time = (date1904 ? EPOCH_1904 : EPOCH_1900) + Math.round(serial * DAY_MS);
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}
