import type { Worker } from 'node:worker_threads';
import { afterEach, beforeEach } from 'vitest';

/**
 * Every worker thread this process starts during each test (emptied before each), so a test can
 * tell whether a render went to a worker and check that its threads really exit.
 */
export function trackStartedWorkers(): Worker[] {
  const started: Worker[] = [];
  const onWorker = (worker: Worker) => started.push(worker);
  beforeEach(() => {
    started.length = 0;
    process.on('worker', onWorker);
  });
  afterEach(() => {
    process.off('worker', onWorker);
  });
  return started;
}
