import { Histogram } from 'prom-client';
import type { RenderPool } from '../images/render-pool';
import type { AppMetrics } from './app-metrics';

/** From a cached-miss thumbnail (milliseconds) to a logo PDF behind a full queue (seconds). */
const RENDER_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The render pool with each render timed from the moment it is asked for to its answer: the
 * wait for a worker thread plus the render itself, by outcome (`rendered`, `busy`: refused at
 * once because the queue was full, `failed`). The pool itself is left as it is.
 */
export function timedRenderPool(pool: RenderPool, metrics: AppMetrics): RenderPool {
  const renders = new Histogram<'outcome'>({
    name: 'quietzone_render_duration_seconds',
    help: 'Renders through the pool, by outcome: seconds from the request to the answer (queue wait plus render).',
    labelNames: ['outcome'],
    buckets: RENDER_BUCKETS,
    registers: [metrics.registry],
  });
  const rendered = renders.labels('rendered');
  const busy = renders.labels('busy');
  const failed = renders.labels('failed');
  return {
    async render(task) {
      const started = performance.now();
      try {
        const outcome = await pool.render(task);
        (outcome.ok ? rendered : busy).observe((performance.now() - started) / 1000);
        return outcome;
      } catch (error) {
        failed.observe((performance.now() - started) / 1000);
        throw error;
      }
    },
    get pending() {
      return pool.pending;
    },
    get completed() {
      return pool.completed;
    },
    get threads() {
      return pool.threads;
    },
    close: () => pool.close(),
  };
}
