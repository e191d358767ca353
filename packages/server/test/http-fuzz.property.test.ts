import { encodeCursor } from '@quietzone/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonSchemaArbitrary, NASTY_STRINGS } from './helpers/json-schema-arbitrary';
import { body, setupTestApp, type TestKey } from './helpers/test-app';

// Every operation of our OpenAPI document, sent random valid and broken requests (bodies,
// query strings, path parameters, headers, content types) with real keys: whatever a client
// sends, the answer is never a 5xx, every error is an RFC 7807 problem document whose `status`
// is the HTTP status, every JSON success is the `{ data, meta }` envelope, nothing is logged at
// error level, and the app is still ready afterwards.

/**
 * One request per run. 3,000 runs take 11–30 s on the shared 2-core machine (PGlite in memory, a
 * few image renders) and reach each of the ~60 operations about 50 times; `pnpm fuzz` sets
 * FUZZ_RUNS much higher. FUZZ_SEED and FUZZ_PATH (fast-check prints both on a failure) replay it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const REPLAY = {
  ...(process.env.FUZZ_SEED === undefined ? {} : { seed: Number(process.env.FUZZ_SEED) }),
  ...(process.env.FUZZ_PATH === undefined ? {} : { path: process.env.FUZZ_PATH }),
};
/**
 * From this many runs every operation is reached: each of ~60 is missed by 1,000 uniform picks
 * with probability (59/60)^1000 ≈ 5e-8. A shorter replay (FUZZ_RUNS=200) skips that check.
 */
const COVERING_RUNS = 1000;
/** Generous per run for a busy machine, plus room for shrinking a failure. */
const TIMEOUT_MS = 120_000 + RUNS * 100;
/** The default request body limit is 1 MB (create-app); a body just past it must be a 413. */
const OVERSIZED_BODY_BYTES = 1024 * 1024 + 1;
/** Share of schema nodes replaced by a nasty value: most bodies still reach the handlers. */
const NASTY_SHARE = 0.08;

const t = setupTestApp({
  env: {
    // No SAFE_BROWSING_API_KEY: only the local blocklist (a PATCH to live answers 503 by design while a configured provider is unreachable).
    // Image routes are limited per client address, and every in-process request has the same one.
    IMAGE_RATE_LIMIT_PER_MINUTE: '1000000',
    // The fixture webhook points at a closed local port, so a ping fails at once instead of waiting on the network.
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    WEBHOOK_TIMEOUT_MS: '1000',
  },
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

interface FuzzOperation {
  readonly operationId: string;
  readonly method: string;
  /** `/v1/codes/{id}` or, for operations on {redirect_base_url}, `/{shortCode}`. */
  readonly path: string;
  readonly params: readonly Json[];
  readonly query: readonly Json[];
  readonly headers: readonly Json[];
  readonly bodySchema: Json | undefined;
  readonly bodyContentType: string | undefined;
  /** 501 when the document says so: billing without a payment provider is the server's configuration, not the input's fault. */
  readonly notImplemented: boolean;
  /** Served at the root (short links, the GS1 resolver): their JSON is the resolver's own, not the API envelope. */
  readonly unversioned: boolean;
}

interface Fixtures {
  readonly keys: readonly TestKey[];
  /** Real values per `path:name` (or `METHOD path:name`), so requests also reach existing rows. */
  readonly pathValues: Readonly<Record<string, readonly string[]>>;
  /** Real ids per body property or query parameter name (`code_id`, `workspace_id`, …). */
  readonly bodyValues: Readonly<Record<string, readonly string[]>>;
}

function operationsOf(document: Json): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  const resolve = (value: Json) => (value?.$ref ? refTarget(document, value.$ref) : value);
  for (const [path, item] of Object.entries<Json>(document.paths)) {
    for (const [method, operation] of Object.entries<Json>(item)) {
      const parameters: Json[] = (operation.parameters ?? []).map(resolve);
      const content = operation.requestBody?.content ?? {};
      const [bodyContentType] = Object.keys(content);
      const unversioned = operation.servers?.some((server: Json) => !String(server.url).endsWith('/v1'));
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path: unversioned ? path : `/v1${path}`,
        params: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        headers: parameters.filter((p) => p.in === 'header'),
        bodySchema: bodyContentType ? content[bodyContentType].schema : undefined,
        bodyContentType,
        notImplemented: '501' in operation.responses,
        unversioned: unversioned === true,
      });
    }
  }
  return operations;
}

