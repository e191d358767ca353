import type { ContentType, StoredAppearance, StyleKey } from '@quietzone/core';
import type { LinkRule, Utm } from '@quietzone/core/schemas';
import type { Db } from '../../db/db';
import { queryPage, type Page, type PageRequest } from '../../db/query-page';

export interface LandingLink {
  readonly label: string;
  readonly url: string;
}

/** The style part of a stored appearance, as the `style` column holds it. */
export type CodeStyle = { readonly [Key in StyleKey]?: StoredAppearance[Key] };

export interface CodeRow {
  id: string;
  organization_id: string;
  workspace_id: string;
  short_code: string;
  type: ContentType;
  is_dynamic: boolean;
  status: string;
  /** `unsafe_link` while paused by the link re-check job (migration 0010); else null. */
  paused_reason: string | null;
  title: string | null;
  url: string | null;
  content: Record<string, unknown>;
  tags: string[];
  notes: string | null;
  expires_at: string | null;
  foreground_color: string | null;
  background_color: string | null;
  /** The style fields of the appearance (migration 0025), only the keys set; `{}` for a plain code. */
  style: CodeStyle;
  logo_file_id: string | null;
  is_landing_page: boolean;
  links: LandingLink[];
  ab_enabled: boolean;
  ab_target_url_b: string | null;
  ab_weight_a: number | null;
  /** Destination rules (migration 0018), `[]` when none. */
  rules: LinkRule[];
  /** scrypt hash of the password (codes/code-password.ts); never leaves the server. */
  password_hash: string | null;
  max_scans: number | null;
  active_from: string | null;
  /** UTM parameters appended to every redirect (migration 0022), only the keys set; `{}` when none. */
  utm: Utm;
  total_scans: number;
  version: number;
  created_by_key_id: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

const COLUMNS = `id, organization_id, workspace_id, short_code, type, is_dynamic, status, paused_reason, title, url, content, tags, notes,
  expires_at, foreground_color, background_color, style, logo_file_id, is_landing_page, links, ab_enabled, ab_target_url_b,
  ab_weight_a, rules, password_hash, max_scans, active_from, utm, total_scans, version, created_by_key_id, created_at, updated_at, deleted_at`;

/** Every column of a CodeRow, for store files that read codes by filters of their own (code-revisions.ts). */
export const CODE_COLUMNS = COLUMNS;

/** The columns a creation or a PATCH writes, in one order, each with the cast its parameter takes (jsonb ones are bound as JSON text). */
const FIELD_COLUMNS = [
  ['status', ''],
  ['paused_reason', ''],
  ['title', ''],
  ['url', ''],
  ['tags', '::jsonb'],
  ['notes', ''],
  ['expires_at', '::timestamptz'],
  ['foreground_color', ''],
  ['background_color', ''],
  ['style', '::jsonb'],
  ['is_landing_page', ''],
  ['links', '::jsonb'],
  ['ab_enabled', ''],
  ['ab_target_url_b', ''],
  ['ab_weight_a', ''],
  ['rules', '::jsonb'],
  ['password_hash', ''],
  ['max_scans', ''],
  ['active_from', '::timestamptz'],
  ['utm', '::jsonb'],
] as const satisfies readonly (readonly [keyof CodeRow, string])[];

export type CodeField = (typeof FIELD_COLUMNS)[number][0];

/** The names of FIELD_COLUMNS, in their order. */
export const CODE_FIELD_NAMES: readonly CodeField[] = FIELD_COLUMNS.map(([column]) => column);

/** The columns a creation or a PATCH writes, typed as in CodeRow (lists read-only). */
export type CodeFields = { readonly [Column in CodeField]: CodeRow[Column] extends readonly (infer Item)[] ? readonly Item[] : CodeRow[Column] };

/** The parameters of FIELD_COLUMNS, numbered from `$first`. */
function fieldParameters(first: number): string[] {
  return FIELD_COLUMNS.map(([, cast], i) => `$${first + i}${cast}`);
}

/** The values of FIELD_COLUMNS, in their order. */
function fieldValues(fields: CodeFields): unknown[] {
  return FIELD_COLUMNS.map(([column, cast]) => (cast === '::jsonb' ? JSON.stringify(fields[column]) : fields[column]));
}

const FIELD_COLUMN_LIST = CODE_FIELD_NAMES.join(', ');

/** Rows given as one jsonb array, typed by the table (jsonb_populate_recordset); inserted in their order, so of two wanting one short code the earlier wins. */
const INSERT_CODES = `INSERT INTO codes (id, organization_id, workspace_id, short_code, type, is_dynamic, content, created_by_key_id, created_at, updated_at,
                      ${FIELD_COLUMN_LIST})
     SELECT id, organization_id, workspace_id, short_code, type, is_dynamic, content, created_by_key_id, created_at, created_at,
            ${FIELD_COLUMN_LIST}
       FROM jsonb_populate_recordset(NULL::codes, $1::jsonb) WITH ORDINALITY
      ORDER BY ordinality
     ON CONFLICT (short_code) DO NOTHING
     RETURNING ${COLUMNS}`;

const UPDATE_CODE_AT_VERSION = `UPDATE codes SET ${fieldParameters(4).map((parameter, i) => `${FIELD_COLUMNS[i]![0]} = ${parameter}`).join(', ')},
                      version = version + 1, updated_at = $3::timestamptz
      WHERE id = $1 AND version = $2 AND deleted_at IS NULL
      RETURNING ${COLUMNS}`;

export interface NewCode extends CodeFields {
  readonly id: string;
  readonly organizationId: string;
  readonly workspaceId: string;
  readonly shortCode: string;
  readonly type: ContentType;
  readonly isDynamic: boolean;
  readonly content: Readonly<Record<string, unknown>>;
  readonly createdByKeyId: string | null;
  readonly createdAt: string;
}

/**
 * Inserts a code; undefined when its short code is taken (the caller draws another). ON
 * CONFLICT rather than catching the unique violation: no aborted transaction, no savepoint.
 */
export async function insertCode(db: Db, code: NewCode): Promise<CodeRow | undefined> {
  const [row] = await insertCodes(db, [code]);
  return row;
}

/**
 * Inserts codes in one statement (the caller chunks: the rows travel as one jsonb parameter),
 * each unless its short code is taken — by a code already stored or by an earlier one of `codes`;
 * the rows inserted, in no particular order (match them by id).
 */
export async function insertCodes(db: Db, codes: readonly NewCode[]): Promise<CodeRow[]> {
  if (codes.length === 0) return [];
  const rows = codes.map((code) => ({
    id: code.id,
    organization_id: code.organizationId,
    workspace_id: code.workspaceId,
    short_code: code.shortCode,
    type: code.type,
    is_dynamic: code.isDynamic,
    content: code.content,
    created_by_key_id: code.createdByKeyId,
    created_at: code.createdAt,
    ...Object.fromEntries(CODE_FIELD_NAMES.map((column) => [column, code[column]])),
  }));
  return db.query<CodeRow>(INSERT_CODES, [JSON.stringify(rows)]);
}

/** A code of the workspace that is not deleted (deleted codes are 404 everywhere, DESIGN.md). */
export async function findCode(db: Db, workspaceId: string, id: string): Promise<CodeRow | undefined> {
  const [row] = await db.query<CodeRow>(`SELECT ${COLUMNS} FROM codes WHERE id = $1 AND workspace_id = $2 AND deleted_at IS NULL`, [id, workspaceId]);
  return row;
}

/** Non-deleted codes of the workspace, newest first; `status` narrows. */
export function listCodes(db: Db, workspaceId: string, status: string | undefined, page: PageRequest): Promise<Page<CodeRow>> {
  return queryPage<CodeRow>(
    db,
    {
      select: COLUMNS,
      from: 'codes',
      where: status === undefined ? 'workspace_id = $1 AND deleted_at IS NULL' : 'workspace_id = $1 AND deleted_at IS NULL AND status = $2',
      params: status === undefined ? [workspaceId] : [workspaceId, status],
    },
    page,
  );
}

/**
 * Writes `fields` if the code is still at `version` (optimistic concurrency, DESIGN.md); the
 * new row, or undefined when another request changed (or deleted) the code meanwhile.
 */
export async function updateCodeAtVersion(db: Db, id: string, version: number, fields: CodeFields, at: string): Promise<CodeRow | undefined> {
  const [row] = await db.query<CodeRow>(UPDATE_CODE_AT_VERSION, [id, version, at, ...fieldValues(fields)]);
  return row;
}

/**
 * Soft delete: archived with `deleted_at`, in one conditional statement, so of two racing
 * DELETEs exactly one gets the row (the other waits for the row lock, then sees deleted_at).
 */
export async function softDeleteCode(db: Db, workspaceId: string, id: string, at: string): Promise<{ before: CodeRow; after: CodeRow } | undefined> {
  const [row] = await db.query<CodeRow & { previous_status: string }>(
    `UPDATE codes c SET status = 'archived', paused_reason = NULL, deleted_at = $3::timestamptz, updated_at = $3::timestamptz, version = c.version + 1
       FROM (SELECT id, status FROM codes WHERE id = $1 AND workspace_id = $2 AND deleted_at IS NULL FOR UPDATE) previous
      WHERE c.id = previous.id AND c.deleted_at IS NULL
      RETURNING previous.status AS previous_status, ${COLUMNS.split(',').map((column) => `c.${column.trim()}`).join(', ')}`,
    [id, workspaceId, at],
  );
  if (!row) return undefined;
  const { previous_status, ...after } = row;
  return { before: { ...after, status: previous_status, deleted_at: null }, after };
}

/**
 * Which of `shortCodes` a code already holds, in any workspace and deleted or not: the column is
 * unique across the table (migration 0002), and a deleted code's short link must not come back
 * pointing elsewhere.
 */
export async function findTakenShortCodes(db: Db, shortCodes: readonly string[]): Promise<Set<string>> {
  if (shortCodes.length === 0) return new Set();
  const rows = await db.query<{ short_code: string }>('SELECT short_code FROM codes WHERE short_code IN (SELECT jsonb_array_elements_text($1::jsonb))', [
    JSON.stringify(shortCodes),
  ]);
  return new Set(rows.map((row) => row.short_code));
}
