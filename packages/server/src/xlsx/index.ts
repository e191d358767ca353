// A small XLSX writer and reader on fflate: what the scan export and the passport import need.
export { xlsxChunks, xlsxBytes, type XlsxColumn, type XlsxSheet } from './write-xlsx';
export { xlsxStream } from './xlsx-stream';
export type { XlsxCell } from './row-xml';
export { readXlsxRows, DEFAULT_MAX_CELLS, DEFAULT_MAX_CELL_CHARS, DEFAULT_MAX_SHARED_STRINGS, DEFAULT_MAX_UNCOMPRESSED_BYTES, type ReadXlsxOptions } from './read-xlsx';
export type { XlsxLimit } from './xlsx-read-error';
export { XlsxReadError } from './xlsx-read-error';
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
