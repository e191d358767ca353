import { MAX_FILENAME_LENGTH } from '@quietzone/core/schemas';

/**
 * C0 and C1 controls, and the Unicode Bidi_Control characters (UAX #9: U+061C, U+200E/F,
 * U+202A–E, U+2066–9). The latter reorder what follows them, so `invoice\u202Efdp.exe` reads
 * as `invoiceexe.pdf` in a file list or a save dialog (CVE-2021-42574 is the same trick in
 * source code).
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\p{Bidi_Control}]/gu;

/**
 * The display name of an upload: the last path segment (browsers on Windows send `C:\…\x.pdf`),
 * without control characters, trimmed, at most 255 characters; `file.<ext>` when nothing is left.
 */
export function cleanFilename(raw: string | null | undefined, extension: string): string {
  const last = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = last.replace(UNSAFE_CHARACTERS, '').trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return `file.${extension}`;
  return [...cleaned].slice(0, MAX_FILENAME_LENGTH).join('');
}

/**
 * The name as the last segment of a public URL: ASCII letters, digits, dot, hyphen and
 * underscore, other runs turned into one hyphen. Only for readability: the route finds the
 * file by its id and ignores this segment.
 */
export function urlFilename(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const safe = ascii.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  return safe === '' ? 'file' : safe.slice(0, 100);
}
