/**
 * One CSV or XLSX row of POST /dpp/import as a passport body (dpp.md, "Endpoints" import and
 * templates, Precise points "Import" and "Attributes"): columns are dotted field names
 * (`manufacturer.name`, `attributes.rated_capacity_ah`, `attributes.recycled_content.cobalt`,
 * `documents.1.type`, `links.1.default`); an empty cell is no value; arrays are `;`-separated,
 * materials `name:percent;name:percent`, numbers use `.`, booleans are `true` or `false`, and
 * `[]` is a list declared empty.
 *
 * The result is a nested body for `createPassportSchema` (mode create) or
 * `updatePassportSchema` (mode upsert: only the given columns change). Which attributes are
 * numbers, lists, materials or percent objects comes from the category requirement tables;
 * any other attribute column is kept as text (a CSV cell cannot say more). Our decision:
 * unknown columns are reported by {@link unknownImportColumns} rather than dropped, since a
 * misspelt column would otherwise lose data silently.
 */
import type { FieldError } from '../problem';
import { ATTRIBUTE_KEY_PATTERN } from '../schemas/passport-fields';
import { CATEGORY_REQUIREMENTS, RECYCLED_CONTENT_MATERIALS, type RequirementRule } from './category-requirements';
import { MANUFACTURER_FIELDS } from './passport-body';

export type ImportRowResult = { readonly ok: true; readonly body: Record<string, unknown> } | { readonly ok: false; readonly errors: readonly FieldError[] };

const TOP_LEVEL_COLUMNS = ['gtin', 'lot', 'serial', 'category', 'status', 'product_name', 'brand', 'description'] as const;
const DOCUMENT_FIELDS = ['type', 'url', 'title', 'language'] as const;
const LINK_FIELDS = ['link_type', 'url', 'title', 'language', 'default'] as const;
/** An empty cell is no value, so a list that is declared empty (no substances of concern) is written `[]`. */
export const EMPTY_LIST_CELL = '[]';
/** Ours: the most documents and links a row can number, as the body allows (dpp.md: ≤ 50 each). */
const MAX_NUMBERED = 50;

/** How each attribute the tables name is written in a cell. */
const ATTRIBUTE_CELL_KINDS: ReadonlyMap<string, RequirementRule['kind']> = new Map(
  Object.values(CATEGORY_REQUIREMENTS)
    .flat()
    .filter((requirement) => requirement.field.startsWith('attributes.'))
    .map((requirement) => [requirement.field.slice('attributes.'.length), requirement.rule.kind]),
);

function isKnownColumn(column: string): boolean {
  if ((TOP_LEVEL_COLUMNS as readonly string[]).includes(column) || column === 'restricted_fields') return true;
  const parts = column.split('.');
  const [head, second = '', third] = parts;
  if (head === 'manufacturer') return parts.length === 2 && (MANUFACTURER_FIELDS as readonly string[]).includes(second);
  if (head === 'attributes') {
    if (second === 'recycled_content') return parts.length === 3 && (RECYCLED_CONTENT_MATERIALS as readonly string[]).includes(third!);
    return parts.length === 2 && ATTRIBUTE_KEY_PATTERN.test(second);
  }
  if (head === 'documents' || head === 'links') {
    const index = Number(second);
    const fields: readonly string[] = head === 'documents' ? DOCUMENT_FIELDS : LINK_FIELDS;
    return parts.length === 3 && /^[1-9]\d*$/.test(second) && index <= MAX_NUMBERED && fields.includes(third!);
  }
  return false;
}

/** Header columns that name no passport field (422 naming them, before any row is read). */
export function unknownImportColumns(header: readonly string[]): string[] {
  return header.filter((column) => !isKnownColumn(column.trim()));
}

function parseNumber(column: string, cell: string, errors: FieldError[]): number | undefined {
  if (/^-?\d+(?:\.\d+)?$/.test(cell)) return Number(cell);
  errors.push({ field: column, message: /^-?\d+,\d+$/.test(cell) ? 'numbers use . as the decimal mark' : `must be a number, got "${cell}"` });
  return undefined;
}

