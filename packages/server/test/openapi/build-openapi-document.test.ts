import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountSchema, apiKeySchema, createApiKeySchema, createdApiKeySchema, auditLogEntrySchema, auditLogQuerySchema, envelopeSchema, idSchema, listEnvelopeSchema, listQuerySchema, healthSchema, createOrganizationSchema, organizationSchema, updateOrganizationSchema, usageSchema, createWorkspaceSchema, updateWorkspaceSchema, workspaceSchema } from '@quietzone/core/schemas';
import { buildOpenApiDocument, OpenApiDefinitionError, type OpenApiOperation } from '../../src/openapi/build-openapi-document';

/** A schema used both as request body and in a response, whose input form differs (a default). */
const labelSchema = z
  .object({ text: z.string().describe('The label.'), color: z.string().default('#000000') })
  .meta({ id: 'TestLabel' });

const idParams = z.object({ id: idSchema.describe('Resource id.') });

const OPERATIONS: OpenApiOperation[] = [
  {
    method: 'GET',
    path: '/health',
    operationId: 'getHealth',
    summary: 'Health check',
    tags: ['System'],
    auth: 'public',
    responses: { 200: { description: 'Up.', schema: healthSchema } },
  },
  {
    method: 'GET',
    path: '/organizations',
    operationId: 'getOrganization',
    summary: "The calling key's organization",
    tags: ['Organizations'],
    auth: 'api_key',
    responses: { 200: { description: 'The organization.', schema: envelopeSchema(organizationSchema) } },
  },
  {
    method: 'GET',
    path: '/organizations/usage',
    operationId: 'getOrganizationUsage',
    summary: 'Usage against plan limits',
    tags: ['Organizations'],
    auth: 'api_key',
    responses: { 200: { description: 'Usage.', schema: envelopeSchema(usageSchema) } },
  },
  {
    method: 'POST',
    path: '/organizations',
    operationId: 'createOrganization',
    summary: 'Create an organization',
    tags: ['Organizations'],
    auth: 'api_key',
    request: { body: createOrganizationSchema },
    responses: {
      201: { description: 'Created.', schema: envelopeSchema(organizationSchema) },
      403: { description: 'Not an org_admin key.' },
      409: { description: 'Slug taken.' },
      422: { description: 'Invalid fields.' },
    },
  },
  {
    method: 'PATCH',
    path: '/organizations/{id}',
    operationId: 'updateOrganization',
    summary: 'Update an organization',
    tags: ['Organizations'],
    auth: 'api_key',
    request: { params: idParams, body: updateOrganizationSchema },
    responses: { 200: { description: 'Updated.', schema: envelopeSchema(organizationSchema) }, 404: { description: 'No such organization.' } },
  },
  {
    method: 'DELETE',
    path: '/organizations/{id}',
    operationId: 'deleteOrganization',
    summary: 'Soft-delete an organization',
    tags: ['Organizations'],
    auth: 'api_key',
    responses: { 204: { description: 'Deleted.' } },
  },
  {
    method: 'GET',
    path: '/workspaces',
    operationId: 'listWorkspaces',
    summary: 'List workspaces',
    tags: ['Workspaces'],
    auth: 'api_key',
    request: { query: listQuerySchema },
    responses: { 200: { description: 'A page.', schema: listEnvelopeSchema(workspaceSchema) } },
  },
  {
    method: 'POST',
    path: '/workspaces',
    operationId: 'createWorkspace',
    summary: 'Create a workspace',
    tags: ['Workspaces'],
    auth: 'api_key',
    request: { body: createWorkspaceSchema, headers: z.object({ 'Idempotency-Key': z.string().optional() }) },
    responses: { 201: { description: 'Created.', schema: envelopeSchema(workspaceSchema) }, 422: { description: 'Invalid.' } },
  },
  {
    method: 'PATCH',
    path: '/workspaces/{id}',
    operationId: 'updateWorkspace',
    summary: 'Update a workspace',
    tags: ['Workspaces'],
    auth: 'api_key',
    request: { body: updateWorkspaceSchema },
    responses: { 200: { description: 'Updated.', schema: envelopeSchema(workspaceSchema) } },
  },
  {
    method: 'GET',
    path: '/audit-logs',
    operationId: 'listAuditLogs',
    summary: 'List audit log entries',
    tags: ['Audit logs'],
    auth: 'api_key',
    request: { query: auditLogQuerySchema },
    responses: { 200: { description: 'A page.', schema: listEnvelopeSchema(auditLogEntrySchema) } },
  },
  {
    method: 'GET',
    path: '/api-keys',
    operationId: 'listApiKeys',
    summary: 'List API keys',
    tags: ['API keys'],
    auth: 'api_key',
    responses: { 200: { description: 'Keys.', schema: listEnvelopeSchema(apiKeySchema) } },
  },
  {
    method: 'POST',
    path: '/api-keys',
    operationId: 'createApiKey',
    summary: 'Create an API key',
    tags: ['API keys'],
    auth: 'api_key',
    request: { body: createApiKeySchema },
    responses: { 201: { description: 'The key, secret shown once.', schema: envelopeSchema(createdApiKeySchema) } },
  },
  {
    method: 'GET',
    path: '/account',
    operationId: 'getAccount',
    summary: 'The calling key, its workspace and organization',
    auth: 'api_key',
    responses: { 200: { description: 'Account.', schema: envelopeSchema(accountSchema) } },
  },
  {
    method: 'GET',
    path: '/codes/{id}/image.png',
    operationId: 'getCodeImagePng',
    summary: 'PNG image of a code',
    tags: ['Images'],
    auth: 'public',
    request: { query: z.object({ size: z.coerce.number().int().min(2).max(20).optional().describe('Module size.') }) },
    responses: { 200: { description: 'The image.', contentType: 'image/png' }, 404: { description: 'No such code.' } },
  },
  {
    method: 'GET',
    path: '/{short_code}',
    operationId: 'followShortLink',
    summary: 'Short link',
    auth: 'public',
    serverUrl: 'https://qr.example.com',
    responses: {
      302: { description: 'Redirect.', headers: { Location: { description: 'Destination.', required: true } } },
      404: { description: 'Unknown code.', contentType: 'text/html' },
      410: { description: 'Expired.', contentType: 'text/html' },
    },
  },
  {
    method: 'PUT',
    path: '/labels/{labelId}',
    operationId: 'putLabel',
    summary: 'Exercise a schema used in both directions',
    auth: 'api_key',
    request: { body: labelSchema },
    responses: { 200: { description: 'The label.', schema: envelopeSchema(labelSchema) } },
  },
];

