import type { H3Event } from 'h3';

/** What the app learns about one request while handling it; also needed to build errors. */
export interface RequestState {
  readonly requestId: string;
  /** Headers every response of this request carries, error or not (request id, rate limit). */
  readonly headers: Headers;
}

declare module 'h3' {
  interface H3EventContext {
    /** Set by the API middleware (create-app.ts) before anything else runs. */
    requestState?: RequestState;
  }
}

export function initRequestState(event: H3Event, requestId: string): RequestState {
  const state: RequestState = { requestId, headers: new Headers({ 'x-request-id': requestId }) };
  event.context.requestState = state;
  return state;
}

export function requestState(event: H3Event): RequestState | undefined {
  return event.context.requestState;
}

export function requestId(event: H3Event): string {
  const state = event.context.requestState;
  if (!state) throw new Error('request state read before the request-id middleware ran');
  return state.requestId;
}
