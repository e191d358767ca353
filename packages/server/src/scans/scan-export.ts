import type { Db } from '../db/db';
import type { Logger } from '../logger';
import type { ScanRow } from './scan-chunk';
import { scansNextTo } from './scans-next-to';
import { readInChunks } from '../db/read-in-chunks';
import { csvLine } from './csv-line';
import { xlsxStream } from '../xlsx';

/** Rows read per query while streaming an export: bounded memory whatever the code's history. */
export const EXPORT_CHUNK = 1000;

/** Columns of both exports, in order (the API scan record's fields). */
export const EXPORT_COLUMNS = ['id', 'scanned_at', 'country', 'device_type', 'os', 'browser', 'language', 'ab_variant', 'redirected_to', 'is_bot'] as const;

function exportFields(row: ScanRow): (string | boolean | null)[] {
  return [row.id, row.scanned_at, row.country, row.device_type, row.os, row.browser, row.language, row.ab_variant, row.redirected_to, row.is_bot];
}

/** Every scan of the code, oldest first, read EXPORT_CHUNK at a time after the last one sent. */
function allScans(db: Db, codeId: string): AsyncGenerator<ScanRow[]> {
  return readInChunks((after, size) => scansNextTo(db, codeId, 'oldest', after, size), EXPORT_CHUNK, (scan) => ({ at: scan.scanned_at, id: scan.id }));
}

/** The CSV body as a stream: a chunk is read from the database only when the client pulls. */
export function scansCsvStream(db: Db, codeId: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const chunks = allScans(db, codeId);
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvLine([...EXPORT_COLUMNS])));
        return;
      }
      const next = await chunks.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map((row) => csvLine(exportFields(row))).join('')));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/** Column widths in characters: the id, the ISO time and the URL are long, the rest short words. */
const XLSX_WIDTHS: Readonly<Partial<Record<(typeof EXPORT_COLUMNS)[number], number>>> = { id: 28, scanned_at: 28, redirected_to: 60 };

/**
 * The XLSX body as a stream: each keyset chunk of scans becomes rows deflated into the zip as
 * the client pulls (inline strings, no shared-string table), so memory stays at about one chunk.
 */
export function scansXlsxStream(db: Db, codeId: string, logger: Logger): ReadableStream<Uint8Array> {
  async function* rows() {
    for await (const scans of allScans(db, codeId)) yield scans.map(exportFields);
  }
  const columns = EXPORT_COLUMNS.map((header) => ({ header, width: XLSX_WIDTHS[header] ?? 14 }));
  return xlsxStream([{ name: 'Scans', columns, rows: rows() }], (error) => {
    logger.error('xlsx export failed', { code_id: codeId, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  });
}