function build(operations: OpenApiOperation[] = OPERATIONS) {
  return buildOpenApiDocument({
    title: 'quietzone',
    version: '1.0.0',
    serverUrl: 'https://api.example.com/v1',
    operations,
    tagDescriptions: Object.fromEntries(operations.flatMap((operation) => operation.tags ?? []).map((tag) => [tag, `The ${tag}.`])),
  });
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function collectRefs(node: unknown, refs: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) collectRefs(item, refs);
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.push(value);
      else collectRefs(value, refs);
    }
  }
  return refs;
}

/** RFC 6901 JSON pointer resolution within the document. */
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

function operationsOf(document: ReturnType<typeof build>) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation: operation as Record<string, Json> })),
  );
}

describe('buildOpenApiDocument', () => {
  const document = build();

  it('is an OpenAPI 3.1.0 document with info, server and bearer security', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toEqual({ title: 'quietzone', version: '1.0.0', license: { name: 'MIT', identifier: 'MIT' } });
    expect(document.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(document.servers).toEqual([{ url: 'https://api.example.com/v1' }]);
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(String(document.components.securitySchemes.apiKey!.description)).toContain('svc_sk_');
  });

  it('survives JSON serialization unchanged (no functions, undefined or cycles)', () => {
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
    expect(JSON.stringify(document)).not.toContain('#/$defs/');
  });

  it('resolves every $ref inside the document', () => {
    const refs = collectRefs(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) expect(resolvePointer(document, ref), ref).toBeDefined();
  });

  it('publishes the named schemas as components', () => {
    for (const name of [
      'Organization',
      'OrganizationLimits',
      'Usage',
      'Workspace',
      'ApiKey',
      'CreatedApiKey',
      'Account',
      'AuditLogEntry',
      'Health',
      'Problem',
      'FieldError',
      'ResponseMeta',
      'ListMeta',
      'Pagination',
      'CreateOrganizationRequest',
      'UpdateOrganizationRequest',
      'CreateWorkspaceRequest',
      'UpdateWorkspaceRequest',
      'CreateApiKeyRequest',
    ]) {
      expect(document.components.schemas, name).toHaveProperty(name);
    }
    for (const schema of Object.values(document.components.schemas)) expect(schema).not.toHaveProperty('$schema');
  });

  it('carries field descriptions into the components', () => {
    const create = document.components.schemas.CreateWorkspaceRequest as { properties: Record<string, { description?: string; default?: unknown }> };
    expect(create.properties.approval_required).toMatchObject({ description: 'Enables the approval workflow.', default: false });
    expect(create.properties.default_locale).toMatchObject({ default: 'de' });
  });

  it('describes requests as input (defaults optional) and responses as output', () => {
    const request = document.components.schemas.TestLabelInput as { required: string[] };
    const response = document.components.schemas.TestLabel as { required: string[] };
    expect(request.required).toEqual(['text']);
    expect(response.required).toEqual(['text', 'color']);
    const put = document.paths['/labels/{labelId}']!.put as any;
    expect(put.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/TestLabelInput' });
    // Responses may gain fields within a version (contract, Versioning rule 2).
    expect(document.components.schemas.Workspace).not.toHaveProperty('additionalProperties');
    // A schema whose two forms agree keeps one component.
    expect(document.components.schemas).not.toHaveProperty('ResponseMetaInput');
  });

  it('uses unique lowerCamelCase operation ids', () => {
    const ids = operationsOf(document).map(({ operation }) => operation.operationId);
    expect(ids).toHaveLength(OPERATIONS.length);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it('declares a required path parameter for every {name} in the path, and no other', () => {
    for (const { path, operation } of operationsOf(document)) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters as any[])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => {
          expect(parameter.required).toBe(true);
          return parameter.name;
        });
      expect(declared, path).toEqual(inPath);
    }
    const patch = document.paths['/organizations/{id}']!.patch as any;
    expect(patch.parameters[0]).toEqual({ name: 'id', in: 'path', required: true, description: 'Resource id.', schema: { type: 'string', minLength: 1 } });
  });

  it('turns a query schema into query parameters with their bounds and defaults', () => {
    const list = document.paths['/workspaces']!.get as any;
    const limit = list.parameters.find((parameter: any) => parameter.name === 'limit');
    expect(limit).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } });
    const audit = document.paths['/audit-logs']!.get as any;
    const resourceType = audit.parameters.find((parameter: any) => parameter.name === 'resource_type');
    expect(resourceType.schema.enum).toEqual(['codes', 'api_keys', 'webhooks', 'workspaces', 'organizations', 'passports']);
    const create = document.paths['/workspaces']!.post as any;
    expect(create.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }));
  });

  it('serves every error as a Problem document in application/problem+json', () => {
    let errors = 0;
    for (const { operation } of operationsOf(document)) {
      for (const [status, response] of Object.entries(operation.responses as Record<string, any>)) {
        if (!/^[45]/.test(status)) continue;
        errors++;
        expect(response.content['application/problem+json'].schema).toEqual({ $ref: '#/components/schemas/Problem' });
      }
    }
    expect(errors).toBeGreaterThan(OPERATIONS.length);
  });

  it('adds the errors every request of a kind can meet', () => {
    const health = document.paths['/health']!.get as any;
    expect(Object.keys(health.responses)).toEqual(['200', '500']);
    expect(health.security).toEqual([]);
    const create = document.paths['/organizations']!.post as any;
    expect(Object.keys(create.responses)).toEqual(['201', '400', '401', '403', '409', '422', '429', '500', '503']);
    expect(create.responses['503'].headers['Retry-After'].required).toBe(true);
    expect(create.responses['401'].headers['X-RateLimit-Limit']).toBeUndefined();
    expect(create.security).toEqual([{ apiKey: [] }]);
    expect(Object.keys(create.responses['429'].headers)).toEqual(
      expect.arrayContaining(['Retry-After', 'X-RateLimit-Reset', 'X-RateLimit-Remaining', 'X-RateLimit-Limit']),
    );
  });

  it('describes bodies without schema by media type, and 204 without content', () => {
    const png = document.paths['/codes/{id}/image.png']!.get as any;
    expect(png.responses['200'].content).toEqual({ 'image/png': {} });
    const remove = document.paths['/organizations/{id}']!.delete as any;
    expect(remove.responses['204']).not.toHaveProperty('content');
    const link = document.paths['/{short_code}']!.get as any;
    expect(link.servers).toEqual([{ url: 'https://qr.example.com' }]);
    expect(link.responses['302'].headers.Location).toEqual({ description: 'Destination.', required: true, schema: { type: 'string' } });
    expect(Object.keys(link.responses['404'].content)).toEqual(['application/problem+json', 'text/html']);
  });

  it('lists tags in order of first use', () => {
    expect(document.tags.map((tag) => tag.name)).toEqual(['System', 'Organizations', 'Workspaces', 'Audit logs', 'API keys', 'Images']);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(build())).toBe(JSON.stringify(document));
  });
});

