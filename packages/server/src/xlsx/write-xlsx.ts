import { Zip, ZipDeflate } from 'fflate';
import { packageParts, sheetHead, sheetPath, SHEET_TAIL } from './package-parts';
import { rowXml, type XlsxCell } from './row-xml';

export interface XlsxColumn {
  readonly header: string;
  /** Width in characters; the reader's default when absent. */
  readonly width?: number;
}

export interface XlsxSheet {
  readonly name: string;
  readonly columns: readonly XlsxColumn[];
  /** The data rows below the header row, in chunks (e.g. one database page each). */
  readonly rows: AsyncIterable<readonly (readonly XlsxCell[])[]> | Iterable<readonly (readonly XlsxCell[])[]>;
}

/** DEFLATE level: 6 is zlib's default, most of level 9's size at a fraction of its time. */
const LEVEL = 6;

/**
 * An XLSX workbook as a sequence of byte chunks: the package parts, then each sheet's rows,
 * deflated into the zip (fflate) as each chunk of rows arrives. Cells are inline strings,
 * numbers and booleans (no shared-string table), so nothing is held beyond the current chunk:
 * a consumer that pulls slowly keeps the row source waiting.
 */
export async function* xlsxChunks(sheets: readonly XlsxSheet[]): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | undefined;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else if (data.length > 0) ready.push(data);
  });
  const drain = function* () {
    if (failure) throw failure;
    yield* ready.splice(0);
  };
  const encoder = new TextEncoder();
  for (const part of packageParts(sheets.map((sheet) => sheet.name))) {
    const file = new ZipDeflate(part.path, { level: LEVEL });
    zip.add(file);
    file.push(encoder.encode(part.xml), true);
  }
  yield* drain();
  for (const [index, sheet] of sheets.entries()) {
    const file = new ZipDeflate(sheetPath(index), { level: LEVEL });
    zip.add(file);
    file.push(encoder.encode(sheetHead(sheet.columns.map((column) => column.width)) + rowXml(1, sheet.columns.map((column) => column.header))));
    let rowNumber = 1;
    for await (const chunk of sheet.rows) {
      file.push(encoder.encode(chunk.map((cells) => rowXml(++rowNumber, cells)).join('')));
      yield* drain();
    }
    file.push(encoder.encode(SHEET_TAIL), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}

/** The whole workbook in memory: for small files (import templates), never for exports. */
export async function xlsxBytes(sheets: readonly XlsxSheet[]): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of xlsxChunks(sheets)) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}
