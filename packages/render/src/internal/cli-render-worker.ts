// A worker thread of `quietzone-render --jobs N`: renders and writes the rows it is sent, one at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { renderAndWriteRow, type RowSettings } from './render-row';
import type { RowTask, WorkerReply } from './cli-render-pool';

const settings = (workerData as { settings: RowSettings }).settings;

parentPort!.on('message', (task: RowTask & { readonly index: number }) => {
  renderAndWriteRow(task.content, task.files, settings).then(
    (files) => parentPort!.postMessage({ index: task.index, files } satisfies WorkerReply),
    (error: unknown) => {
      parentPort!.postMessage({ index: task.index, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies WorkerReply);
    },
  );
});
