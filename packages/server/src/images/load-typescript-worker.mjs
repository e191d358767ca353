// Piscina's task handler for a TypeScript worker module (images/render-pool.ts), as run from
// source: `pnpm start`, the `quietzone` bin in this repository, vitest. A worker thread is plain
// Node: it inherits neither a loader registered through tsx's API nor vitest's transform, and on
// Node 20 tsx's `--import` flag hooks only require() in a worker thread. Registering tsx here
// hooks import() as well, so the worker and every module it loads, eagerly or lazily, load as
// ES modules exactly as on the main thread. The built package runs its JavaScript worker directly.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { default: task } = await import(workerData.module);
export default task;
