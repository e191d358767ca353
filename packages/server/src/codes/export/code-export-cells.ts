import { UTM_KEYS } from '@quietzone/core/schemas';
import { CODE_COLUMNS, columnKind, TAG_SEPARATOR } from '../import/code-columns';
import type { ExportCodeRow } from '../store/code-export';

export type ExportCell = string | boolean | null;

/** The fields only a dynamic url code takes: written for those alone, since the import refuses them on others. */
function dynamicUrlCells(row: ExportCodeRow): Record<string, ExportCell> {
  if (row.type !== 'url' || !row.is_dynamic) return {};
  return {
    ab_enabled: row.ab_enabled,
    ab_target_url_b: row.ab_target_url_b,
    ab_weight_a: row.ab_weight_a === null ? null : String(row.ab_weight_a),
    is_landing_page: row.is_landing_page,
    links: row.links.length === 0 ? null : JSON.stringify(row.links.map(({ label, url }) => ({ label, url }))),
    rules: row.rules.length === 0 ? null : JSON.stringify(row.rules),
    max_scans: row.max_scans === null ? null : String(row.max_scans),
    active_from: row.active_from,
    has_password: row.has_password,
    ...Object.fromEntries(UTM_KEYS.map((key) => [`utm_${key}`, row.utm[key] ?? null])),
  };
}

function contentCell(column: string, value: unknown): ExportCell {
  if (value === undefined || value === null) return null;
  if (columnKind(column) === 'boolean') return value === true;
  return String(value);
}

/**
 * A code as one row of the export, in CODE_COLUMNS order, each cell as POST /codes/import reads
 * it back (tags `;`-joined, links JSON, empty for unset): exporting and importing recreates the code.
 */
export function codeExportCells(row: ExportCodeRow): ExportCell[] {
  const fields: Record<string, ExportCell> = {
    short_code: row.short_code,
    type: row.type,
    url: row.url,
    title: row.title,
    tags: row.tags.length === 0 ? null : row.tags.join(TAG_SEPARATOR),
    notes: row.notes,
    expires_at: row.expires_at,
    is_dynamic: row.is_dynamic,
    ...dynamicUrlCells(row),
  };
  return CODE_COLUMNS.map((column) => (column in fields ? fields[column]! : contentCell(column, row.content[column])));
}