describe('buildOpenApiDocument rejects route tables it cannot describe', () => {
  const base: OpenApiOperation = {
    method: 'get',
    path: '/things/{id}',
    operationId: 'getThing',
    summary: 'A thing',
    auth: 'api_key',
    responses: { 200: { description: 'The thing.' } },
  };
  const cases: [string, OpenApiOperation[]][] = [
    ['an operationId that is not lowerCamelCase', [{ ...base, operationId: 'GetThing' }]],
    ['a snake_case operationId', [{ ...base, operationId: 'get_thing' }]],
    ['a duplicate operationId', [base, { ...base, path: '/other' }]],
    ['the same method and path twice', [base, { ...base, operationId: 'getThingAgain' }]],
    ['a params schema naming a parameter the path lacks', [{ ...base, request: { params: z.object({ slug: z.string() }) } }]],
    ['an unbalanced path template', [{ ...base, path: '/things/{id' }]],
    ['a path without leading slash', [{ ...base, path: 'things' }]],
    ['an error response with a non-problem body', [{ ...base, responses: { 200: { description: 'ok' }, 404: { description: 'x', schema: z.object({}) } } }]],
    ['a 204 with a body', [{ ...base, responses: { 204: { description: 'x', schema: z.object({}) } } }]],
    ['no success response', [{ ...base, responses: { 404: { description: 'x' } } }]],
    ['a status that is not one', [{ ...base, responses: { 200: { description: 'ok' }, 999: { description: 'x' } } }]],
  ];
  for (const [what, operations] of cases) {
    it(`throws for ${what}`, () => {
      expect(() => build(operations)).toThrow(OpenApiDefinitionError);
    });
  }

  it('rejects two different schemas registered under one id', () => {
    const first = z.object({ a: z.string() }).meta({ id: 'TestClash' });
    const second = z.object({ b: z.number() }).meta({ id: 'TestClash' });
    const operations: OpenApiOperation[] = [
      { ...base, path: '/a', operationId: 'getA', responses: { 200: { description: 'a', schema: first } } },
      { ...base, path: '/b', operationId: 'getB', responses: { 200: { description: 'b', schema: second } } },
    ];
    expect(() => build(operations)).toThrow(OpenApiDefinitionError);
    expect(() => build(operations)).toThrow(/TestClash/);
  });
});

