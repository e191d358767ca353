import type { H3Event } from 'h3';
import type { AuthContext } from '../auth/auth-context';

/** What the app learns about one request while handling it; also needed to build errors. */
export interface RequestState {
  readonly requestId: string;
  auth: AuthContext | undefined;
  /** Headers every response of this request carries, error or not (request id, rate limit). */
  readonly headers: Headers;
}

const STATES = new WeakMap<H3Event, RequestState>();

export function initRequestState(event: H3Event, requestId: string): RequestState {
  const state: RequestState = { requestId, auth: undefined, headers: new Headers({ 'x-request-id': requestId }) };
  STATES.set(event, state);
  return state;
}

export function requestState(event: H3Event): RequestState | undefined {
  return STATES.get(event);
}

export function requestId(event: H3Event): string {
  const state = STATES.get(event);
  if (!state) throw new Error('request state read before the request-id middleware ran');
  return state.requestId;
}