function refTarget(document: Json, ref: string): Json {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node: Json, part: string) => node?.[part], document);
}

/** Percent-encodes the UTF-8 bytes of a path segment (an unpaired surrogate becomes U+FFFD's). */
function encodeSegment(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`)).join('');
}

/** Raw path segments and query values that no encoder produces: bad escapes, overlong and surrogate UTF-8, NUL. */
const RAW_ESCAPES = ['%00', 'a%00b', '%zz', '%', '%E0%A4%A', '%ED%A0%80', '%C0%80', '%FF%FE', '%2F', '%2e%2e', '..', '%0D%0A', '%7F%01'];

/** Cursors: garbage, base64 of garbage, and base64url of JSON with impossible times or ids. */
const ODD_CURSORS = [
  'a',
  '%00',
  'eyJ9',
  Buffer.from('{"t":"0000-01-01T00:00:00.000Z","id":"x"}').toString('base64url'),
  Buffer.from('0000-01-01T00:00:00.000Z|code_x').toString('base64url'),
  Buffer.from('+275760-09-13T00:00:00.000Z\u0000id').toString('base64url'),
  Buffer.from('["2026-01-01T00:00:00.000Z", 1e400]').toString('base64url'),
  Buffer.from('\uD800').toString('base64url'),
  Buffer.from([0xff, 0xfe, 0x00, 0x01]).toString('base64url'),
  'A'.repeat(20_000),
];

/**
 * Well-formed cursors (core's own encoding) around odd positions: the first and last storable
 * instants, offsets at their limits, impossible calendar dates that the timestamp pattern lets
 * through, and ids PostgreSQL compares as text (quotes, escapes, long, non-ASCII, U+0000).
 */
const CURSOR_TIMES = ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999999Z', '2026-01-01T00:00:00+23:59', '0001-01-01T00:00:00+14:00', '2026-02-30T00:00:00Z', '2026-13-01T00:00:00Z', '2026-11-24T09:00:00.123Z', '0000-01-01T00:00:00Z'];
const cursorArb = fc.oneof(
  fc.tuple(fc.constantFrom(...CURSOR_TIMES), fc.oneof(fc.constantFrom(...NASTY_STRINGS.filter((text) => text.length > 0 && text.length < 200)), fc.string({ minLength: 1, maxLength: 40 }))).map(([createdAt, id]) => encodeCursor({ createdAt, id })),
  fc.constantFrom(...CURSOR_TIMES),
);

/** Header values must be byte strings without NUL, CR or LF (the Fetch API refuses others before sending). */
const headerText = fc
  .oneof(fc.constantFrom(...NASTY_STRINGS.filter((text) => text.length < 200)), fc.string({ maxLength: 80 }))
  .map((text) => text.replace(/[^\u0001-\u0009\u000b\u000c\u000e-\u00ff]/g, '?'));

function queryValue(parameter: Json, document: Json, fixtures: Fixtures): fc.Arbitrary<string> {
  const known = fixtures.bodyValues[parameter.name] ?? [];
  const schemaValue = (known.length > 0 ? fc.oneof(fc.constantFrom(...known), jsonSchemaArbitrary(parameter.schema ?? {}, (ref) => refTarget(document, ref), 0)) : jsonSchemaArbitrary(parameter.schema ?? {}, (ref) => refTarget(document, ref), 0)).map((value) => (typeof value === 'string' ? value : JSON.stringify(value) ?? ''));
  return fc.oneof(
    { weight: 5, arbitrary: schemaValue.map((value) => encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '?'))) },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS.filter((text) => text.length < 200)).map(encodeSegment) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_ESCAPES) },
    { weight: parameter.name === 'cursor' ? 4 : 1, arbitrary: fc.constantFrom(...ODD_CURSORS).map(encodeSegment) },
    { weight: parameter.name === 'cursor' ? 4 : 0, arbitrary: cursorArb.map(encodeSegment) },
  );
}

function queryString(operation: FuzzOperation, document: Json, fixtures: Fixtures): fc.Arbitrary<string> {
  const documented = operation.query.map((parameter) =>
    fc.option(queryValue(parameter, document, fixtures).map((value) => `${encodeURIComponent(parameter.name)}=${value}`), { nil: undefined, freq: 2 }),
  );
  const extra = fc.array(fc.tuple(fc.constantFrom('limit', 'cursor', 'x', 'from', 'to', '%00', '', 'size'), fc.constantFrom(...RAW_ESCAPES, '-1', '1e400', '99999999999999999999', '0')), { maxLength: 2 });
  return fc.tuple(fc.tuple(...documented), extra).map(([pairs, more]) => {
    const parts = [...pairs.filter((pair): pair is string => pair !== undefined), ...more.map(([name, value]) => `${name}=${value}`)];
    return parts.length === 0 ? '' : `?${parts.join('&')}`;
  });
}

function pathOf(operation: FuzzOperation, fixtures: Fixtures): fc.Arbitrary<string> {
  const segments = operation.params.map((parameter) => {
    const real = fixtures.pathValues[`${operation.method} ${operation.path}:${parameter.name}`] ?? fixtures.pathValues[`${operation.path}:${parameter.name}`] ?? [];
    return fc.oneof(
      { weight: real.length > 0 ? 6 : 0, arbitrary: real.length > 0 ? fc.constantFrom(...real).map(encodeSegment) : fc.constant('x') },
      { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS.filter((text) => text.length > 0 && text.length < 6000)).map(encodeSegment) },
      { weight: 2, arbitrary: fc.constantFrom(...RAW_ESCAPES) },
      { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }).map(encodeSegment) },
    );
  });
  return fc.tuple(...segments).map((values) => {
    let index = 0;
    return operation.path.replace(/\{[^}]+\}/g, () => values[index++]!);
  });
}

interface FuzzBody {
  readonly label: string;
  readonly contentType: string | undefined;
  readonly body: string | Uint8Array | FormData | undefined;
}

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zz',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/problem+json',
  'application/xml',
  '*/*',
  'application/json, text/plain',
];

function jsonBodies(schema: Json, document: Json, fixtures: Fixtures): fc.Arbitrary<FuzzBody> {
  const value = jsonSchemaArbitrary(schema ?? {}, (ref) => refTarget(document, ref), NASTY_SHARE, fixtures.bodyValues);
  const json = (label: string, text: string, contentType = 'application/json'): FuzzBody => ({ label, contentType, body: text });
  return fc.oneof(
    { weight: 20, arbitrary: value.map((v) => json('schema', JSON.stringify(v) ?? 'null')) },
    { weight: 2, arbitrary: fc.tuple(value, fc.string({ maxLength: 12 }), value).map(([v, key, extra]) => json('extra key', JSON.stringify(typeof v === 'object' && v !== null && !Array.isArray(v) ? { ...v, [key]: extra } : v) ?? 'null')) },
    { weight: 2, arbitrary: fc.tuple(value, fc.nat()).map(([v, cut]) => { const text = JSON.stringify(v) ?? 'null'; return json('truncated', text.slice(0, cut % Math.max(1, text.length))); }) },
    { weight: 2, arbitrary: fc.tuple(value, fc.constantFrom(...WRONG_CONTENT_TYPES)).map(([v, type]) => json('wrong content type', JSON.stringify(v) ?? 'null', type)) },
    { weight: 1, arbitrary: value.map((v): FuzzBody => ({ label: 'no content type', contentType: undefined, body: JSON.stringify(v) ?? 'null' })) },
    { weight: 1, arbitrary: fc.integer({ min: 1000, max: 100_000 }).map((depth) => json('deep nesting', `${'['.repeat(depth)}${']'.repeat(depth)}`)) },
    {
      weight: 1,
      arbitrary: fc.tuple(value, fc.nat(), fc.integer({ min: 100, max: 20_000 })).map(([v, pick, depth]) => {
        // One field of an otherwise valid body nested deep, so it gets past the top-level checks.
        const object = typeof v === 'object' && v !== null && !Array.isArray(v) ? v : {};
        const keys = Object.keys(object);
        const key = keys.length > 0 ? keys[pick % keys.length]! : 'title';
        const text = JSON.stringify({ ...object, [key]: '\u0001deep' }).replace('"\\u0001deep"', `${'['.repeat(depth)}${pick % 2 === 0 ? '{"a":"\\u0000"}' : '1'}${']'.repeat(depth)}`);
        return json('deep field', text);
      }),
    },
    { weight: 1, arbitrary: fc.integer({ min: 1000, max: 50_000 }).map((depth) => json('deep objects', `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        'null',
        '[]',
        '"x"',
        '1e400',
        '-0',
        '{"title":"\u0000"}',
        '{"title":"a\\u0000b","url":"https://example.com/\\u0000"}',
        '{"expires_at":"0000-01-01T00:00:00Z","url":"https://example.com/"}',
        '{"name":"\\ud800","slug":"ok-slug"}',
        '\uFEFF{"url":"https://example.com/"}',
        '{"url":"https://example.com/",}',
        "{'url':'https://example.com/'}",
        '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
        '{"a":1,"a":2}',
      ).map((text) => json('raw', text)),
    },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ label: 'invalid UTF-8', contentType: 'application/json', body: new Uint8Array([0x7b, 0x22, 0x74, 0x69, 0x74, 0x6c, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xc0, 0x80, 0xed, 0xa0, 0x80, 0x22, 0x7d]) }) },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ label: 'oversized', contentType: 'application/json', body: `{"title":"${'a'.repeat(OVERSIZED_BODY_BYTES)}"}` }) },
  );
}

