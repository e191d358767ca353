/** Routes whose answers are counted on their own besides the request histogram. */
export type CountedRoute = 'short_link' | 'resolver';

/** What the request metrics know of a mounted route: one object per route and app (createApp's route meta). */
export interface MeteredRoute {
  /** The declared path template (`/v1/codes/{id}`), never the raw path: bounded, and no ids or codes. */
  readonly route: string;
  readonly counted?: CountedRoute;
}
