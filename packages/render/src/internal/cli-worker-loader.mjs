// Starts a TypeScript worker of `quietzone-render --jobs N` when the CLI runs from source (tsx,
// tests). A worker thread inherits no loader registered through tsx's API, and on Node 20 tsx's
// `--import` flag hooks only require() in a worker thread: registering tsx here lets the worker
// import its TypeScript modules. The built package starts its JavaScript worker directly.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
