import { PassThrough, Readable } from 'node:stream';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import type { Db } from '../db/db';
import type { Logger } from '../logger';
import type { ScanRow } from './scan-chunk';
import { scansNextTo } from './scans-next-to';
import { csvLine } from './csv-line';

/** Rows read per query while streaming an export: bounded memory whatever the code's history. */
export const EXPORT_CHUNK = 1000;

/** Columns of both exports, in order (the API scan record's fields). */
export const EXPORT_COLUMNS = ['id', 'scanned_at', 'country', 'device_type', 'os', 'browser', 'language', 'ab_variant', 'redirected_to', 'is_bot'] as const;

function exportFields(row: ScanRow): (string | boolean | null)[] {
  return [row.id, row.scanned_at, row.country, row.device_type, row.os, row.browser, row.language, row.ab_variant, row.redirected_to, row.is_bot];
}

/** Every scan of the code, oldest first, read EXPORT_CHUNK at a time after the last one sent. */
async function* allScans(db: Db, codeId: string): AsyncGenerator<ScanRow[]> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const rows = await scansNextTo(db, codeId, 'oldest', after, EXPORT_CHUNK);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_CHUNK) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.scanned_at, id: last.id };
  }
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

/**
 * The XLSX body as a stream: exceljs's streaming WorkbookWriter commits each row into the zip
 * as it goes (inline strings, no shared-string table), and reading waits while the client is
 * slower than the database, so memory stays at about one chunk.
 */
export function scansXlsxStream(db: Db, codeId: string, logger: Logger): ReadableStream<Uint8Array> {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Scans');
  sheet.columns = EXPORT_COLUMNS.map((key) => ({ header: key, key, width: key === 'redirected_to' ? 60 : key === 'id' || key === 'scanned_at' ? 28 : 14 }));
  void (async () => {
    for await (const rows of allScans(db, codeId)) {
      for (const row of rows) sheet.addRow(exportFields(row)).commit();
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    logger.error('xlsx export failed', { code_id: codeId, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
