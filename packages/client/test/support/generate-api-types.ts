/**
 * Generates src/generated/api.ts, the client's types (and idempotent-paths.ts), from the server's own OpenAPI document,
 * built in-process from the route declarations (packages/server/src/openapi), so client and
 * server cannot drift: test/api-types-drift.test.ts regenerates and compares.
 *
 * Run: `pnpm --filter @quietzone/client generate`.
 */
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { ALL_OPERATIONS } from '../../../server/src/openapi/all-operations';
import { openApiDocument } from '../../../server/src/openapi/openapi-document';

export const GENERATED_TYPES_FILE = new URL('../../src/generated/api.ts', import.meta.url);
export const GENERATED_IDEMPOTENT_FILE = new URL('../../src/generated/idempotent-paths.ts', import.meta.url);

const HEADER = `/**
 * Generated from the quietzone server's OpenAPI document by test/support/generate-api-types.ts
 * (openapi-typescript). Do not edit: run \`pnpm --filter @quietzone/client generate\`.
 */

`;

/**
 * The document of the versioned API ({base_url} = PUBLIC_URL/v1), which is what the client
 * calls. Operations served at the root (short links, the resolver, /docs) declare their own
 * server and are left out: their paths would read as /v1 paths here.
 */
export function clientDocument(): OpenAPI3 {
  const versioned = ALL_OPERATIONS.filter((operation) => operation.serverUrl === undefined);
  return openApiDocument({ publicUrl: 'https://api.example.com' }, versioned) as unknown as OpenAPI3;
}

/** The TypeScript source of src/generated/api.ts. */
export async function generateApiTypes(): Promise<string> {
  const ast = await openapiTS(clientDocument(), { alphabetize: false, exportType: false, rootTypes: false, defaultNonNullable: false });
  return HEADER + astToString(ast);
}

/**
 * The TypeScript source of src/generated/idempotent-paths.ts: the POST paths whose operation
 * reads an `Idempotency-Key` header, where the client sends one of its own unless given.
 */
export function generateIdempotentPaths(): string {
  const paths = ALL_OPERATIONS.filter(
    (operation) => operation.method.toUpperCase() === 'POST' && operation.request?.headers?.shape['Idempotency-Key'] !== undefined,
  ).map((operation) => operation.path);
  return `${HEADER}/** POST paths that read \`Idempotency-Key\` (a retry with the same key replays the first answer). */
export const IDEMPOTENT_POST_PATHS: ReadonlySet<string> = new Set(${JSON.stringify(paths)});
`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeFile(GENERATED_TYPES_FILE, await generateApiTypes());
  await writeFile(GENERATED_IDEMPOTENT_FILE, generateIdempotentPaths());
  console.log(`wrote ${GENERATED_TYPES_FILE.pathname} and ${GENERATED_IDEMPOTENT_FILE.pathname}`);
}
