// A --jobs worker that answers every batch with a failure, as the real one does when rendering
// throws something unexpected (a bug): the pool must stop and report it, not wait forever.
import { parentPort } from 'node:worker_threads';
import type { TaskBatch, WorkerReply } from '../../src/internal/cli-render-pool';

parentPort!.on('message', (batch: TaskBatch) => {
  parentPort!.postMessage({ start: batch.start, failure: `boom at ${batch.start}` } satisfies WorkerReply);
});
