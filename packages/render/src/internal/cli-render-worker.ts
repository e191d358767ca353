// A worker thread of `quietzone-render --jobs N`: renders and writes the batches of rows it is sent.
import { parentPort, workerData } from 'node:worker_threads';
import type { RowSettings, WrittenFile } from './render-row';
import { renderAndWriteBatch, type TaskBatch, type WorkerReply } from './cli-render-pool';

const settings = (workerData as { settings: RowSettings }).settings;

parentPort!.on('message', (batch: TaskBatch) => {
  renderAndWriteBatch(batch.tasks, settings).then(
    (files) => {
      parentPort!.postMessage({ start: batch.start, files } satisfies WorkerReply, [...ownBuffers(files.flat())]);
    },
    (error: unknown) => {
      parentPort!.postMessage({ start: batch.start, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies WorkerReply);
    },
  );
});

/**
 * An archive's bytes move to the main thread instead of being copied — each buffer a file's
 * bytes fill alone (one shared with others, such as a pooled Buffer, is copied as usual).
 */
function ownBuffers(files: readonly WrittenFile[]): Set<ArrayBuffer> {
  const buffers = new Set<ArrayBuffer>();
  for (const file of files) {
    const bytes = file.ok ? file.packed?.data : undefined;
    if (bytes && bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) buffers.add(bytes.buffer);
  }
  return buffers;
}
