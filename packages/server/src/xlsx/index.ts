// A small XLSX writer and reader on fflate: what the scan export and the passport import need.
export { xlsxChunks, xlsxBytes, type XlsxColumn, type XlsxSheet } from './write-xlsx';
export { xlsxStream } from './xlsx-stream';
export type { XlsxCell } from './row-xml';
export { readXlsxRows, DEFAULT_MAX_UNCOMPRESSED_BYTES, type ReadXlsxOptions } from './read-xlsx';
export { XlsxReadError } from './xlsx-read-error';
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
