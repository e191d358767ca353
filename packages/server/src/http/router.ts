import type { H3Event } from 'h3';
import type { AppContext } from '../app/app-context';

export type { AppContext } from '../app/app-context';
/** The old name of what a handler gets, kept while route modules move to AppContext (issue #12). */
export type RouteContext = AppContext;

export type RouteHandler = (event: H3Event, ctx: AppContext) => unknown;

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
