import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isMainThread } from 'node:worker_threads';
import type { RenderOptions } from '@quietzone/render';
import { checkScan, type ScanCheck } from '@quietzone/render/scan-check';
import { lowerThreadPriority } from '../../images/lower-thread-priority';

/** As nice as a render thread (images/render-worker.ts): short links and the database come first. */
export const SCAN_CHECK_THREAD_NICENESS = 10;

// Only the checker's pool loads this module off the main thread; a test importing it keeps its priority.
if (!isMainThread) lowerThreadPriority(SCAN_CHECK_THREAD_NICENESS);

/**
 * ZXing-C++'s WebAssembly from the installed zxing-wasm, read once per thread: without it
 * zxing-wasm fetches the binary from a CDN on first use, which a server must never depend on.
 */
const ZXING_WASM = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));

/** One design to check, as posted to the worker thread (structured clone: plain data and bytes). */
export interface ScanCheckTask {
  readonly content: string;
  readonly options: Omit<RenderOptions, 'format'>;
}

/** The scan check's task handler (scan-checker.ts): render's checkScan, in a worker thread. */
export default function scanCheckTask(task: ScanCheckTask): Promise<ScanCheck> {
  return checkScan(task.content, task.options, { zxingWasm: ZXING_WASM });
}
