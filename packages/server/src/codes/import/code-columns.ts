import { CONTENT_FIELDS, UTM_KEYS, type UtmKey } from '@quietzone/core/schemas';

/** How a cell of a column is read into a creation body (and written back by the export). */
export type ColumnKind = 'text' | 'boolean' | 'integer' | 'tags' | 'json';

/** The fields of POST /codes besides the per-type content, with the short code an import may keep. */
const COMMON_COLUMNS = {
  short_code: 'text',
  type: 'text',
  url: 'text',
  title: 'text',
  tags: 'tags',
  notes: 'text',
  expires_at: 'text',
  is_dynamic: 'boolean',
  ab_enabled: 'boolean',
  ab_target_url_b: 'text',
  ab_weight_a: 'integer',
  is_landing_page: 'boolean',
  links: 'json',
  rules: 'json',
  max_scans: 'integer',
  active_from: 'text',
  has_password: 'boolean',
  utm_source: 'text',
  utm_medium: 'text',
  utm_campaign: 'text',
  utm_term: 'text',
  utm_content: 'text',
} as const satisfies Record<string, ColumnKind>;

/**
 * The UTM key a `utm_<key>` column holds (a codes file is flat, and these are the names the
 * parameters have in the redirect's URL), or undefined for any other column.
 */
export function utmColumnKey(column: string): UtmKey | undefined {
  return UTM_KEYS.find((key) => column === `utm_${key}`);
}

/**
 * Read by the import, never written by the export: a password is stored as a hash only, so the
 * export says `has_password` and the file's owner fills in `password` before importing.
 */
const IMPORT_ONLY_COLUMNS: readonly string[] = ['password'];

/** Content fields that are not text. */
const CONTENT_KINDS: Readonly<Record<string, ColumnKind>> = { wifi_hidden: 'boolean' };

const contentColumns = Object.entries(CONTENT_FIELDS).flatMap(([type, fields]) => (type === 'url' ? [] : [...fields]));

/**
 * The columns of a codes file, in the order GET /codes.csv writes them; POST /codes/import reads
 * any subset in any order, and `password`. Tags are `;`-separated, links a JSON array of
 * `{ label, url }`, rules a JSON array of `{ when, url }`, `utm_source` … `utm_content` the
 * members of `utm`, booleans `true`/`false`; an empty
 * cell leaves the field unset.
 */
export const CODE_COLUMNS: readonly string[] = [...Object.keys(COMMON_COLUMNS), ...contentColumns];

export function columnKind(column: string): ColumnKind {
  return (COMMON_COLUMNS as Readonly<Record<string, ColumnKind>>)[column] ?? CONTENT_KINDS[column] ?? 'text';
}

export function isCodeColumn(column: string): boolean {
  return CODE_COLUMNS.includes(column) || IMPORT_ONLY_COLUMNS.includes(column);
}

/** The separator of a tags cell. */
export const TAG_SEPARATOR = ';';

/**
 * A column about the code's look: colors are set only by PATCH /codes/{id} and the logo by its
 * upload (contract, Appearance rule 5), so such a column refuses the whole import instead of
 * being dropped without a word.
 */
export function isAppearanceColumn(column: string): boolean {
  return /appearance|colou?r|logo/i.test(column);
}
