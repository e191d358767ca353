import openapiFetch, { type Client, type FetchResponse, type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/api';
import { IDEMPOTENT_POST_PATHS } from './generated/idempotent-paths';
import { QuietzoneProblem } from './problem';

/**
 * openapi-fetch's default export. The CommonJS build gets its whole `exports` object there
 * (esbuild's Node-mode interop of a CommonJS module with `exports.default`): take `.default`.
 */
const createClient: typeof openapiFetch = (openapiFetch as unknown as { default?: typeof openapiFetch }).default ?? openapiFetch;

export interface QuietzoneClientOptions {
  /** The service's PUBLIC_URL, e.g. `https://qr.example.com` (the client adds `/v1`; one ending in `/v1` is taken as is). */
  readonly baseUrl: string;
  /** A secret or public API key (`svc_sk_…`), sent as `Authorization: Bearer`. */
  readonly apiKey?: string;
  /** Another fetch (tests, proxies, retries); default `globalThis.fetch`. */
  readonly fetch?: (request: Request) => Promise<Response>;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Media = `${string}/${string}`;

/** The paths that answer `method`. */
export type PathsWith<M extends Method> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type QueryOf<P extends keyof paths> = NonNullable<Operation<P, 'get'>> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The lists: GET paths that take a `cursor`. */
export type PaginatedPath = {
  [P in PathsWith<'get'>]: [QueryOf<P>] extends [never] ? never : 'cursor' extends keyof QueryOf<P> ? P : never;
}[PathsWith<'get'>];

type Init<P extends keyof paths, M extends Method> = MaybeOptionalInit<paths[P], M>;
/** The init argument: required when the operation has a required parameter or body. */
type InitArgs<I> = undefined extends I ? [init?: I] : [init: I];

/** What a success answer's envelope carries in `data` (the body itself when it has no envelope). */
type Unwrapped<Body> = Body extends { data: infer Data } ? Data : Body;
type Success<P extends keyof paths, M extends Method, I> = Unwrapped<NonNullable<Extract<FetchResponse<Operation<P, M>, I, Media>, { error?: never }>['data']>>;
type Item<P extends PaginatedPath, I> = Success<P, 'get', I> extends readonly (infer T)[] ? T : never;

export interface QuietzoneClient {
  /**
   * `GET` a path of the API; resolves to the answer's `data`, throws QuietzoneProblem on an error
   * answer. A body that is not JSON comes as a string when it is text (`/codes.csv`) and as a Blob
   * otherwise (`/codes.xlsx`, images, export downloads), unless `parseAs` says otherwise.
   */
  get<P extends PathsWith<'get'>, I extends Init<P, 'get'>>(path: P, ...init: InitArgs<I>): Promise<Success<P, 'get', I>>;
  /** `POST`; creates that take an `Idempotency-Key` get a random one unless `params.header` gives one. */
  post<P extends PathsWith<'post'>, I extends Init<P, 'post'>>(path: P, ...init: InitArgs<I>): Promise<Success<P, 'post', I>>;
  put<P extends PathsWith<'put'>, I extends Init<P, 'put'>>(path: P, ...init: InitArgs<I>): Promise<Success<P, 'put', I>>;
  patch<P extends PathsWith<'patch'>, I extends Init<P, 'patch'>>(path: P, ...init: InitArgs<I>): Promise<Success<P, 'patch', I>>;
  /** `DELETE`; resolves to `data`, or undefined for a 204. */
  delete<P extends PathsWith<'delete'>, I extends Init<P, 'delete'>>(path: P, ...init: InitArgs<I>): Promise<Success<P, 'delete', I>>;
  /**
   * Every item of a list, page after page (it follows `meta.pagination.next_cursor`); `query`
   * filters as on the first page (`limit` is the page size).
   */
  paginate<P extends PaginatedPath, I extends Init<P, 'get'>>(path: P, ...init: InitArgs<I>): AsyncGenerator<Item<P, I>, void, undefined>;
  /** The openapi-fetch client underneath, with the key and the `Idempotency-Key` rule but answers as openapi-fetch gives them. */
  readonly raw: Client<paths, Media>;
}

/** The base URL of the versioned API under a service's public URL. */
function apiBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return trimmed.endsWith('/v1') ? trimmed : `${trimmed}/v1`;
}

/** A random `Idempotency-Key` on the creates that read one, unless the caller set its own. */
const idempotencyKeys: Middleware = {
  onRequest({ request, schemaPath }) {
    if (request.method === 'POST' && IDEMPOTENT_POST_PATHS.has(schemaPath) && !request.headers.has('idempotency-key')) {
      request.headers.set('idempotency-key', globalThis.crypto.randomUUID());
    }
    return request;
  },
};

interface RawAnswer {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly response: Response;
}

/** The answer's `data`, or the problem thrown. */
function unwrap(answer: RawAnswer): unknown {
  if (!answer.response.ok) throw QuietzoneProblem.from(answer.error, answer.response);
  const body = answer.data;
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : body;
}

/** Asks openapi-fetch for the raw body unless the caller chose `parseAs`: the media type then decides (readByContentType). */
function streamUnlessChosen(init: unknown): unknown {
  const given = (init ?? {}) as { parseAs?: unknown };
  return given.parseAs === undefined ? { ...given, parseAs: 'stream' } : init;
}

/**
 * A success body as its media type says: JSON (`application/json`, `…+json`) parsed, other text
 * (`text/csv`, `text/html`) as a string, anything else (`application/zip`, images, XLSX) as a
 * Blob — so `get('/codes.csv')` gives the CSV, not a JSON parse error. Error bodies are read by
 * openapi-fetch whatever `parseAs` says.
 */
async function readByContentType(answer: RawAnswer): Promise<RawAnswer> {
  if (!answer.response.ok || !(answer.data instanceof ReadableStream)) return answer;
  const body = new Response(answer.data);
  const mediaType = (answer.response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType === 'application/json' || mediaType.endsWith('+json')) return { ...answer, data: await body.json() };
  if (mediaType.startsWith('text/')) return { ...answer, data: await body.text() };
  return { ...answer, data: await body.blob() };
}

/** The cursor of the next page, or undefined after the last one. */
function nextCursor(body: unknown): string | undefined {
  const pagination = (body as { meta?: { pagination?: { has_more?: boolean; next_cursor?: string | null } } } | undefined)?.meta?.pagination;
  return pagination?.has_more && pagination.next_cursor ? pagination.next_cursor : undefined;
}

/**
 * A typed client of the quietzone API: paths, parameters, bodies and answers are those of the
 * server's OpenAPI document (src/generated/api.ts).
 *
 * ```ts
 * const qz = createQuietzoneClient({ baseUrl: 'https://qr.example.com', apiKey: process.env.QZ_KEY });
 * const code = await qz.post('/codes', { body: { url: 'https://example.com/menu' } });
 * for await (const each of qz.paginate('/codes', { params: { query: { status: 'live' } } })) console.log(each.short_code);
 * ```
 */
export function createQuietzoneClient(options: QuietzoneClientOptions): QuietzoneClient {
  const raw = createClient<paths, Media>({
    baseUrl: apiBaseUrl(options.baseUrl),
    ...(options.apiKey === undefined ? {} : { headers: { authorization: `Bearer ${options.apiKey}` } }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  raw.use(idempotencyKeys);
  // openapi-fetch's generic signatures cannot be forwarded through a generic wrapper; the
  // public types above say what each method takes and gives.
  const call = (method: Method, path: string, init: unknown): Promise<RawAnswer> =>
    (raw.request as (method: Method, path: string, init: unknown) => Promise<RawAnswer>)(method, path, init);
  const send = async (method: Method, path: string, init: unknown) => unwrap(await readByContentType(await call(method, path, streamUnlessChosen(init))));

  return {
    raw,
    get: (path, ...[init]) => send('get', path, init) as never,
    post: (path, ...[init]) => send('post', path, init) as never,
    put: (path, ...[init]) => send('put', path, init) as never,
    patch: (path, ...[init]) => send('patch', path, init) as never,
    delete: (path, ...[init]) => send('delete', path, init) as never,
    paginate: async function* (path: string, init?: { params?: { query?: Record<string, unknown> } }) {
      let cursor: string | undefined;
      do {
        const params = { ...init?.params, query: { ...init?.params?.query, ...(cursor === undefined ? {} : { cursor }) } };
        const answer = await call('get', path, { ...init, params });
        const items = unwrap(answer);
        if (!Array.isArray(items)) throw new TypeError(`GET ${path} did not answer a list`);
        yield* items;
        cursor = nextCursor(answer.data);
      } while (cursor !== undefined);
    } as QuietzoneClient['paginate'],
  };
}
