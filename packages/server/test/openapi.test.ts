import { can, KEY_KINDS, PROBLEM_TYPES, ROLES } from '@quietzone/core';
import { HTTP_METHODS, type OpenApiOperation } from '../src/openapi/build-openapi-document';
import { describe, expect, it } from 'vitest';
import { ALL_OPERATIONS } from '../src/openapi/all-operations';
import { openApiDocument } from '../src/openapi/openapi-document';
import { REDIRECT_BASE_URL } from '../src/openapi/redirect-base-url';
import { ALL_ROUTES } from '../src/http/all-routes';
import { body, setupTestApp } from './helpers/test-app';

const t = setupTestApp();

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** The request path of an operation, its parameters filled with a value no row has. */
function concretePath(operation: OpenApiOperation): string {
  const path = operation.path.replace(/\{[A-Za-z0-9_]+\}/g, 'zz-unknown');
  return operation.serverUrl === REDIRECT_BASE_URL ? path : `/v1${path}`;
}

// The router and the document are derived from the same declarations; these check the
// derivation: every documented operation is routed, with the documented access.
describe('the router serves exactly what the document describes', () => {
  it.each(ALL_OPERATIONS.map((operation) => [key(operation.method, operation.path), operation] as const))('%s', async (_name, operation) => {
    const res = await t.request(concretePath(operation), { method: operation.method.toUpperCase() });
    // A HEAD answer has no body to read the problem's detail from.
    const problem = res.status >= 400 && operation.method !== 'HEAD' ? ((await body(res)) as { detail?: string }) : {};
    expect(res.status, 'a method the router does not serve there').not.toBe(405);
    expect(problem.detail, 'a path the router does not serve').not.toBe('No resource at this path.');
    if (operation.auth === 'api_key') expect(res.status).toBe(401);
    else expect(res.status).not.toBe(401);
  });

  it('covers the foundation and every resource', () => {
    expect(ALL_OPERATIONS.map((operation) => key(operation.method, operation.path))).toEqual(
      expect.arrayContaining(['GET /health', 'POST /api-keys', 'GET /organizations/usage', 'PATCH /workspaces/{id}', 'GET /audit-logs', 'GET /openapi.json', 'GET /{shortCode}']),
    );
  });
});

describe('every refusal of a key is declared', () => {
  // From core's `can` table, not from the implied-answers code that produced the document.
  it.each(ALL_ROUTES.flat().filter((route) => route.access !== 'public').map((route) => [key(route.method, route.path), route] as const))('%s', (_name, route) => {
    const access = route.access as Exclude<typeof route.access, 'public'>;
    const refused = KEY_KINDS.flatMap((kind) => ROLES.filter((role) => !can(role, kind, access)).map((role) => `${kind} ${role}`));
    if (refused.length > 0) expect(route.responses[403], `refused to ${refused.join(', ')}`).toBeDefined();
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
  it('lists every problem type the service sends, with its status, on the Problem document', async () => {
    const document = await body(await t.request('/v1/openapi.json'));
    const description = String(document.components.schemas.Problem.properties.type.description);
    for (const problem of Object.values(PROBLEM_TYPES)) expect(description).toContain(`\`${problem.slug}\` (${problem.status})`);
  });

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

  it('declares no 400 on a CORS preflight, which answers 204 whatever its path holds', async () => {
    const document = await body(await t.request('/v1/openapi.json'));
    const preflights = Object.entries(document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)
      .filter(([, operations]) => operations.options !== undefined);
    expect(preflights.map(([path]) => path)).toEqual(expect.arrayContaining(['/01/{gtin}', '/{shortCode}', '/.well-known/gs1resolver']));
    for (const [, operations] of preflights) expect(Object.keys(operations.options!.responses).sort()).toEqual(['204', '500']);
    for (const path of ['/01/09506000134352/foo/bar', '/AQdJnd9bVg', '/01/1']) {
      const preflight = await t.request(path, { method: 'OPTIONS' });
      expect(preflight.status).toBe(204);
    }
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
    expect(auditQuery.schema.enum).toEqual(['codes', 'api_keys', 'webhooks', 'workspaces', 'organizations', 'passports']);
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
