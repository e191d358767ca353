import { createRequire } from 'node:module';
import { fetchOnceMoreOnReset } from './fetch-once-more-on-reset';
import { createInstance, getHttpOperationsFromSpec, type IHttpRequest, type IHttpResponse } from '@stoplight/prism-http';

/**
 * Stoplight Prism's own validator, in proxy mode: Prism routes each request to the operation of
 * the document, validates the request (security, path, query, headers, body), hands it to the
 * forwarder, and validates the answer (status, media type, body schema, headers).
 *
 * Prism's forwarder is replaced by one that sends the request exactly as given: the stock one
 * follows redirects (so a 301, 302 or 307 would never be validated, and a redirect to a
 * destination outside this machine would fail) and re-encodes bodies as text (so a PNG or XLSX
 * upload would reach the server broken). Routing and validation are Prism's, with one
 * correction of its own limits, which makes it stricter, never laxer:
 *
 * - Prism matches media types by subtype without the structured suffix, so an answer in
 *   `application/ld+json` or `application/linkset+json` is checked against the
 *   `application/json` schema of the same answer: where the document declares the answer's exact
 *   media type, only that one is offered to Prism's output validator.
 */

export interface ValidatedExchange {
  /** The operation Prism routed the request to. */
  readonly operationId: string | undefined;
  readonly status: number;
  readonly headers: Headers;
  /** The body as text (binary bodies as latin1). */
  readonly text: string;
  /** Prism's findings on the request, `request.…`. */
  readonly requestViolations: readonly string[];
  /** Prism's findings on the answer, `response.…`. */
  readonly responseViolations: readonly string[];
}

export interface PrismRequest {
  readonly method: string;
  /** The server URL of the operation: `{PUBLIC_URL}/v1`, or PUBLIC_URL for routes at the root. */
  readonly baseUrl: string;
  /** Relative to `baseUrl`, as the document's paths are: `/codes/abc`. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string>>;
  /** The bytes sent, and what Prism validates: the parsed JSON, or the body as text. */
  readonly body?: { readonly bytes: Uint8Array; readonly parsed: unknown };
}

type Either<L, R> = { readonly _tag: 'Left'; readonly left: L } | { readonly _tag: 'Right'; readonly right: R };
const right = <R>(value: R): Either<never, R> => ({ _tag: 'Right', right: value });
const left = <L>(value: L): Either<L, never> => ({ _tag: 'Left', left: value });

interface Sent {
  readonly request: PrismRequest;
  operationId?: string;
  response?: { status: number; headers: Headers; text: string };
}

export async function createPrismValidator(document: object): Promise<(request: PrismRequest) => Promise<ValidatedExchange>> {
  const operations = await getHttpOperationsFromSpec(structuredClone(document));
  const inFlight = new WeakMap<IHttpRequest, Sent>();

  // Prism's forward component: `(input, upstream, upstreamProxy, operation) => logger => TaskEither`.
  const forward = ({ data }: { data: IHttpRequest }, _upstream: string, _proxy: unknown, operation?: { readonly iid?: string }) => () => async (): Promise<Either<Error, IHttpResponse>> => {
    const sent = inFlight.get(data);
    if (!sent) return left(new Error('a request the harness did not send'));
    sent.operationId = operation?.iid;
    const { request } = sent;
    try {
      const url = new URL(request.baseUrl + request.path);
      for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
      const res = await fetchOnceMoreOnReset(url, { method: request.method.toUpperCase(), headers: request.headers, body: request.body?.bytes, redirect: 'manual' });
      const bytes = Buffer.from(await res.arrayBuffer());
      const mediaType = res.headers.get('content-type') ?? '';
      const text = /^(text\/|application\/([\w.+-]*\+)?(json|xml|javascript))/.test(mediaType) || mediaType === '' ? bytes.toString('utf8') : bytes.toString('latin1');
      sent.response = { status: res.status, headers: res.headers, text };
      const json = /^application\/([\w.+-]*\+)?json/.test(mediaType) && text !== '';
      const headers: Record<string, string> = {};
      res.headers.forEach((value, name) => (headers[name] = value));
      return right({ statusCode: res.status, headers, body: json ? JSON.parse(text) : text });
    } catch (error) {
      const failure = error as Error & { cause?: Error };
      return left(new Error(`${failure.message}${failure.cause ? `: ${failure.cause.message}` : ""}`));
    }
  };

  const silent = { child: () => silent, info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, success() {} };
  const validateOutput = ({ resource, element }: { resource: PrismOperation; element: IHttpResponse }) =>
    prismValidator.validateOutput({ resource: withExactMediaType(resource, element), element });
  const prism = createInstance(
    { checkSecurity: true, validateRequest: true, validateResponse: true, errors: false, mock: { dynamic: false }, upstream: new URL('http://127.0.0.1'), upstreamProxy: undefined, isProxy: true },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    { logger: silent as any, forward: forward as any, validateOutput: validateOutput as any },
  );

  return async (request) => {
    const headers: Record<string, string> = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]));
    if (request.body) headers['content-length'] = String(request.body.bytes.byteLength);
    const input: IHttpRequest = {
      method: request.method.toLowerCase() as IHttpRequest['method'],
      url: { path: request.path, baseUrl: request.baseUrl, query: { ...request.query } },
      headers,
      ...(request.body ? { body: request.body.parsed } : {}),
    };
    const sent: Sent = { request };
    inFlight.set(input, sent);
    const outcome = (await prism.request(input, operations)()) as Either<Error, { validations: { input: Finding[]; output: Finding[] } }>;
    if (outcome._tag === 'Left') throw new Error(`Prism refused ${request.method} ${request.baseUrl}${request.path}: ${outcome.left.message}`);
    const { response } = sent;
    if (!response) throw new Error(`Prism did not forward ${request.method} ${request.path}`);
    return {
      operationId: sent.operationId,
      ...response,
      requestViolations: outcome.right.validations.input.map((finding) => describe('request', finding)),
      responseViolations: outcome.right.validations.output.map((finding) => describe('response', finding)),
    };
  };
}

interface Finding {
  readonly path?: readonly (string | number)[];
  readonly message: string;
  readonly code?: string | number;
}

function describe(where: string, finding: Finding): string {
  return `${[where, ...(finding.path ?? [])].join('.')}: ${finding.message}`;
}

// Prism's own output validator, which createInstance uses unless given another.
const prismValidator = createRequire(import.meta.url)('@stoplight/prism-http/dist/validator') as {
  validateOutput: (input: { resource: PrismOperation; element: IHttpResponse }) => unknown;
};

interface PrismOperation {
  readonly responses: readonly { readonly code: string; readonly contents?: readonly { readonly mediaType: string }[] }[];
}

function essence(mediaType: string): string {
  return mediaType.split(';')[0]!.trim().toLowerCase();
}

function withExactMediaType(resource: PrismOperation, response: IHttpResponse): PrismOperation {
  const header = Object.entries(response.headers ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  if (typeof header !== 'string') return resource;
  const exact = essence(header);
  return {
    ...resource,
    responses: resource.responses.map((candidate) => {
      const matching = candidate.contents?.filter((content) => essence(content.mediaType) === exact) ?? [];
      return matching.length > 0 ? { ...candidate, contents: matching } : candidate;
    }),
  };
}
