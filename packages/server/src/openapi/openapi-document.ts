import { buildOpenApiDocument, type OpenApiDocument, type OpenApiOperation } from './build-openapi-document';
import type { Config } from '../config';
import { ALL_OPERATIONS } from './all-operations';
import { REDIRECT_BASE_URL } from './redirect-base-url';

const API_VERSION = '1.0.0';

const documents = new Map<string, OpenApiDocument>();

/**
 * The OpenAPI document of the API served at `config.publicUrl`. Built once per address: the
 * operation table is fixed for the life of the process.
 */
export function openApiDocument(config: Pick<Config, 'publicUrl'>, operations: readonly OpenApiOperation[] = ALL_OPERATIONS): OpenApiDocument {
  const cacheable = operations === ALL_OPERATIONS;
  const cached = cacheable ? documents.get(config.publicUrl) : undefined;
  if (cached) return cached;
  const document = buildOpenApiDocument({
    title: 'quietzone API',
    version: API_VERSION,
    description:
      'QR codes (static and dynamic), their images, short links, organizations, workspaces, API keys and audit logs. Every success body is `{ data, meta: { request_id } }`; every error an RFC 7807 problem document.',
    serverUrl: `${config.publicUrl}/v1`,
    operations: operations.map((operation) =>
      operation.serverUrl === REDIRECT_BASE_URL ? { ...operation, serverUrl: config.publicUrl } : operation,
    ),
  });
  if (cacheable) documents.set(config.publicUrl, document);
  return document;
}
