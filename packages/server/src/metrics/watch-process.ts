import { collectDefaultMetrics } from 'prom-client';
import type { AppMetrics } from './app-metrics';

/**
 * prom-client's process metrics (CPU, memory, heap, event-loop lag, GC) into the app's registry,
 * prefixed `quietzone_`. Only for the served process (`quietzone serve`): they watch the whole
 * process, and tests make many apps in one.
 */
export function watchProcess(metrics: AppMetrics): void {
  collectDefaultMetrics({ register: metrics.registry, prefix: 'quietzone_' });
}
