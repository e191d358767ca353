import { csvLine } from '../scans/csv-line';

/** One file of an export (or one code missing from it, with `error`), as manifest.csv lists it. */
export interface ExportManifestRow {
  readonly codeId: string;
  readonly shortCode: string;
  readonly title: string | null;
  readonly content: string;
  readonly file: string;
  readonly bytes: number | null;
  readonly sha256: string;
  readonly version: number | null;
  readonly ecc: string;
  readonly error: string | null;
  /** A sheet caption the standard font cannot show as written (exports/caption-warning.ts). */
  readonly captionWarning: string | null;
  /** A PDF's or EPS's module too fine for the press (exports/press-warning.ts). */
  readonly warning: string | null;
}

export const EXPORT_MANIFEST_HEADER = ['code_id', 'short_code', 'title', 'content', 'file', 'bytes', 'sha256', 'version', 'ecc', 'error', 'caption_warning', 'warning'];

/** manifest.csv: RFC 4180 with CRLF and the formula guard of csvLine, a header row first. */
export function exportManifestCsv(rows: readonly ExportManifestRow[]): string {
  return (
    csvLine(EXPORT_MANIFEST_HEADER) +
    rows
      .map((row) =>
        csvLine([row.codeId, row.shortCode, row.title, row.content, row.file, row.bytes === null ? null : String(row.bytes), row.sha256, row.version === null ? null : String(row.version), row.ecc, row.error, row.captionWarning, row.warning]),
      )
      .join('')
  );
}
