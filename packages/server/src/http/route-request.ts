import type { Action } from '@quietzone/core';
import type { z } from 'zod';

/** Who may call a route: anyone (no key, no rate limit), or a key whose role may do this action (core `can`). */
export type RouteAccess = 'public' | Action;

export interface RouteRequest<Query extends z.ZodObject | undefined, Body extends z.ZodType | undefined> {
  /** Path parameter schemas, for the document; handlers read parameters with `call.param()`. */
  readonly params?: z.ZodObject;
  /** Parsed by the router before the handler runs (400 naming the fields); `call.query`. */
  readonly query?: Query;
  /**
   * The query is documented but read raw by the handler, because invalid values there count as
   * unset and never give an error (image routes, contract "Image routes").
   */
  readonly lenientQuery?: true;
  /** Headers the route reads, for the document. */
  readonly headers?: z.ZodObject;
  /** The JSON body, read when the handler calls `call.body()` (400/422 naming the fields). */
  readonly body?: Body;
  /**
   * `body` is documented but the handler judges any JSON object itself: invalid fields are its
   * findings, never a 422 (the passport validate routes).
   */
  readonly lenientBody?: true;
  /** Without `body`: the media type of an upload (`multipart/form-data`). */
  readonly bodyContentType?: string;
  /**
   * Further media types the body may come in besides `body`'s (JSON rows or an uploaded file),
   * each with its schema, for the document; the handler reads these itself.
   */
  readonly otherBodies?: Readonly<Record<string, z.ZodType>>;
  /** The handler answers whatever the input holds: the document implies no 400 (CORS preflights). */
  readonly acceptsAnyInput?: true;
}
