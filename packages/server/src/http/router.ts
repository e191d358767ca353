import type { H3Event } from 'h3';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { RenderPool } from '../images/render-pool';
import type { Logger } from '../logger';
import type { ImageRateLimiter } from './image-rate-limit';

/** What every handler and background job (webhook deliveries, link re-checks) may use. */
export interface AppContext {
  readonly db: Db;
  readonly config: Config;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * What a handler gets: the AppContext the background jobs share, plus the services createApp
 * makes for its own requests (issue #12 folds them into one wiring object).
 */
export interface RouteContext extends AppContext {
  /** Uncached image renders run here, off the event loop (images/render-pool.ts). */
  readonly renderPool: RenderPool;
  /** The public image routes' limit per client address (http/image-rate-limit.ts). */
  readonly imageRateLimiter: ImageRateLimiter;
}

export type RouteHandler = (event: H3Event, ctx: RouteContext) => unknown;

export interface RouteOptions {
  /** No authentication and no rate limit (contract "Authentication" rule 2). */
  readonly public?: boolean;
  /** Maximum request body in bytes; default 1 MB (DEFAULT_BODY_LIMIT). */
  readonly bodyLimit?: number;
  /** The path is not under `/v1` (short links live at `{redirect_base_url}/<short_code>`). */
  readonly unversioned?: boolean;
}

/** Paths are relative to `/v1` (unless `unversioned`) and use h3 params: `/api-keys/:id`. */
export interface Router {
  get(path: string, handler: RouteHandler, options?: RouteOptions): void;
  post(path: string, handler: RouteHandler, options?: RouteOptions): void;
  put(path: string, handler: RouteHandler, options?: RouteOptions): void;
  patch(path: string, handler: RouteHandler, options?: RouteOptions): void;
  delete(path: string, handler: RouteHandler, options?: RouteOptions): void;
}

/** One file of routes: `export const apiKeyRoutes: RouteModule = (router) => { router.get(…) }`. */
export type RouteModule = (router: Router) => void;

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
