import type { H3Event } from 'h3';

/** Printable ASCII, no spaces, at most 128: safe to echo in a header and to write to the log. */
const REQUEST_ID = /^[\x21-\x7e]{1,128}$/;

/** The client's (or proxy's) `X-Request-Id` when well-formed, else undefined. */
export function incomingRequestId(event: H3Event): string | undefined {
  const incoming = event.req.headers.get('x-request-id');
  return incoming && REQUEST_ID.test(incoming) ? incoming : undefined;
}
