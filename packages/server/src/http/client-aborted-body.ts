import type { H3Event } from 'h3';

/**
 * Whether the client closed its connection before its request body had all arrived: Node then
 * destroys the request with ECONNRESET "aborted" (node:_http_server), and reading the body fails
 * with it (or a multipart parser with a truncated body). That failure is the client's doing,
 * not the database's nor ours: it is answered 400 (to nobody) and logged at info, never as a
 * 5xx or an error line. A body the server itself stopped reading (over its limit) is no abort.
 */
export function clientAbortedBody(event: H3Event): boolean {
  const req = event.runtime?.node?.req;
  return req !== undefined && !req.complete && (req.errored as NodeJS.ErrnoException | null)?.code === 'ECONNRESET';
}
