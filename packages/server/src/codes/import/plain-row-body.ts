import type { FieldError } from '@quietzone/core';
import { columnKind, TAG_SEPARATOR, utmColumnKey, type ColumnKind } from './code-columns';

/** A data row read into a creation body, with the short code it asks to keep; or why it cannot be. */
export type RowBody = { readonly ok: true; readonly body: Record<string, unknown>; readonly shortCode?: string } | { readonly ok: false; readonly errors: readonly FieldError[] };

type CellValue = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string };

/** Splits a tags cell at `separator`, trimmed, blanks dropped (`a; b;` is two tags). */
export function splitTags(cell: string, separator: string | RegExp = TAG_SEPARATOR): string[] {
  return cell
    .split(separator)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

function cellValue(kind: ColumnKind, cell: string): CellValue {
  switch (kind) {
    case 'text':
      return { ok: true, value: cell };
    case 'tags':
      return { ok: true, value: splitTags(cell) };
    case 'boolean': {
      const word = cell.trim().toLowerCase();
      if (word === 'true' || word === 'false') return { ok: true, value: word === 'true' };
      return { ok: false, message: 'must be true or false' };
    }
    case 'integer': {
      const number = Number(cell.trim());
      return Number.isInteger(number) && cell.trim() !== '' ? { ok: true, value: number } : { ok: false, message: 'must be a whole number' };
    }
    case 'json':
      try {
        return { ok: true, value: JSON.parse(cell) as unknown };
      } catch {
        return { ok: false, message: 'must be JSON' };
      }
  }
}

/** What a JSON column holds, for its error message. */
const JSON_SHAPES: Readonly<Record<string, string>> = { links: 'a JSON array of { "label", "url" } objects', rules: 'a JSON array of { "when", "url" } rules' };

/**
 * A row flagged `has_password` (the export's column: the code had one) must bring its `password`:
 * the hash cannot be exported, and importing the code without one would open a protected link.
 */
const PASSWORD_REQUIRED: FieldError = { field: 'password', message: 'required: has_password is true, and an export carries no password (set the password to keep the code protected)' };

/**
 * A row of the plain format (the columns of POST /codes, code-columns.ts) as a creation body:
 * an empty cell leaves its field unset, `short_code` is kept apart (it is no creation field),
 * `has_password` is no field either but, when true, requires `password`; `utm_<key>` columns
 * fill `utm`.
 * A cell that cannot be read fails the row naming its column; the body's own rules are checked
 * later, as for POST /codes.
 */
export function plainRowBody(cells: Readonly<Record<string, string>>): RowBody {
  const body: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  let shortCode: string | undefined;
  for (const [column, raw] of Object.entries(cells)) {
    const cell = raw.trim() === '' ? '' : raw;
    if (cell === '') continue;
    if (column === 'short_code') {
      shortCode = cell.trim();
      continue;
    }
    const utmKey = utmColumnKey(column);
    if (utmKey !== undefined) {
      body.utm = { ...(body.utm as object | undefined), [utmKey]: cell };
      continue;
    }
    const value = cellValue(columnKind(column), cell);
    if (column === 'has_password') {
      if (!value.ok) errors.push({ field: column, message: value.message });
      else if (value.value === true && !cells.password?.trim()) errors.push(PASSWORD_REQUIRED);
      continue;
    }
    if (value.ok) body[column] = value.value;
    else errors.push({ field: column, message: JSON_SHAPES[column] === undefined ? value.message : `must be ${JSON_SHAPES[column]}` });
  }
  if (errors.length > 0) return { ok: false, errors };
  return shortCode === undefined ? { ok: true, body } : { ok: true, body, shortCode };
}
