/** Printable ASCII, no spaces, at most 128: safe to echo in a header and to write to the log. */
const REQUEST_ID = /^[\x21-\x7e]{1,128}$/;

/** The client's (or proxy's) `X-Request-Id` when well-formed, else undefined; `request` is `event.req`. */
export function incomingRequestId(request: { readonly headers: Headers }): string | undefined {
  return wellFormedRequestId(request.headers.get('x-request-id'));
}

/** The `X-Request-Id` value when well-formed, else undefined. */
export function wellFormedRequestId(incoming: string | null | undefined): string | undefined {
  return incoming && REQUEST_ID.test(incoming) ? incoming : undefined;
}