function splitList(cell: string): string[] {
  return cell
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function parseMaterials(column: string, cell: string, errors: FieldError[]): { name: string; share_percent: number }[] {
  return splitList(cell).flatMap((item) => {
    const at = item.lastIndexOf(':');
    if (at <= 0) {
      errors.push({ field: column, message: `materials are name:percent;name:percent, got "${item}"` });
      return [];
    }
    const share = parseNumber(column, item.slice(at + 1).trim(), errors);
    return share === undefined ? [] : [{ name: item.slice(0, at).trim(), share_percent: share }];
  });
}

/**
 * The column of a schema error's field: `documents.0.url` → `documents.1.url` (columns count
 * from 1, bodies from 0); inside a list cell (`attributes.materials.2.share_percent`) the cell's
 * column; every other field is its column already.
 */
export function importColumnOf(field: string): string {
  if (/^attributes\.(?!recycled_content\.)\w+\./.test(field)) return field.split('.').slice(0, 2).join('.');
  if (/^restricted_fields\./.test(field)) return 'restricted_fields';
  return field.replace(/^(documents|links)\.(\d+)(?=\.|$)/, (_, key: string, index: string) => `${key}.${Number(index) + 1}`);
}

/** A row as `{ column: cell }`; columns must have passed {@link unknownImportColumns}. */
export function importRowToBody(row: Readonly<Record<string, string | undefined>>): ImportRowResult {
  const errors: FieldError[] = [];
  const body: Record<string, unknown> = {};
  const manufacturer: Record<string, string> = {};
  const attributes: Record<string, unknown> = {};
  const recycled: Record<string, number> = {};
  const numbered = { documents: new Map<number, Record<string, unknown>>(), links: new Map<number, Record<string, unknown>>() };

  for (const [rawColumn, rawCell] of Object.entries(row)) {
    const column = rawColumn.trim();
    const cell = (rawCell ?? '').trim();
    if (cell === '') continue;
    const [head, second = '', third = ''] = column.split('.');
    if (head === 'manufacturer') manufacturer[second] = cell;
    else if (head === 'restricted_fields') body['restricted_fields'] = splitList(cell);
    else if (head === 'attributes' && second === 'recycled_content') {
      const percent = parseNumber(column, cell, errors);
      if (percent !== undefined) recycled[third] = percent;
    } else if (head === 'attributes') {
      const kind = ATTRIBUTE_CELL_KINDS.get(second);
      if (kind === 'number') {
        const value = parseNumber(column, cell, errors);
        if (value !== undefined) attributes[second] = value;
      } else if (kind === 'list') attributes[second] = cell === EMPTY_LIST_CELL ? [] : splitList(cell);
      else if (kind === 'material_shares') attributes[second] = parseMaterials(column, cell, errors);
      else attributes[second] = cell;
    } else if (head === 'documents' || head === 'links') {
      const entries = numbered[head];
      const entry = entries.get(Number(second)) ?? {};
      entries.set(Number(second), entry);
      if (third === 'default') {
        if (/^(true|false)$/i.test(cell)) entry[third] = cell.toLowerCase() === 'true';
        else errors.push({ field: column, message: 'must be true or false' });
      } else entry[third] = cell;
    } else body[column] = cell;
  }

  if (Object.keys(manufacturer).length > 0) body['manufacturer'] = manufacturer;
  if (Object.keys(recycled).length > 0) attributes['recycled_content'] = recycled;
  if (Object.keys(attributes).length > 0) body['attributes'] = attributes;
  for (const key of ['documents', 'links'] as const) {
    const numbers = [...numbered[key].keys()].sort((a, b) => a - b);
    if (numbers.length === 0) continue;
    // Numbered 1, 2, 3… without gaps, so that `documents.0.url` of a schema error is `documents.1.url` of the sheet.
    if (numbers.some((number, index) => number !== index + 1)) {
      errors.push({ field: `${key}.${numbers.find((number, index) => number !== index + 1)}`, message: `${key} columns are numbered 1, 2, 3… without gaps` });
    } else body[key] = numbers.map((number) => numbered[key].get(number));
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, body };
}
