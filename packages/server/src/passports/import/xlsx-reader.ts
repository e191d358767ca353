import { lazyWorker, workerModuleUrl } from '../../app/start-worker-pool';
import type { Logger } from '../../logger';
import type { RefusedWorkbook } from './read-xlsx-rows';

/**
 * Heap of the reading thread: the largest workbook the caps let through (100 MiB of XML, a
 * million cells) needs a few hundred megabytes; a thread past this ends, and its workbook is
 * refused as too large, rather than the process running out of memory.
 */
export const XLSX_WORKER_HEAP_MB = 1024;

/** Long enough to keep the thread through a series of imports, short enough to give its memory back. */
export const XLSX_IDLE_TIMEOUT_MS = 30_000;

export interface XlsxReader {
  /**
   * The rows of a workbook's first sheet (passports/import/read-xlsx-rows.ts), read in a worker
   * thread so that seconds of parsing never hold the event loop: short links, health checks and
   * every other request are answered meanwhile. One workbook at a time; others wait their turn.
   */
  read(bytes: Uint8Array): Promise<string[][] | RefusedWorkbook>;
  /** Ends the thread; a later read starts a new one. */
  close(): Promise<void>;
}

export interface XlsxReaderOptions {
  readonly logger: Logger;
  /** The worker module; default xlsx-read-worker beside this module. Tests wrap the real one. */
  readonly worker?: URL;
}

/**
 * The imports' XLSX reader, one per app: a single worker thread (imports are rare and each is
 * capped; one at a time bounds their memory), started on the first workbook, exiting when idle.
 */
export function createXlsxReader(options: XlsxReaderOptions): XlsxReader {
  const worker = lazyWorker<Uint8Array, string[][] | RefusedWorkbook>({
    worker: options.worker ?? workerModuleUrl(import.meta.url, 'xlsx-read-worker'),
    idleTimeoutMs: XLSX_IDLE_TIMEOUT_MS,
    resourceLimits: { maxOldGenerationSizeMb: XLSX_WORKER_HEAP_MB },
    name: 'xlsx reader',
    logger: options.logger,
  });
  return {
    async read(bytes) {
      try {
        return await worker.run(bytes);
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
          return { refused: `reading the workbook takes more than ${XLSX_WORKER_HEAP_MB} MB`, limit: 'uncompressed_bytes' };
        }
        throw error;
      }
    },
    close: () => worker.close(),
  };
}