/** Bytes the upload routes sniff: a real PNG header, a PDF header, text, nothing, random bytes. */
const UPLOAD_BYTES = [
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]),
  new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj <<>> endobj\n%%EOF'),
  new TextEncoder().encode('plain text\u0000with a NUL'),
  new Uint8Array(0),
  new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
];

function multipartBodies(fixtures: Fixtures): fc.Arbitrary<FuzzBody> {
  const form = fc
    .record({
      field: fc.constantFrom('file', 'file', 'logo', ''),
      bytes: fc.oneof(fc.constantFrom(...UPLOAD_BYTES), fc.uint8Array({ maxLength: 200 })),
      filename: fc.oneof(fc.constantFrom('menu.pdf', 'logo.png', ...NASTY_STRINGS.filter((text) => text.length < 300)), fc.string({ maxLength: 30 })),
      type: fc.constantFrom('application/octet-stream', 'image/png', 'application/pdf', 'text/plain', ''),
      visibility: fc.option(fc.constantFrom('public', 'private', '\u0000', 'x'), { nil: undefined }),
      filenameField: fc.option(fc.constantFrom(...NASTY_STRINGS.filter((text) => text.length < 300)), { nil: undefined }),
      codeId: fc.option(fc.oneof(fc.constantFrom(...(fixtures.bodyValues.code_id ?? ['x'])), fc.constantFrom(...NASTY_STRINGS.filter((text) => text.length < 300))), { nil: undefined }),
    })
    .map(({ field, bytes, filename, type, visibility, filenameField, codeId }): FuzzBody => {
      const data = new FormData();
      data.set(field, new Blob([bytes], { type }), filename);
      if (visibility !== undefined) data.set('visibility', visibility);
      if (filenameField !== undefined) data.set('filename', filenameField);
      if (codeId !== undefined) data.set('code_id', codeId);
      return { label: 'multipart', contentType: undefined, body: data };
    });
  return fc.oneof(
    { weight: 6, arbitrary: form },
    { weight: 1, arbitrary: fc.constantFrom<FuzzBody>({ label: 'multipart without boundary', contentType: 'multipart/form-data', body: '--x\r\n\r\n' }, { label: 'truncated multipart', contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG' }, { label: 'multipart as JSON', contentType: 'application/json', body: '{"file":"x"}' }) },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ label: 'oversized multipart', contentType: 'multipart/form-data; boundary=x', body: `--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-${'a'.repeat(11 * 1024 * 1024)}\r\n--x--\r\n` }) },
  );
}

function bodyOf(operation: FuzzOperation, document: Json, fixtures: Fixtures): fc.Arbitrary<FuzzBody> {
  const none: FuzzBody = { label: 'none', contentType: undefined, body: undefined };
  if (operation.method === 'GET' || operation.method === 'HEAD') return fc.constant(none);
  if (operation.bodyContentType?.startsWith('multipart/')) return multipartBodies(fixtures);
  if (operation.bodySchema === undefined) return fc.oneof({ weight: 3, arbitrary: fc.constant(none) }, { weight: 1, arbitrary: jsonBodies({}, document, fixtures) });
  return jsonBodies(operation.bodySchema, document, fixtures);
}

function headersOf(operation: FuzzOperation, fixtures: Fixtures): fc.Arbitrary<Record<string, string>> {
  const authorization = fc.oneof(
    { weight: 24, arbitrary: fc.constantFrom(...fixtures.keys).map((key) => `Bearer ${key.key}`) },
    { weight: 1, arbitrary: fc.constantFrom(...fixtures.keys).map((key) => `Bearer ${key.key}x`) },
    { weight: 1, arbitrary: headerText.map((text) => `Bearer ${text}`) },
    { weight: 1, arbitrary: fc.constantFrom('Basic YTpi', 'Bearer', 'bearer  ', 'sk_live_', '') },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const documented = operation.headers.map((header) =>
    fc.option(fc.tuple(fc.constant(String(header.name)), fc.oneof(fc.uuid(), headerText)), { nil: undefined, freq: 2 }),
  );
  const extra = fc.array(
    fc.oneof(
      { weight: 8, arbitrary: fc.tuple(fc.constantFrom('if-none-match', 'accept', 'accept-language', 'accept-encoding', 'x-forwarded-for', 'user-agent', 'range', 'x-request-id', 'content-encoding'), headerText) },
      // A Content-Length that does not match the body: the body limit reads it before the body is opened.
      { weight: 1, arbitrary: fc.tuple(fc.constant('content-length'), fc.constantFrom('0', '1', '-1', '1.5', 'abc', '1e3', '99999999999999999999', '1048577', ' 12', '0x10')) },
    ),
    { maxLength: 3 },
  );
  return fc.tuple(authorization, fc.tuple(...documented), extra).map(([auth, pairs, more]) => {
    const headers: Record<string, string> = {};
    for (const pair of [...pairs, ...more]) if (pair) headers[pair[0].toLowerCase()] = pair[1];
    if (auth !== undefined) headers.authorization = auth;
    return headers;
  });
}

interface Outcome {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

async function send(method: string, url: string, headers: Record<string, string>, request: FuzzBody): Promise<Outcome> {
  const init: RequestInit = { method, headers: { ...headers, ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }) } };
  if (request.body !== undefined) init.body = request.body as RequestInit['body'];
  const res = await t.app.request(url, init);
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

function describeRequest(method: string, url: string, headers: Record<string, string>, request: FuzzBody): string {
  const shown = typeof request.body === 'string' ? request.body.slice(0, 300) : request.body instanceof Uint8Array ? `${request.body.length} bytes` : request.body === undefined ? '' : 'FormData';
  return `${method} ${url.slice(0, 300)} [${request.label}, ${request.contentType ?? 'no content type'}] ${JSON.stringify(headers).slice(0, 300)} ${JSON.stringify(shown)}`;
}

/** The contract's answer rules, checked on every response; returns what broke, or null. */
function ruleBroken(operation: FuzzOperation, method: string, outcome: Outcome): string | null {
  if (outcome.status >= 500 && !(outcome.status === 501 && operation.notImplemented)) return `status ${outcome.status}: ${outcome.text.slice(0, 500)}`;
  if (outcome.status >= 400 && !outcome.contentType.startsWith('application/problem+json')) return `error ${outcome.status} with content-type ${outcome.contentType}`;
  // A response to HEAD has no body (RFC 9110 §9.3.2): only its status and headers can be checked.
  if (method === 'HEAD') return null;
  if (outcome.status >= 400) {
    const problem = parse(outcome.text);
    if (problem?.status !== outcome.status) return `problem status ${problem?.status} on HTTP ${outcome.status}`;
    if (typeof problem.type !== 'string' || typeof problem.title !== 'string') return `problem without type or title: ${outcome.text.slice(0, 300)}`;
    return null;
  }
  // The OpenAPI document is served as itself (an OpenAPI document, not wrapped), so tools can read
  // it; so are the resolver's answers at the root (GS1 Digital Link: resolver description,
  // linkset, the public passport), which GS1 clients read as they are.
  if (outcome.status >= 200 && outcome.status < 300 && outcome.contentType.startsWith('application/json') && operation.operationId !== 'getOpenApiDocument' && !operation.unversioned) {
    const envelope = parse(outcome.text);
    if (envelope === undefined || typeof envelope !== 'object' || envelope === null || !('data' in envelope) || typeof envelope.meta !== 'object') return `2xx JSON without { data, meta }: ${outcome.text.slice(0, 300)}`;
  }
  return null;
}

function parse(text: string): Json {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function createFixtures(): Promise<Fixtures> {
  const tenant = await t.createTenant({ plan: 'business' });
  const admin = await t.createKey(tenant, 'org_admin');
  // Mostly the org_admin secret key, so most requests get past authorization to validation and the store.
  const keys = [
    ...Array.from({ length: 8 }, () => admin),
    await t.createKey(tenant, 'contributor'),
    await t.createKey(tenant, 'viewer'),
    await t.createKey(tenant, 'org_admin', { kind: 'public' }),
    await t.createKey(tenant, 'viewer', { kind: 'public' }),
  ];
  const post = async (path: string, payload: unknown): Promise<Json> => {
    const res = await t.request(path, { method: 'POST', key: admin, ...(payload instanceof FormData ? { body: payload } : { json: payload }) });
    const created = await body(res);
    expect(res.status, `${path}: ${JSON.stringify(created)}`).toBe(201);
    return created.data;
  };
  const dynamic = await post('/v1/codes', { url: 'https://example.com/fuzz', title: 'fuzz' });
  const staticCode = await post('/v1/codes', { type: 'wifi', wifi_ssid: 'cafe' });
  const comment = await post(`/v1/codes/${dynamic.id}/comments`, { body: 'first' });
  const form = new FormData();
  form.set('file', new Blob([UPLOAD_BYTES[1]!], { type: 'application/pdf' }), 'menu.pdf');
  form.set('visibility', 'public');
  const file = await post('/v1/files', form);
  const webhook = await post('/v1/webhooks', { url: 'https://127.0.0.1:1024/hook', secret: 'fuzz-secret-0123456789' });
  const member = await post('/v1/members', { email: 'fuzz@example.com', role: 'viewer' });
  const apiKey = await post('/v1/api-keys', { name: 'fuzz target', role: 'viewer' });
  const workspace = await post('/v1/workspaces', { name: 'Fuzz', slug: 'fuzz-target' });
  const organization = await post('/v1/organizations', { name: 'Fuzz child', slug: 'fuzz-child' });
  const codeIds = [dynamic.id, staticCode.id];
  const shortCodes = [dynamic.short_code].filter(Boolean);
  const publicFile = new URL(file.url ?? `${t.config.publicUrl}/files/${file.id}/menu.pdf`);
  const [, , , filename] = publicFile.pathname.split('/');
  // The fuzzing keys' own organization, workspace and key ids are left out: deleting them would end the run's access.
  return {
    keys,
    bodyValues: { code_id: codeIds, workspace_id: [tenant.workspaceId, workspace.id], logo_file_id: [file.id], file_id: [file.id], resource_id: [dynamic.id, file.id, webhook.id], actor_id: [admin.id] },
    pathValues: {
      '/v1/api-keys/{id}:id': [apiKey.id],
      '/v1/organizations/{id}:id': [organization.id],
      'PATCH /v1/organizations/{id}:id': [organization.id, tenant.organizationId],
      '/v1/workspaces/{id}:id': [workspace.id],
      '/v1/codes/{id}:id': codeIds,
      '/v1/codes/{code}/qr.svg:code': shortCodes,
      '/v1/codes/{code}/qr.png:code': shortCodes,
      '/v1/codes/{code}/qr.pdf:code': shortCodes,
      '/v1/codes/{code}/qr.eps:code': shortCodes,
      '/v1/codes/{id}/logo:id': codeIds,
      '/{shortCode}:shortCode': shortCodes,
      '/v1/codes/{id}/comments:id': codeIds,
      '/v1/codes/{id}/comments/{commentId}:id': [dynamic.id],
      '/v1/codes/{id}/comments/{commentId}:commentId': [comment.id],
      '/v1/files/{id}:id': [file.id],
      '/v1/files/{id}/content:id': [file.id],
      '/files/{id}/{filename}:id': [file.id],
      '/files/{id}/{filename}:filename': [decodeURIComponent(filename ?? 'menu.pdf')],
      '/v1/members/{id}:id': [member.id],
      '/v1/webhooks/{id}:id': [webhook.id],
      '/v1/webhooks/{id}/deliveries:id': [webhook.id],
      '/v1/webhooks/{id}/ping:id': [webhook.id],
      '/v1/codes/{id}/stats:id': codeIds,
      '/v1/codes/{id}/scans:id': codeIds,
      '/v1/codes/{id}/scans.csv:id': codeIds,
      '/v1/codes/{id}/scans.xlsx:id': codeIds,
    },
  };
}

describe('HTTP fuzz over every OpenAPI operation', () => {
  it(
    'never answers 5xx, answers every error as problem+json and every JSON success as an envelope, logs no error',
    async () => {
      const documentRes = await t.request('/v1/openapi.json');
      expect(documentRes.status).toBe(200);
      const document = await body(documentRes);
      const operations = operationsOf(document);
      expect(operations.length).toBeGreaterThan(50);
      const fixtures = await createFixtures();

      const requestArb = fc.constantFrom(...operations).chain((operation) =>
        fc.record({
          operation: fc.constant(operation),
          method: fc.oneof({ weight: 20, arbitrary: fc.constant(operation.method) }, { weight: 1, arbitrary: fc.constantFrom('PUT', 'OPTIONS', 'HEAD', 'PROPFIND') }),
          path: pathOf(operation, fixtures),
          query: queryString(operation, document, fixtures),
          headers: headersOf(operation, fixtures),
          request: bodyOf(operation, document, fixtures),
        }),
      );

      const seen = new Map<string, number>();
      const statuses = new Map<number, number>();
      let requests = 0;
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(requestArb, async ({ operation, method, path, query, headers, request }) => {
          const url = `${path}${query}`;
          const logged = t.logs.length;
          const outcome = await send(method, url, headers, method === 'GET' || method === 'HEAD' ? { ...request, body: undefined } : request);
          requests++;
          statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
          seen.set(operation.operationId, (seen.get(operation.operationId) ?? 0) + 1);
          const broken = ruleBroken(operation, method, outcome);
          if (broken) throw new Error(`${broken}\n  request: ${describeRequest(method, url, headers, request)}`);
          const errors = t.logs.slice(logged).filter((line) => line.level === 'error');
          if (errors.length > 0) throw new Error(`error log ${JSON.stringify(errors).slice(0, 800)}\n  request: ${describeRequest(method, url, headers, request)}`);
        }),
        { numRuns: RUNS, ...REPLAY },
      );
      console.info(`http fuzz: ${requests} requests over ${seen.size} operations in ${Math.round(performance.now() - started)} ms; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
      if (RUNS >= COVERING_RUNS) expect([...new Set(operations.map((operation) => operation.operationId))].filter((id) => !seen.has(id))).toEqual([]);

      const ready = await t.request('/v1/health/ready');
      expect(ready.status).toBe(200);
    },
    TIMEOUT_MS,
  );
});
