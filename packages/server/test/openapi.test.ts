import { HTTP_METHODS, type OpenApiOperation } from '../src/openapi/build-openapi-document';
import { describe, expect, it } from 'vitest';
import type { RouteOptions, Router } from '../src/http/router';
import { ALL_OPERATIONS } from '../src/openapi/all-operations';
import { openApiDocument } from '../src/openapi/openapi-document';
import { REDIRECT_BASE_URL } from '../src/openapi/redirect-base-url';
import { openApiRoute } from '../src/openapi/openapi-route';
import { ALL_ROUTES } from '../src/routes/all-routes';
import { body, setupTestApp } from './helpers/test-app';

const t = setupTestApp();

interface RecordedRoute {
  readonly method: string;
  /** In OpenAPI template form: `/workspaces/{id}`. */
  readonly path: string;
  readonly public: boolean;
  readonly unversioned: boolean;
}

/** Every route ALL_ROUTES registers, as a router that only records. */
function registeredRoutes(): RecordedRoute[] {
  const routes: RecordedRoute[] = [];
  const record = (method: string) => (path: string, _handler: unknown, options: RouteOptions = {}) => {
    routes.push({
      method,
      path: path.replace(/:([A-Za-z0-9_]+)/g, '{$1}'),
      public: options.public ?? false,
      unversioned: options.unversioned ?? false,
    });
  };
  const router: Router = { get: record('GET'), post: record('POST'), put: record('PUT'), patch: record('PATCH'), delete: record('DELETE') };
  for (const source of [...ALL_ROUTES, [openApiRoute(ALL_ROUTES)]]) {
    if (typeof source === 'function') source(router);
    else for (const route of source) routes.push({ method: route.method, path: route.path, public: route.access === 'public', unversioned: route.unversioned ?? false });
  }
  return routes;
}

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe('the operation table covers every route', () => {
  const routes = registeredRoutes();
  const operations = new Map<string, OpenApiOperation>(ALL_OPERATIONS.map((operation) => [key(operation.method, operation.path), operation]));

  it('has an operation for every registered route (add one in src/openapi/operations/<resource>.ts)', () => {
    const missing = routes.filter((route) => !operations.has(key(route.method, route.path))).map((route) => key(route.method, route.path));
    expect(missing).toEqual([]);
  });

  it('has no operation without a registered route', () => {
    const served = new Set(routes.map((route) => key(route.method, route.path)));
    const extra = ALL_OPERATIONS.map((operation) => key(operation.method, operation.path)).filter((name) => !served.has(name));
    expect(extra).toEqual([]);
  });

  it('documents public routes as public, authenticated ones as needing an API key, unversioned ones on {redirect_base_url}', () => {
    const wrong = routes.flatMap((route) => {
      const operation = operations.get(key(route.method, route.path));
      if (!operation) return [];
      const problems: string[] = [];
      if ((operation.auth === 'public') !== route.public) problems.push(`${key(route.method, route.path)}: auth ${operation.auth}`);
      if ((operation.serverUrl === REDIRECT_BASE_URL) !== route.unversioned) problems.push(`${key(route.method, route.path)}: serverUrl ${operation.serverUrl}`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it('records the routes it is checking (the recorder sees the foundation and these modules)', () => {
    const names = routes.map((route) => key(route.method, route.path));
    expect(names).toEqual(
      expect.arrayContaining(['GET /health', 'POST /api-keys', 'GET /organizations/usage', 'PATCH /workspaces/{id}', 'GET /audit-logs', 'GET /openapi.json']),
    );
  });
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function collectRefs(node: unknown, refs: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) collectRefs(item, refs);
  else if (node !== null && typeof node === 'object') {
    for (const [name, value] of Object.entries(node)) {
      if (name === '$ref' && typeof value === 'string') refs.push(value);
      else collectRefs(value, refs);
    }
  }
  return refs;
}

/** RFC 6901 JSON pointer within the document. */
function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(token in node)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

describe('documented response schemas match what the foundation routes serve', () => {
  async function matches(res: Response, operationId: string) {
    const operation = ALL_OPERATIONS.find((candidate) => candidate.operationId === operationId)!;
    const schema = operation.responses[res.status]?.schema;
    expect(schema, `${operationId} ${res.status}`).toBeDefined();
    expect(schema!.safeParse(await body(res)).error?.issues ?? []).toEqual([]);
  }

  it('health, account and api-keys', async () => {
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'ws_admin');
    await matches(await t.request('/v1/health'), 'getHealth');
    await matches(await t.request('/v1/account', { key: admin }), 'getAccount');
    await matches(await t.request('/v1/api-keys', { method: 'POST', key: admin, json: { name: 'doc', role: 'viewer' } }), 'createApiKey');
    await matches(await t.request('/v1/api-keys', { key: admin }), 'listApiKeys');
  });
});

describe('GET /v1/openapi.json', () => {
  it('is public and serves an OpenAPI 3.1.0 document for {base_url}', async () => {
    const res = await t.request('/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const document = await body(res);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(document.servers).toEqual([{ url: 'http://qz.test/v1' }]);
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('lists every operation once, with unique lowerCamelCase operationIds and a success response', async () => {
    const document = await body(await t.request('/v1/openapi.json'));
    const served: string[] = [];
    const ids: string[] = [];
    for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Record<string, Json>>>)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(HTTP_METHODS).toContain(method);
        served.push(key(method, path));
        ids.push(String(operation.operationId));
        expect(Object.keys(operation.responses as object).some((status) => /^[23]/.test(status))).toBe(true);
      }
    }
    expect(served.sort()).toEqual(ALL_OPERATIONS.map((operation) => key(operation.method, operation.path)).sort());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(ids).toEqual(expect.arrayContaining(['listWorkspaces', 'getOrganizationUsage', 'createOrganization', 'listAuditLogs', 'getOpenApiDocument']));
  });

  it('marks authenticated operations with the bearer scheme and public ones with none', async () => {
    const document = await body(await t.request('/v1/openapi.json'));
    expect(document.paths['/workspaces'].get.security).toEqual([{ apiKey: [] }]);
    expect(document.paths['/health'].get.security).toEqual([]);
    expect(document.paths['/openapi.json'].get.security).toEqual([]);
  });

  it('resolves every $ref inside the document and keeps no zod-local $defs', async () => {
    const document = await body(await t.request('/v1/openapi.json'));
    const refs = collectRefs(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(resolvePointer(document, ref), ref).toBeDefined();
    expect(JSON.stringify(document)).not.toContain('#/$defs/');
  });

  it('publishes the request and response schemas of the new resources', async () => {
    const document = await body(await t.request('/v1/openapi.json'));
    const schemas = document.components.schemas;
    for (const name of ['Organization', 'Workspace', 'Usage', 'AuditLogEntry', 'CreatedOrganization', 'Problem']) expect(schemas[name], name).toBeDefined();
    const auditQuery = document.paths['/audit-logs'].get.parameters.find((p: { name?: string }) => p.name === 'resource_type');
    expect(auditQuery.schema.enum).toEqual(['codes', 'api_keys', 'webhooks', 'workspaces', 'organizations']);
    const limit = document.paths['/audit-logs'].get.parameters.find((p: { name?: string }) => p.name === 'limit');
    expect(limit.schema).toMatchObject({ default: 50, maximum: 100 });
  });

  it('puts operations registered outside /v1 on the configured {redirect_base_url}', () => {
    const operation: OpenApiOperation = {
      method: 'GET',
      path: '/{short_code}',
      operationId: 'followShortLinkExample',
      summary: 'Example',
      auth: 'public',
      serverUrl: REDIRECT_BASE_URL,
      responses: { 302: { description: 'Redirect.' } },
    };
    const document = openApiDocument({ publicUrl: 'https://qr.example.com' }, [operation]);
    expect(document.paths['/{short_code}']!.get!.servers).toEqual([{ url: 'https://qr.example.com' }]);
    expect(document.servers).toEqual([{ url: 'https://qr.example.com/v1' }]);
  });
});
