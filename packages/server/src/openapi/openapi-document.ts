import type { Config } from '../config';
import { buildOpenApiDocument, type OpenApiDocument, type OpenApiOperation } from './build-openapi-document';
import { REDIRECT_BASE_URL } from './redirect-base-url';

const API_VERSION = '1.0.0';

/** What each tag of the document groups (a tag without a description fails the build). */
const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  System: 'Liveness and readiness, Prometheus metrics, this document and its rendered reference, the pages of the error types.',
  'API keys': 'Secret (`svc_sk_…`) and public (`svc_pk_…`) keys of a workspace: list, create (the secret is shown once), revoke.',
  Account: 'Who the calling key is, and the deletion of its whole organization.',
  Organizations: 'The calling key\'s organization, its usage against the plan, and the organizations it creates.',
  Workspaces: 'The workspaces of an organization, each with its codes, files, members, keys and webhooks.',
  'Audit logs': 'Every change made in the workspace, by whom and when.',
  Codes: 'QR codes, static and dynamic: create (one, a batch, or an import), edit, export as CSV or XLSX, delete, and their logos.',
  Images: 'The image of a code in SVG, PNG, PDF or EPS, rendered on request and cached.',
  'Short links': 'What a scan opens on {redirect_base_url}: the redirect, the hosted landing page, the password form.',
  Comments: 'Review notes on a code.',
  Files: 'Uploaded files of the workspace: private, or public with a stable URL (landing pages link them).',
  Members: 'People invited to the workspace, with their roles.',
  Billing: 'Plans, checkout and the billing portal of the payment provider, where one is configured.',
  Webhooks: 'Signed HTTP callbacks on events, their deliveries and a test ping.',
  Scans: 'Scans of a code: statistics, the list, and exports as CSV or XLSX.',
  Resolver: 'The GS1 Digital Link resolver on {redirect_base_url}: `/01/{gtin}…` answers a published passport, its links, its linkset or its page.',
  'Product passports': 'Digital product passports (EU ESPR): create, validate, publish, import, their QR codes, statistics and GS1 identifiers.',
  Exports: 'Print exports: many codes rendered into one ZIP, made in the background.',
};

/** The OpenAPI document of `operations` as served at `config.publicUrl`. */
export function openApiDocument(config: Pick<Config, 'publicUrl'>, operations: readonly OpenApiOperation[]): OpenApiDocument {
  return buildOpenApiDocument({
    title: 'quietzone API',
    version: API_VERSION,
    description:
      'QR codes (static and dynamic), their images, short links, organizations, workspaces, API keys and audit logs. Every success body is `{ data, meta: { request_id } }`; every error an RFC 7807 problem document.',
    serverUrl: `${config.publicUrl}/v1`,
    tagDescriptions: TAG_DESCRIPTIONS,
    operations: operations.map((operation) =>
      operation.serverUrl === REDIRECT_BASE_URL ? { ...operation, serverUrl: config.publicUrl } : operation,
    ),
  });
}
