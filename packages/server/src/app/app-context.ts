import { systemClock, type Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { createImageRateLimiter, type ImageRateLimiter } from '../http/image-rate-limit';
import { ImageRenders } from '../images/image-renders';
import { createRenderPool, type RenderPool } from '../images/render-pool';
import { BlocklistFiles } from '../codes/link-safety/load-blocklist';
import { createLogger, type Logger } from '../logger';
import { createXlsxReader, type XlsxReader } from '../passports/import/xlsx-reader';
import { AppMetrics } from '../metrics/app-metrics';
import { timedRenderPool } from '../metrics/timed-render-pool';
import { watchContext } from '../metrics/watch-context';
import { CountryTables } from '../scans/country-table';
import { ScanSink } from '../scans/scan-sink';
import type { RandomSource } from '../codes/short-links/pick-destination';
import { defaultWebhookTransport, type WebhookTransport } from '../webhooks/deliver-webhook';
import { SecretKeys } from '../webhooks/load-secret-key';
import { CodeCaches } from '../codes/code-caches';
import { createScanChecker, type ScanChecker } from '../codes/scan-check/scan-checker';

/**
 * THE wiring object: everything a handler, an operation or a background job (webhook
 * deliveries, link re-checks, retention, the scan recorder) may use. Made by
 * {@link createAppContext} only; nothing in the server keeps per-app state anywhere else
 * (test/module-state.test.ts fails on module-level mutable state).
 */
export interface AppContext {
  readonly db: Db;
  readonly config: Config;
  /** "Now" for everything time-dependent; tests pin it. */
  readonly clock: Clock;
  readonly logger: Logger;
  /**
   * Uniform numbers in [0, 1) for the A/B choice of a short link; tests pass a seeded source.
   * Ids and short codes come from the CSPRNG instead (new-id.ts, codes/generate-short-code.ts):
   * they must not be guessable.
   */
  readonly random: RandomSource;
  /** What this process caches of codes; operations forget a code after their transaction commits. */
  readonly caches: CodeCaches;
  /** Where the short-link route hands every served scan; the scan recorder listens. */
  readonly scans: ScanSink;
  /** The IP→country table of the scan recorder, loaded on first use. */
  readonly countries: CountryTables;
  /** The https agent (and resolver) of webhook deliveries and pings. */
  readonly webhookTransport: WebhookTransport;
  /** The key that seals webhook secrets, loaded once. */
  readonly secretKeys: SecretKeys;
  /** URL_BLOCKLIST parsed once, re-read when the file changes. */
  readonly blocklists: BlocklistFiles;
  /** Uncached image renders run here, off the event loop (images/render-pool.ts). */
  readonly renderPool: RenderPool;
  /** The imports' XLSX reader: one worker thread, started on the first workbook (passports/import/xlsx-reader.ts). */
  readonly xlsxReader: XlsxReader;
  /** Styled designs' scan check: one worker thread, started on the first check (codes/scan-check/scan-checker.ts). */
  readonly scanChecker: ScanChecker;
  /** When and where the image routes render: paced while people scan, cheap ones inline otherwise (images/image-renders.ts). */
  readonly imageRenders: ImageRenders;
  /** The public image routes' limit per client address (http/image-rate-limit.ts). */
  readonly imageRateLimiter: ImageRateLimiter;
  /** This app's Prometheus registry and counters (GET /metrics; metrics/app-metrics.ts). */
  readonly metrics: AppMetrics;
}

export interface AppContextOptions {
  readonly db: Db;
  readonly config: Config;
  /** Default: the system clock. */
  readonly clock?: Clock;
  /** Default: pino JSON lines on stdout at config.logLevel (logger.ts). */
  readonly logger?: Logger;
  /** Default: Math.random. */
  readonly random?: RandomSource;
  /**
   * A render pool passed in is the caller's to close (`serve` closes it in a shutdown hook);
   * without one the context makes its own, lazily: no worker starts before the first uncached
   * render, and idle workers exit by themselves and never hold the process open.
   */
  readonly renderPool?: RenderPool;
  /** Default: an agent without keep-alive (webhooks/deliver-webhook.ts); tests trust their receiver. */
  readonly webhookTransport?: WebhookTransport;
  /**
   * Services of another context to share, for a second app over the same database in one
   * process (other config, same caches, scan listeners and secret key): see {@link shareServices}.
   */
  readonly caches?: CodeCaches;
  readonly scans?: ScanSink;
  readonly countries?: CountryTables;
  readonly secretKeys?: SecretKeys;
  readonly blocklists?: BlocklistFiles;
}

/** The one place an AppContext is made: createApp, `serve`, the background jobs and the test harness use it. */
export function createAppContext(options: AppContextOptions): AppContext {
  const logger = options.logger ?? createLogger({ level: options.config.logLevel });
  const metrics = new AppMetrics();
  const ctx: AppContext = {
    db: options.db,
    config: options.config,
    clock: options.clock ?? systemClock,
    logger,
    random: options.random ?? Math.random,
    caches: options.caches ?? new CodeCaches(),
    scans: options.scans ?? new ScanSink(logger),
    countries: options.countries ?? new CountryTables(),
    webhookTransport: options.webhookTransport ?? defaultWebhookTransport(),
    secretKeys: options.secretKeys ?? new SecretKeys(),
    blocklists: options.blocklists ?? new BlocklistFiles(),
    renderPool: timedRenderPool(options.renderPool ?? createRenderPool({ logger }), metrics),
    xlsxReader: createXlsxReader({ logger }),
    scanChecker: createScanChecker({ logger }),
    imageRenders: new ImageRenders(),
    imageRateLimiter: createImageRateLimiter(options.config.imageRateLimitPerMinute),
    metrics,
  };
  watchContext(ctx);
  return ctx;
}

/**
 * The services a second context over the same database shares with `ctx` (pass them to
 * createAppContext): a code changed through one app is forgotten by both, scans served by
 * either reach the same recorder, and webhook secrets sealed by one open in the other.
 */
export function shareServices(ctx: AppContext): Pick<AppContextOptions, 'caches' | 'scans' | 'countries' | 'secretKeys' | 'blocklists' | 'webhookTransport'> {
  return { caches: ctx.caches, scans: ctx.scans, countries: ctx.countries, secretKeys: ctx.secretKeys, blocklists: ctx.blocklists, webhookTransport: ctx.webhookTransport };
}
