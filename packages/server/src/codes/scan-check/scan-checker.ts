import type { ScanCheck } from '@quietzone/render/scan-check';
import { lazyWorker, workerModuleUrl } from '../../app/start-worker-pool';
import type { Logger } from '../../logger';
import type { ScanCheckTask } from './scan-check-worker';

/** Long enough to keep the thread (and its loaded ZXing module) through a session of design changes. */
export const SCAN_CHECK_IDLE_TIMEOUT_MS = 60_000;

export interface ScanChecker {
  /**
   * Renders the design and decodes it under the simulated captures (render's checkScan), in a
   * worker thread: a check is hundreds of milliseconds to seconds of CPU, which must never hold
   * the event loop that answers short links. One check at a time; others wait their turn.
   */
  check(task: ScanCheckTask): Promise<ScanCheck>;
  /** Ends the thread; a later check starts a new one. */
  close(): Promise<void>;
}

export interface ScanCheckerOptions {
  readonly logger: Logger;
  /** The worker module; default scan-check-worker beside this module. */
  readonly worker?: URL;
}

/**
 * The PATCH and logo routes' scan checker, one per app: a pool of its own rather than the
 * render pool's, whose answers are image bytes and whose bound sheds load with 503 when images
 * are busy; a design change is rare and should wait rather than fail. One thread: checks are
 * rare, and on a small machine a second one would take the core the render thread leaves to
 * the event loop.
 */
export function createScanChecker(options: ScanCheckerOptions): ScanChecker {
  const worker = lazyWorker<ScanCheckTask, ScanCheck>({
    worker: options.worker ?? workerModuleUrl(import.meta.url, 'scan-check-worker'),
    idleTimeoutMs: SCAN_CHECK_IDLE_TIMEOUT_MS,
    name: 'scan check',
    logger: options.logger,
  });
  return { check: (task) => worker.run(task), close: () => worker.close() };
}
