import { isMainThread } from 'node:worker_threads';
import { lowerThreadPriority } from '../../images/lower-thread-priority';
import { readXlsxRows, type RefusedWorkbook } from './read-xlsx-rows';

/** As nice as a render thread (images/render-worker.ts): short links and the database come first. */
export const XLSX_THREAD_NICENESS = 10;

// Only the reader's pool loads this module off the main thread; a test importing it keeps its priority.
if (!isMainThread) lowerThreadPriority(XLSX_THREAD_NICENESS);

/** The XLSX reader's task handler (xlsx-reader.ts): one workbook's rows, read in a worker thread. */
export default function readXlsxTask(bytes: Uint8Array): string[][] | RefusedWorkbook {
  return readXlsxRows(bytes);
}
