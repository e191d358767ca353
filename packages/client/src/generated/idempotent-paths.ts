/**
 * Generated from the quietzone server's OpenAPI document by test/support/generate-api-types.ts
 * (openapi-typescript). Do not edit: run `pnpm --filter @quietzone/client generate`.
 */

/** POST paths that read `Idempotency-Key` (a retry with the same key replays the first answer). */
export const IDEMPOTENT_POST_PATHS: ReadonlySet<string> = new Set(["/codes","/codes/batch","/dpp","/codes/import","/exports"]);
