/**
 * The machine-readable API description (contract, Versioning rule 4): an OpenAPI 3.1.0
 * document built from the zod schemas the server validates with, so the two cannot drift.
 * Pure: the server passes the table of the routes it serves and gets a JSON-ready object.
 */
import type { z } from 'zod';
import { createSchemaComponents, type JsonSchema } from './json-schema-components';
import { OpenApiDefinitionError } from './openapi-definition-error';
import { pathParameters } from './path-template';
import { problemSchema } from '@quietzone/core/schemas';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface OpenApiHeader {
  readonly description: string;
  readonly schema?: z.ZodType;
  readonly required?: boolean;
}

export interface OpenApiResponse {
  readonly description: string;
  /** Body schema; for a status of 400 and above the body is always the Problem document. */
  readonly schema?: z.ZodType;
  /** Default `application/json` when `schema` is set. Without a schema: a body of this media type (an image, HTML). */
  readonly contentType?: string;
  /**
   * Further media types the same answer comes in, as the request's Accept asks, each with its
   * schema, or null for a body no JSON Schema describes (an HTML page, a spreadsheet).
   */
  readonly otherContent?: Readonly<Record<string, z.ZodType | null>>;
  readonly headers?: Readonly<Record<string, OpenApiHeader>>;
}

export interface OpenApiOperation {
  readonly method: HttpMethod | Uppercase<HttpMethod>;
  /** An OpenAPI path template relative to the server URL: `/codes/{id}`. */
  readonly path: string;
  /** lowerCamelCase, unique in the document (contract, Versioning rule 4). */
  readonly operationId: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly auth: 'public' | 'api_key';
  /**
   * Which answers carry `X-Request-Id`: all (default), or only the errors, on the public reads
   * at the root answered before the request id is made (short links, the resolver, /docs).
   */
  readonly requestIdOn?: 'all' | 'errors';
  /** For routes served outside {base_url}, such as short links on {redirect_base_url}. */
  readonly serverUrl?: string;
  readonly request?: {
    readonly query?: z.ZodObject;
    /** Schemas of the path parameters; a `{name}` without one is a string. */
    readonly params?: z.ZodObject;
    readonly headers?: z.ZodObject;
    readonly body?: z.ZodType;
    /** Default `application/json`. Without `body`: a body of this media type (an upload). */
    readonly bodyContentType?: string;
    /** Further media types the same body may come in, each with its schema. */
    readonly otherBodies?: Readonly<Record<string, z.ZodType>>;
    /** The route answers whatever its input holds, so no 400 is implied (CORS preflights). */
    readonly acceptsAnyInput?: true;
  };
  /** Keyed by status code (`201`, `'4XX'`, `'default'`). */
  readonly responses: Readonly<Record<string | number, OpenApiResponse>>;
}

export interface OpenApiDocumentInput {
  readonly title: string;
  readonly version: string;
  readonly description?: string;
  /** {base_url}, e.g. `https://api.example.com/v1`. */
  readonly serverUrl: string;
  readonly operations: readonly OpenApiOperation[];
  /** Named schemas to publish even if no operation uses them (webhook payloads). */
  readonly schemas?: readonly z.ZodType[];
  /** What each tag groups; every tag an operation uses must be described here. */
  readonly tagDescriptions: Readonly<Record<string, string>>;
}

export type JsonObject = { [key: string]: unknown };

export interface OpenApiDocument {
  readonly openapi: '3.1.0';
  readonly jsonSchemaDialect: string;
  readonly info: { title: string; version: string; description?: string; license: { name: string; identifier: string } };
  readonly servers: { url: string }[];
  readonly security: Record<string, string[]>[];
  readonly tags: { name: string; description: string }[];
  readonly paths: Record<string, Record<string, JsonObject>>;
  readonly components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonObject>;
    headers: Record<string, JsonObject>;
    parameters: Record<string, JsonObject>;
  };
}

export { OpenApiDefinitionError };

const OPERATION_ID = /^[a-z][a-zA-Z0-9]*$/;
const STATUS_KEY = /^(?:[1-5](?:\d\d|XX)|default)$/;
const PROBLEM_MEDIA_TYPE = 'application/problem+json';
const SECURITY_SCHEME = 'apiKey';
const STATUS_WITHOUT_BODY: ReadonlySet<string> = new Set(['204', '304']);

const COMPONENT_HEADERS: Record<string, JsonObject> = {
  RequestId: {
    description: 'Echoes the request `X-Request-Id`, or the id generated for this request.',
    required: true,
    schema: { type: 'string' },
  },
  ProblemRequestId: {
    description: 'The id of this request, with a problem document (a browser\'s HTML page has none).',
    required: false,
    schema: { type: 'string' },
  },
  RateLimitLimit: { description: 'Requests allowed per minute for this API key.', required: true, schema: { type: 'integer' } },
  RateLimitRemaining: { description: 'Requests left in the current window (0 on a 429).', required: true, schema: { type: 'integer' } },
  RateLimitReset: { description: 'When the window resets, in epoch seconds.', required: true, schema: { type: 'integer' } },
  RetryAfter: { description: 'Seconds to wait before retrying.', required: true, schema: { type: 'integer' } },
};