describe('buildOpenApiDocument states only what is sent', () => {
  const page: OpenApiOperation = {
    method: 'HEAD',
    path: '/{slug}',
    operationId: 'followPageHead',
    summary: 'A page at the root',
    tags: ['System'],
    auth: 'public',
    requestIdOn: 'errors',
    serverUrl: 'https://qr.example.com',
    responses: {
      200: { description: 'The page as JSON, JSON-LD or HTML.', schema: labelSchema, otherContent: { 'application/ld+json': z.object({ '@id': z.string() }), 'text/html': null } },
      404: { description: 'Unknown.', contentType: 'text/html' },
    },
  };
  type Responses = Record<string, { headers: Record<string, unknown>; content?: Record<string, unknown> }>;

  it('gives a HEAD answer its headers and no body', () => {
    const responses = build([page]).paths['/{slug}']!.head!.responses as Responses;
    expect(responses['200']!.content).toBeUndefined();
    expect(responses['404']!.content).toBeUndefined();
  });

  it('lists every media type of a negotiated answer, each with its schema', () => {
    const responses = build([{ ...page, method: 'GET', operationId: 'followPage' }]).paths['/{slug}']!.get!.responses as Responses;
    expect(Object.keys(responses['200']!.content!)).toEqual(['application/json', 'application/ld+json', 'text/html']);
    expect(responses['200']!.content!['text/html']).toEqual({});
    expect(Object.keys(responses['404']!.content!)).toEqual(['application/problem+json', 'text/html']);
  });

  it('puts X-Request-Id on the errors only of an operation that answers before the request id is made', () => {
    const responses = build([page]).paths['/{slug}']!.head!.responses as Responses;
    expect(responses['200']!.headers['X-Request-Id']).toBeUndefined();
    expect(responses['404']!.headers['X-Request-Id']).toEqual({ $ref: '#/components/headers/ProblemRequestId' });
    const keyed = build().paths['/health']!.get!.responses as Responses;
    expect(keyed['200']!.headers['X-Request-Id']).toEqual({ $ref: '#/components/headers/RequestId' });
  });

  it('describes every tag, and refuses a tag without a description', () => {
    expect(build().tags.every((tag) => tag.description.length > 0)).toBe(true);
    expect(() => buildOpenApiDocument({ title: 't', version: '1', serverUrl: 'https://a.example/v1', operations: [page], tagDescriptions: {} })).toThrow(/tag "System" has no description/);
  });
});
