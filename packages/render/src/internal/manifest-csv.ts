/** One written file of a batch, as the manifest lists it. */
export interface ManifestRow {
  readonly name: string;
  readonly content: string;
  readonly file: string;
  readonly bytes: number;
  readonly sha256: string;
  readonly version: number;
  readonly ecc: string;
  /** A PDF's or EPS's module too fine for the press (core's moduleSizeWarning); empty when it prints. */
  readonly warning: string;
  /** A sheet caption's characters the caption font lacks (render-sheet.ts captionWarning); empty when none. */
  readonly caption_warning?: string;
}

const COLUMNS = ['name', 'content', 'file', 'bytes', 'sha256', 'version', 'ecc', 'warning'] as const;
/** Sheets with captions add the column that names what a caption cannot print. */
const CAPTION_COLUMNS = [...COLUMNS, 'caption_warning'] as const;

/**
 * The manifest as RFC 4180 CSV with a header row and CRLF line ends. A field that a spreadsheet
 * would run as a formula (leading `=`, `+`, `-`, `@`, tab or CR; OWASP "CSV injection") gets a
 * leading `'`, so opening the manifest in Excel never evaluates a code's content.
 */
export function manifestCsv(rows: readonly ManifestRow[], { captions = false }: { readonly captions?: boolean } = {}): string {
  const columns = captions ? CAPTION_COLUMNS : COLUMNS;
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvField(String(row[column] ?? ''))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
