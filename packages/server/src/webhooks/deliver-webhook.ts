import { Agent, request, type RequestOptions } from 'node:https';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { assertPublicUrl, BlockedUrlError, type HostLookup, type ResolvedAddress } from './assert-public-url';

/** What deliveries may be given besides the URL: tests inject a CA (agent) and a resolver. */
export interface WebhookTransport {
  /** Agent for the https requests, e.g. `new Agent({ ca })` trusting a test receiver's certificate. */
  readonly agent?: Agent | undefined;
  readonly lookup?: HostLookup | undefined;
}

export interface WebhookRequest {
  readonly url: string;
  /** The exact bytes sent (and signed). */
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
  /** WEBHOOK_TIMEOUT_MS: from the start (DNS included) to the response status. */
  readonly timeoutMs: number;
  readonly allowPrivate: boolean;
  readonly transport: WebhookTransport;
}

export interface WebhookResponse {
  /** 2xx. A 3xx is a failure too: redirects are never followed. */
  readonly ok: boolean;
  readonly statusCode: number | null;
  readonly responseTimeMs: number;
  /**
   * Why there is no status, as the client sees it (delivery log, ping): `timeout`, the SSRF
   * guard's generic message, or a network error code — never an address.
   */
  readonly error: string | null;
  /** The specifics of `error` (what the host resolved to, the system's message): for the log only. */
  readonly detail?: string | undefined;
}

/** Response bodies are read (to free the connection) only up to this many bytes. */
export const RESPONSE_BODY_CAP = 64 * 1024;

/**
 * The app context's transport (`ctx.webhookTransport`): an agent without keep-alive, since a
 * pooled socket could outlive the DNS check of a later delivery. The check runs before every
 * request anyway, this only keeps each connection tied to its check.
 */
export function defaultWebhookTransport(): WebhookTransport {
  return { agent: noKeepAliveAgent() };
}

function noKeepAliveAgent(): Agent {
  return new Agent({ keepAlive: false });
}

/**
 * One POST of a webhook: the SSRF guard again at delivery time (DNS may have changed since
 * the URL was accepted), then an https request whose connection may go only to the checked
 * addresses. Never throws: every failure is a result with `ok: false`.
 */
export async function deliverWebhook(req: WebhookRequest): Promise<WebhookResponse> {
  const started = performance.now();
  const elapsed = () => Math.max(0, Math.round(performance.now() - started));
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), req.timeoutMs);
  try {
    const target = await Promise.race([
      assertPublicUrl(req.url, { allowPrivate: req.allowPrivate, lookup: req.transport.lookup }),
      new Promise<never>((_, reject) => deadline.signal.addEventListener('abort', () => reject(new Error('timeout')), { once: true })),
    ]);
    const options: RequestOptions = {
      method: 'POST',
      protocol: 'https:',
      hostname: target.hostname,
      port: target.url.port === '' ? 443 : Number(target.url.port),
      path: `${target.url.pathname}${target.url.search}`,
      headers: { ...req.headers, 'content-length': String(Buffer.byteLength(req.body)) },
      agent: req.transport.agent ?? noKeepAliveAgent(),
      lookup: pinnedLookup(target.addresses),
      signal: deadline.signal,
    };
    const statusCode = await send(options, req.body);
    return { ok: statusCode >= 200 && statusCode < 300, statusCode, responseTimeMs: elapsed(), error: null };
  } catch (error) {
    const failure = describeFailure(error, deadline.signal.aborted);
    return { ok: false, statusCode: null, responseTimeMs: elapsed(), ...failure };
  } finally {
    clearTimeout(timer);
  }
}

function describeFailure(error: unknown, timedOut: boolean): { error: string; detail: string } {
  if (timedOut) return { error: 'timeout', detail: 'timeout' };
  if (error instanceof BlockedUrlError) return { error: error.message, detail: error.detail };
  const detail = error instanceof Error ? error.message : String(error);
  // A system error's message names the address it tried (`connect ECONNREFUSED 10.0.0.5:443`); its code does not.
  const code = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
  return { error: code ?? 'network_error', detail };
}

/** Resolves to the status once the body is read to its end or to the cap (then the socket is dropped). */
function send(options: RequestOptions, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(options, (response) => {
      const statusCode = response.statusCode ?? 0;
      let received = 0;
      const done = () => resolve(statusCode);
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > RESPONSE_BODY_CAP) {
          response.destroy();
          done();
        }
      });
      response.once('end', done);
      // The status is known: a body cut short (deadline, reset) does not change the verdict.
      response.once('error', done);
      response.once('close', done);
    });
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

/** A `lookup` for the socket that answers only with the addresses the SSRF guard checked. */
function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return ((_hostname: string, options: { all?: boolean; family?: number }, callback: (...args: unknown[]) => void) => {
    const wanted = options?.family === 4 || options?.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
    const list = wanted.length > 0 ? wanted : addresses;
    if (options?.all) callback(null, list.map((a) => ({ address: a.address, family: a.family })));
    else callback(null, list[0]!.address, list[0]!.family);
  }) as unknown as LookupFunction;
}
