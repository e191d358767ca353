import { assertBodySize, type H3Event } from 'h3';
import { ApiError } from './api-error';

/**
 * The most a request body over its limit may hold for us still to read and discard it, so its
 * keep-alive connection stays usable. A client that announces more gets its 413 with
 * `Connection: close` (RFC 9110 §15.5.14 lets the server close the connection).
 */
export const MAX_DRAINED_BODY_BYTES = 64 * 1024 * 1024;

/**
 * 413 for a body over `limit`, without touching the body when its length is announced. Node
 * then reads and discards an unread body once the response is sent, and the next request on
 * the keep-alive connection is parsed as one. Creating the body stream first (as h3's
 * assertBodySize does) left the socket paused mid-body: the client's next request on it got
 * ECONNRESET. Within the limit, the HTTP parser reads at most Content-Length bytes, so no
 * counting stream is needed; a chunked body (or an in-process Request) is counted as it is read.
 */
export function assertRequestBodyLimit(event: H3Event, limit: number): void {
  const headers = event.req.headers;
  const length = headers.get('content-length');
  if (length === null || headers.has('transfer-encoding') || !/^\d+$/.test(length)) {
    assertBodySize(event, limit);
    return;
  }
  const bytes = Number(length);
  if (bytes <= limit) return;
  throw new ApiError('payload_too_large', `Request body size exceeds the limit of ${limit} bytes`, {
    headers: bytes > MAX_DRAINED_BODY_BYTES ? { connection: 'close' } : {},
  });
}

/**
 * True when the response must close the connection: the body stream was opened (the socket is
 * paused in it) and the body was not read to its end, so the next request's bytes would be
 * taken for the rest of this one. Node drains only a body nobody started reading.
 */
export function bodyLeftUnread(event: H3Event): boolean {
  const req = event.runtime?.node?.req;
  return req !== undefined && !req.complete && req.readableFlowing !== null;
}

/** A route's request body limit unless it declares its own `bodyLimit`. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
