import type { Config } from '../config';
import { buildOpenApiDocument, type OpenApiDocument, type OpenApiOperation } from './build-openapi-document';
import { REDIRECT_BASE_URL } from './redirect-base-url';

const API_VERSION = '1.0.0';

/** The OpenAPI document of `operations` as served at `config.publicUrl`. */
export function openApiDocument(config: Pick<Config, 'publicUrl'>, operations: readonly OpenApiOperation[]): OpenApiDocument {
  return buildOpenApiDocument({
    title: 'quietzone API',
    version: API_VERSION,
    description:
      'QR codes (static and dynamic), their images, short links, organizations, workspaces, API keys and audit logs. Every success body is `{ data, meta: { request_id } }`; every error an RFC 7807 problem document.',
    serverUrl: `${config.publicUrl}/v1`,
    operations: operations.map((operation) =>
      operation.serverUrl === REDIRECT_BASE_URL ? { ...operation, serverUrl: config.publicUrl } : operation,
    ),
  });
}
