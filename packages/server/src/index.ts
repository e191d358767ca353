// @quietzone/server — the HTTP API over Postgres.

// Configuration
export type { Config, BootstrapPlan } from './config';
export { loadConfig, ConfigError, BOOTSTRAP_PLANS } from './config';
export type { Clock } from './clock';
export { systemClock } from './clock';
export type { Logger, LoggerOptions, LogLevel } from './logger';
export { consoleLogger, createLogger, silentLogger, LOG_LEVELS } from './logger';

// Database
export type { Db } from './db/db';
export { openDb } from './db/open-db';
export { migrate } from './db/migrate';
export { bootstrap } from './bootstrap';
export type { BootstrapResult } from './bootstrap';

// The one wiring object (db, config, clock, logger, random, caches, scan sink, webhook transport, render pool…)
export { createAppContext, shareServices } from './app/app-context';
export type { AppContext, AppContextOptions } from './app/app-context';
export { CodeCaches } from './codes/code-caches';

// HTTP
export { createApp, type ServedApp } from './http/create-app';
export type { CreateAppOptions } from './http/create-app';
export type { RouteAccess, RouteCall, RouteDeclaration, RouteMethod, RouteTable } from './http/route';
export { defineRoute } from './http/route';
export { startServer } from './start-server';
export type { RunningServer, StartServerOptions } from './start-server';
export { ShutdownHooks } from './shutdown-hooks';
// Image rendering off the event loop (createApp makes one when none is passed; `serve` closes its own)
export { createRenderPool, defaultRenderThreads, RENDER_QUEUE_DEFAULT } from './images/render-pool';
export type { RenderPool, RenderPoolOptions, RenderOutcome } from './images/render-pool';

// Link safety (URL_BLOCKLIST + Safe Browsing; the re-check job `serve` starts)
export { checkLinks } from './codes/link-safety/check-links';
export type { LinkCheckResult } from './codes/link-safety/check-links';
export { runLinkRecheck } from './codes/link-safety/recheck-links-job';
export type { LinkRecheckReport, LinkRecheckOptions } from './codes/link-safety/recheck-links-job';
export { startLinkRecheckScheduler } from './codes/link-safety/start-link-recheck-scheduler';
export type { LinkRecheckScheduler, LinkRecheckSchedulerOptions } from './codes/link-safety/start-link-recheck-scheduler';

// Webhooks (the delivery worker `serve` starts; the SSRF guard)
export { runDeliveryPass } from './webhooks/delivery-worker';
export type { DeliveryPassOptions, DeliveryPassReport } from './webhooks/delivery-worker';
export { startDeliveryWorker } from './webhooks/start-delivery-worker';
export type { DeliveryWorker, DeliveryWorkerOptions } from './webhooks/start-delivery-worker';
export { assertPublicUrl, BlockedUrlError } from './webhooks/assert-public-url';
export type { HostLookup, ResolvedTarget } from './webhooks/assert-public-url';
export type { WebhookTransport } from './webhooks/deliver-webhook';

// Scans (the recorder `serve` starts on the short-link hook; flushed by a shutdown hook)
export { startScanRecorder } from './scans/scan-recorder';
export type { ScanRecorder, ScanRecorderOptions } from './scans/scan-recorder';
export { ScanSink } from './scans/scan-sink';
export type { ScanListener } from './scans/scan-sink';
export type { ScanInput } from './scans/scan-input';
export { scanStats } from './scans/scan-stats';
export { insertScans, insertScanRows } from './scans/insert-scans';
export type { NewScan, NewScanRow, ScanProfile, ScanRow } from './scans/scan-chunk';
