import { H3, type H3Config, type H3EventContext } from 'h3';
import type { AppContext } from '../app/app-context';
import { logAccess, type AccessRoute, type AccessRequest } from './access-log';

type ServerRequest = Parameters<H3['~request']>[0];

/**
 * An h3 app that writes each request's access line (and histogram observation) as its answer
 * leaves `~request` — what `app.request`, `fetch` and the node adapter all call — instead of
 * from h3's `onResponse` hook: that hook chains three promises onto every request and turns
 * the synchronous answer of a cached short link into a promise (bench/history/redirect.md).
 * The answer is final here: errors have already become problem documents (onError).
 */
export class AccessLoggedApp extends H3 {
  constructor(
    private readonly ctx: Pick<AppContext, 'logger' | 'metrics'>,
    config: H3Config,
  ) {
    super(config);
  }

  override '~request'(request: ServerRequest, context?: H3EventContext): Response | Promise<Response> {
    const startedAt = performance.now();
    const answer = super['~request'](request, context);
    // Tested as h3 tests it: srvx's FastResponse need not be an instance of the global Response.
    if (typeof (answer as Partial<Promise<Response>>).then !== 'function') return this.logged(request, answer as Response, startedAt);
    return (answer as Promise<Response>).then((response) => this.logged(request, response, startedAt));
  }

  private logged(request: ServerRequest, response: Response, startedAt: number): Response {
    // h3 set the event's context on the request (H3Event's constructor): route and request id.
    const context = (request as AccessRequest).context;
    try {
      logAccess(request as AccessRequest, response, this.ctx, context?.matchedRoute?.meta as AccessRoute | undefined, startedAt);
    } catch {
      // As h3 did with a failing onResponse (silent): a broken log stream never fails the answer.
    }
    return response;
  }
}