/**
 * Builds the OpenAPI 3.1.0 document of `input.operations`. Every operation also gets the
 * errors any request of its kind can meet, unless listed: 400 when it takes input, 401 and 429
 * when it needs an API key, 500 always. Every error is a Problem document served as
 * `application/problem+json` (contract, Errors).
 */
export function buildOpenApiDocument(input: OpenApiDocumentInput): OpenApiDocument {
  const schemas = createSchemaComponents();
  const paths: Record<string, Record<string, JsonObject>> = {};
  const tags: string[] = [];
  const operationIds = new Set<string>();

  for (const operation of input.operations) {
    const where = `${operation.method.toUpperCase()} ${operation.path}`;
    const fail = (reason: string): never => {
      throw new OpenApiDefinitionError(`openapi: ${where}: ${reason}`);
    };
    const method = operation.method.toLowerCase() as HttpMethod;
    if (!HTTP_METHODS.includes(method)) fail(`unknown method`);
    if (!OPERATION_ID.test(operation.operationId)) fail(`operationId "${operation.operationId}" is not lowerCamelCase`);
    if (operationIds.has(operation.operationId)) fail(`operationId "${operation.operationId}" is used twice`);
    operationIds.add(operation.operationId);
    const template = pathParameters(operation.path);
    if (!template.ok) fail(`path ${template.reason}`);
    const parameterNames = template.ok ? template.names : [];
    const pathItem = (paths[operation.path] ??= {});
    if (pathItem[method] !== undefined) fail('declared twice');

    const { request } = operation;
    const declared = Object.keys(request?.params?.shape ?? {});
    for (const name of declared) {
      if (!parameterNames.includes(name)) fail(`params schema has "${name}", which is not in the path`);
    }

    const parameters: JsonObject[] = [
      ...parameterNames.map((name) => {
        const schema = request?.params?.shape[name] as z.ZodType | undefined;
        return parameter(name, 'path', true, schema ? schemas.convert(schema, 'input') : { type: 'string' });
      }),
      ...objectParameters(request?.query, 'query'),
      ...objectParameters(request?.headers, 'header'),
      { $ref: '#/components/parameters/RequestId' },
    ];

    const result: JsonObject = {
      operationId: operation.operationId,
      summary: operation.summary,
      ...(operation.description === undefined ? {} : { description: operation.description }),
      ...(operation.tags === undefined ? {} : { tags: [...operation.tags] }),
      ...(operation.serverUrl === undefined ? {} : { servers: [{ url: operation.serverUrl }] }),
      security: operation.auth === 'api_key' ? [{ [SECURITY_SCHEME]: [] }] : [],
      parameters,
    };
    if (request?.body !== undefined || request?.bodyContentType !== undefined) {
      const mediaType = request.bodyContentType ?? 'application/json';
      result.requestBody = {
        required: true,
        content: {
          [mediaType]: request.body ? { schema: schemas.convert(request.body, 'input') } : {},
          ...Object.fromEntries(Object.entries(request.otherBodies ?? {}).map(([type, schema]) => [type, { schema: schemas.convert(schema, 'input') }])),
        },
      };
    }
    result.responses = responses(operation, fail);
    for (const tag of operation.tags ?? []) {
      if (input.tagDescriptions[tag] === undefined) fail(`tag "${tag}" has no description`);
      if (!tags.includes(tag)) tags.push(tag);
    }
    pathItem[method] = result;
  }

  for (const schema of input.schemas ?? []) schemas.convert(schema, 'output');

  return {
    openapi: '3.1.0',
    // What the zod schemas are converted to (target draft-2020-12), said outright for tools that
    // would otherwise read them by an older draft.
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: input.title,
      version: input.version,
      ...(input.description === undefined ? {} : { description: input.description }),
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: input.serverUrl }],
    security: [{ [SECURITY_SCHEME]: [] }],
    tags: tags.map((name) => ({ name, description: input.tagDescriptions[name]! })),
    paths,
    components: {
      schemas: schemas.finish(),
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API key as `Authorization: Bearer <key>`: `svc_sk_…` (secret, acts with its role) or `svc_pk_…` (public, read-only).',
        },
      },
      headers: structuredClone(COMPONENT_HEADERS),
      parameters: {
        RequestId: {
          name: 'X-Request-Id',
          in: 'header',
          required: false,
          description: 'Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header.',
          schema: { type: 'string' },
        },
      },
    },
  };

  function objectParameters(object: z.ZodObject | undefined, location: 'query' | 'header'): JsonObject[] {
    return Object.entries(object?.shape ?? {}).map(([name, schema]) => {
      const zodSchema = schema as z.ZodType;
      return parameter(name, location, !zodSchema.isOptional(), schemas.convert(zodSchema, 'input'));
    });
  }

  function responses(operation: OpenApiOperation, fail: (reason: string) => never): JsonObject {
    const listed: Record<string, OpenApiResponse> = {};
    for (const [status, response] of Object.entries(operation.responses)) {
      if (!STATUS_KEY.test(status)) fail(`response status "${status}" is not a status code`);
      listed[status] = response;
    }
    if (!Object.keys(listed).some((status) => /^[123]/.test(status))) fail('has no success response');

    const request = operation.request;
    const takesInput = !request?.acceptsAnyInput && Boolean(request?.query || request?.params || request?.headers || request?.body || request?.bodyContentType);
    if (takesInput) listed['400'] ??= { description: 'The request is malformed or fails validation.' };
    if (operation.auth === 'api_key') {
      listed['401'] ??= { description: 'The API key is missing, invalid or expired.' };
      listed['429'] ??= { description: 'The rate limit of this API key is exhausted.' };
      // The key is looked up in the database before anything else.
      listed['503'] ??= { description: 'The database is unavailable; retry later.', headers: { 'Retry-After': { description: 'Seconds to wait before retrying.', required: true } } };
    }
    listed['500'] ??= { description: 'Internal error.' };
    // A HEAD answer is its GET's status and headers without the body (RFC 9110 §9.3.2).
    const bodiless = operation.method.toLowerCase() === 'head';

    const result: JsonObject = {};
    for (const status of Object.keys(listed).sort()) {
      const response = listed[status]!;
      const headers: JsonObject = {};
      if (operation.requestIdOn !== 'errors') headers['X-Request-Id'] = { $ref: '#/components/headers/RequestId' };
      else if (isError(status)) headers['X-Request-Id'] = { $ref: '#/components/headers/ProblemRequestId' };
      // Counted once the key is known: not on the 401 of an unknown key, nor on a failure before it
      // (a body over the limit is refused before the key is read).
      if (operation.auth === 'api_key' && !['401', '413', '500', '503'].includes(status)) headers['X-RateLimit-Limit'] = { $ref: '#/components/headers/RateLimitLimit' };
      if (status === '429' && operation.auth === 'api_key') {
        headers['X-RateLimit-Remaining'] = { $ref: '#/components/headers/RateLimitRemaining' };
        headers['X-RateLimit-Reset'] = { $ref: '#/components/headers/RateLimitReset' };
        headers['Retry-After'] = { $ref: '#/components/headers/RetryAfter' };
      }
      for (const [name, header] of Object.entries(response.headers ?? {})) {
        headers[name] = {
          description: header.description,
          ...(header.required === undefined ? {} : { required: header.required }),
          schema: header.schema ? schemas.convert(header.schema, 'output') : { type: 'string' },
        };
      }

      const content: JsonObject = {};
      if (isError(status)) {
        if (response.schema !== undefined && response.schema !== problemSchema) {
          fail(`response ${status} must be a Problem document`);
        }
        content[PROBLEM_MEDIA_TYPE] = { schema: schemas.convert(problemSchema, 'output') };
        // An alternative body for clients that asked for it, such as a browser's HTML page.
        if (response.contentType !== undefined && response.contentType !== PROBLEM_MEDIA_TYPE) {
          content[response.contentType] = {};
        }
      } else if (response.schema !== undefined) {
        if (STATUS_WITHOUT_BODY.has(status)) fail(`response ${status} cannot have a body`);
        content[response.contentType ?? 'application/json'] = { schema: schemas.convert(response.schema, 'output') };
      } else if (response.contentType !== undefined) {
        content[response.contentType] = {};
      }
      for (const [mediaType, schema] of Object.entries(response.otherContent ?? {})) {
        content[mediaType] = schema === null ? {} : { schema: schemas.convert(schema, 'output') };
      }

      result[status] = {
        description: response.description,
        headers,
        ...(Object.keys(content).length === 0 || bodiless ? {} : { content }),
      };
    }
    return result;
  }
}

function isError(status: string): boolean {
  return status === 'default' || /^[45]/.test(status);
}

/** The schema's description moves up to the parameter, where OpenAPI tools show it. */
function parameter(name: string, location: 'path' | 'query' | 'header', required: boolean, schema: JsonSchema): JsonObject {
  const { description } = schema;
  // In place: `schema` is the object whose $refs are rewritten when the document is finished.
  if (typeof description === 'string') delete schema.description;
  return { name, in: location, required, ...(typeof description === 'string' ? { description } : {}), schema };
}
