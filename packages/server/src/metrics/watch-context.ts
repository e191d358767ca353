import { epochMs, type Clock } from '../clock';
import type { CodeCaches } from '../codes/code-caches';
import type { Db } from '../db/db';
import type { ImageRenders } from '../images/image-renders';
import type { RenderPool } from '../images/render-pool';
import type { Logger } from '../logger';
import { readWebhookQueue, type WebhookQueueState } from '../webhooks/store/webhook-queue';
import type { AppMetrics } from './app-metrics';
import { counterAtScrape, gaugeAtScrape } from './read-at-scrape';

/** The services whose state /metrics reads when scraped (an app context has them all). */
export interface WatchedServices {
  readonly metrics: AppMetrics;
  readonly renderPool: RenderPool;
  readonly imageRenders: ImageRenders;
  readonly caches: CodeCaches;
  readonly db: Db;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * Registers what /metrics reads of a context's services when scraped: the render pool's queue,
 * the renders waiting for their paced turn, the rendered-image cache, the database pool, the
 * webhook outbox. (Request timings, short-link and resolver answers and webhook outcomes are
 * counted as they happen: metrics/app-metrics.ts; render waits: metrics/timed-render-pool.ts.)
 */
export function watchContext(ctx: WatchedServices): void {
  const { registry } = ctx.metrics;
  const pool = ctx.renderPool;
  gaugeAtScrape(registry, 'quietzone_render_pool_pending', 'Renders admitted to the render pool and not finished: running plus waiting.', () => pool.pending);
  gaugeAtScrape(registry, 'quietzone_render_pool_threads', 'Live render worker threads (0 until the first uncached render, and again after they idle out).', () => pool.threads);
  gaugeAtScrape(
    registry,
    'quietzone_render_pool_queue_depth',
    'Renders waiting for a worker thread: pending beyond the live threads (a thread still starting counts as waiting).',
    () => Math.max(0, pool.pending - pool.threads),
  );
  counterAtScrape(registry, 'quietzone_render_pool_completed_total', 'Renders the pool finished.', () => pool.completed);
  // Scans first (images/image-renders.ts): while people scan, uncached renders wait here for
  // their paced turn before they reach the pool, so the pool's gauges alone would show an idle
  // pool while images queue.
  const renders = ctx.imageRenders;
  gaugeAtScrape(registry, 'quietzone_image_renders_paced_waiting', 'Uncached image renders waiting for their paced turn while scans arrive (beyond 128 an image answers 503).', () => renders.waitingCount);

  const images = ctx.caches.renderedImages;
  counterAtScrape(registry, 'quietzone_image_cache_hits_total', 'Image requests answered with bytes from the rendered-image cache.', () => images.hits);
  counterAtScrape(registry, 'quietzone_image_cache_misses_total', 'Image requests the rendered-image cache could not answer (rendered).', () => images.misses);
  gaugeAtScrape(registry, 'quietzone_image_cache_entries', 'Images held by the rendered-image cache.', () => images.size);
  gaugeAtScrape(registry, 'quietzone_image_cache_bytes', 'Bytes held by the rendered-image cache.', () => images.totalBytes);

  const db = ctx.db;
  if (db.usage) {
    const usage = () => db.usage!();
    gaugeAtScrape(registry, 'quietzone_db_pool_size', 'Connections the database pool may open (embedded PGlite: 1).', () => usage().size);
    gaugeAtScrape(registry, 'quietzone_db_pool_in_use', 'Pool connections busy with a statement or transaction of this process.', () => Math.min(usage().active, usage().size));
    gaugeAtScrape(registry, 'quietzone_db_pool_waiting', 'Statements and transactions of this process waiting for a pool connection.', () => Math.max(0, usage().active - usage().size));
  }

  // Both webhook gauges come from one query per scrape: a scrape collects every metric at once.
  let queue: Promise<WebhookQueueState | undefined> | undefined;
  const readQueue = () =>
    (queue ??= readWebhookQueue(ctx.db)
      .catch((error: unknown) => {
        ctx.logger.error('metrics: webhook queue unreadable', { error: error instanceof Error ? error.message : String(error) });
        return undefined;
      })
      .finally(() => (queue = undefined)));
  gaugeAtScrape(registry, 'quietzone_webhook_queue_waiting', 'Webhook deliveries not settled yet (pending or retrying), all processes together.', async () => (await readQueue())?.waiting ?? Number.NaN);
  gaugeAtScrape(registry, 'quietzone_webhook_queue_oldest_age_seconds', 'Age of the oldest unsettled webhook delivery (0 when none waits).', async () => {
    const state = await readQueue();
    if (state === undefined) return Number.NaN;
    return state.oldest === null ? 0 : Math.max(0, (epochMs(ctx.clock) - Date.parse(state.oldest)) / 1000);
  });
}
