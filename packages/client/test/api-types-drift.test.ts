import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GENERATED_IDEMPOTENT_FILE, GENERATED_TYPES_FILE, generateApiTypes, generateIdempotentPaths } from './support/generate-api-types';

const REGENERATE = 'the server\'s OpenAPI document changed: run `pnpm --filter @quietzone/client generate` and commit src/generated';

describe('the committed client types are those of the server document', () => {
  it('src/generated/api.ts equals a fresh generation', async () => {
    expect(await readFile(GENERATED_TYPES_FILE, 'utf8'), REGENERATE).toBe(await generateApiTypes());
  }, 60_000);

  it('src/generated/idempotent-paths.ts equals a fresh generation', async () => {
    expect(await readFile(GENERATED_IDEMPOTENT_FILE, 'utf8'), REGENERATE).toBe(generateIdempotentPaths());
  });
});
