import { parseDelimited } from '../parse-delimited';
import { safeFileName } from './safe-file-name';

export const BATCH_INPUT_FORMATS = ['csv', 'tsv', 'lines'] as const;

export type BatchInputFormat = (typeof BATCH_INPUT_FORMATS)[number];

/** Header names of the content column and of the name column, compared case-insensitively. */
const CONTENT_COLUMNS: readonly string[] = ['content', 'url', 'data', 'text'];
const NAME_COLUMNS: readonly string[] = ['name', 'label', 'title'];

/** One code to render: `stem` is already a safe, unique file name without extension. */
export interface BatchRow {
  readonly line: number;
  readonly stem: string;
  readonly content: string;
  /** The name as the file gave it (trimmed), for captions and manifests; absent when it had none. */
  readonly name?: string;
}

/** A row that cannot be rendered; the others still are. */
export interface BatchRowProblem {
  readonly line: number;
  readonly message: string;
}

export type BatchRowsResult =
  | { readonly ok: true; readonly rows: readonly BatchRow[]; readonly problems: readonly BatchRowProblem[] }
  | { readonly ok: false; readonly message: string };

/**
 * The codes of a batch file. `lines`: every non-blank line is one content. `csv`/`tsv`: a
 * first row naming a content column (`content`, `url`, `data` or `text`) is a header, with an
 * optional name column (`name`, `label` or `title`) and other columns ignored; a first row
 * naming only a name column is refused (it would otherwise be rendered as a code). Without a
 * header, a single column is the content and two or more are `name, content`. Names are
 * made safe for the file system; missing ones become `qr-<row>`, repeats get `-2`, `-3`, ….
 */
export function batchRows(text: string, format: BatchInputFormat): BatchRowsResult {
  let entries: { line: number; name: string | undefined; content: string }[];
  if (format === 'lines') {
    entries = text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .map((content, index) => ({ line: index + 1, name: undefined, content }))
      .filter((entry) => entry.content.trim() !== '');
  } else {
    const parsed = parseDelimited(text, format === 'csv' ? ',' : '\t');
    if (!parsed.ok) return { ok: false, message: `line ${parsed.error.line}: a quoted field is never closed` };
    const [first, ...rest] = parsed.records;
    if (!first) return { ok: true, rows: [], problems: [] };
    const header = first.fields.map((field) => field.trim().toLowerCase());
    const contentColumn = header.findIndex((field) => CONTENT_COLUMNS.includes(field));
    const nameColumn = header.findIndex((field) => NAME_COLUMNS.includes(field));
    if (contentColumn < 0 && nameColumn >= 0) {
      return {
        ok: false,
        message: `the header row names no content column (found: ${first.fields.map((field) => field.trim()).join(', ')}); name one ${CONTENT_COLUMNS.join(', ')}`,
      };
    }
    if (contentColumn >= 0) {
      entries = rest.map(({ line, fields }) => ({
        line,
        name: nameColumn >= 0 ? fields[nameColumn] : undefined,
        content: fields[contentColumn] ?? '',
      }));
    } else {
      entries = parsed.records.map(({ line, fields }) =>
        fields.length === 1
          ? { line, name: undefined, content: fields[0]! }
          : { line, name: fields[0], content: fields[1]! },
      );
    }
  }

  const rows: BatchRow[] = [];
  const problems: BatchRowProblem[] = [];
  const taken = new Set<string>();
  const width = Math.max(4, String(entries.length).length);
  entries.forEach((entry, index) => {
    if (entry.content === '') {
      problems.push({ line: entry.line, message: 'empty content' });
      return;
    }
    const base = safeFileName(entry.name ?? '') ?? `qr-${String(index + 1).padStart(width, '0')}`;
    let stem = base;
    // Case-insensitive, because macOS and Windows file systems are.
    for (let n = 2; taken.has(stem.toLowerCase()); n++) stem = `${base}-${n}`;
    taken.add(stem.toLowerCase());
    const name = entry.name?.trim();
    rows.push({ line: entry.line, stem, content: entry.content, ...(name ? { name } : {}) });
  });
  return { ok: true, rows, problems };
}
