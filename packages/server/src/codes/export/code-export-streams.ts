import type { Db } from '../../db/db';
import type { Logger } from '../../logger';
import { CODE_COLUMNS } from '../import/code-columns';
import { codesCsvLine } from '../import/csv-guard';
import { workspaceCodesAfter, type ExportCodeRow } from '../store/code-export';
import { readInChunks } from '../../db/read-in-chunks';
import { xlsxStream } from '../../xlsx';
import { codeExportCells } from './code-export-cells';

/** Codes read per query: memory stays at one chunk whatever the workspace holds. */
export const CODE_EXPORT_CHUNK = 1000;

/** Every code of the workspace that is not deleted, oldest first, CODE_EXPORT_CHUNK at a time after the last one sent. */
function allCodes(db: Db, workspaceId: string): AsyncGenerator<ExportCodeRow[]> {
  return readInChunks((after, size) => workspaceCodesAfter(db, workspaceId, after, size), CODE_EXPORT_CHUNK, (code) => ({ at: code.created_at, id: code.id }));
}

/** GET /codes.csv as a stream: the header row, then one chunk read per pull (RFC 4180, CRLF, formula guard). */
export function codesCsvStream(db: Db, workspaceId: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const chunks = allCodes(db, workspaceId);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(codesCsvLine(CODE_COLUMNS)));
    },
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map((row) => codesCsvLine(codeExportCells(row))).join('')));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/** Wide columns in characters; the rest takes the reader's default. */
const XLSX_WIDTHS: Readonly<Record<string, number>> = { url: 50, title: 30, notes: 40, expires_at: 26, links: 50, ab_target_url_b: 50 };

/** GET /codes.xlsx as a stream: one sheet "Codes", each chunk deflated into the zip as the client pulls. */
export function codesXlsxStream(db: Db, workspaceId: string, logger: Logger): ReadableStream<Uint8Array> {
  async function* rows() {
    for await (const codes of allCodes(db, workspaceId)) yield codes.map(codeExportCells);
  }
  const columns = CODE_COLUMNS.map((header) => (XLSX_WIDTHS[header] === undefined ? { header } : { header, width: XLSX_WIDTHS[header] }));
  return xlsxStream([{ name: 'Codes', columns, rows: rows() }], (error) => {
    logger.error('codes xlsx export failed', { workspace_id: workspaceId, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  });
}
