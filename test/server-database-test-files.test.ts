import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { databaseTestFiles } from '../scripts/server-database-test-files.mjs';

// scripts/server-database-test-files.mjs picks the server test files CI runs again on
// PostgreSQL: a file is left out only when nothing it imports reaches the database helper and
// nothing in it reads TEST_DATABASE_URL.

const list = databaseTestFiles as (serverDir: string) => string[];
const roots: string[] = [];

function serverPackage(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'database-files-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('server database test files', () => {
  it('keeps files that reach the database helper through any chain of relative imports, cycles included', () => {
    const root = serverPackage({
      'test/helpers/test-db.ts': 'export const createTestDatabase = 1;\n',
      'test/helpers/test-app.ts': "import { createTestDatabase } from './test-db';\nimport './cycle';\n",
      'test/helpers/cycle.ts': "import './test-app';\n",
      'test/routes/direct.test.ts': "import { createTestDatabase } from '../helpers/test-db';\n",
      'test/via-app.test.ts': "import { setupTestApp } from './helpers/test-app';\n",
      'test/via-cycle.test.ts': "import './helpers/cycle.js';\n",
      'test/pure.test.ts': "import { clean } from '../src/clean';\nimport { it } from 'vitest';\n",
      'src/clean.ts': "import './other';\nexport const clean = 1;\n",
      'src/other.ts': 'export {};\n',
    });
    const kept = list(root).map((file) => relative(root, file));
    expect(kept).toEqual(['test/routes/direct.test.ts', 'test/via-app.test.ts', 'test/via-cycle.test.ts']);
  });

  it('keeps files that read TEST_DATABASE_URL themselves or through a source module, and every *.postgres.test.ts', () => {
    const root = serverPackage({
      'test/helpers/test-db.ts': 'export {};\n',
      'test/reads.test.ts': 'const onPostgres = process.env.TEST_DATABASE_URL !== undefined;\n',
      'test/through-src.test.ts': "import { pick } from '../src/pick';\n",
      'src/pick.ts': 'export const pick = process.env.TEST_DATABASE_URL;\n',
      'test/two.postgres.test.ts': 'export {};\n',
      'test/pure.property.test.ts': "import fc from 'fast-check';\n",
    });
    const kept = list(root).map((file) => relative(root, file));
    expect(kept).toEqual(['test/reads.test.ts', 'test/through-src.test.ts', 'test/two.postgres.test.ts']);
  });

  it('on this repository keeps every server file that sets up a test app and leaves out pure unit tests', () => {
    const serverDir = fileURLToPath(new URL('../packages/server', import.meta.url));
    const kept = list(serverDir).map((file) => relative(serverDir, file));
    expect(kept).toContain('test/routes/api-keys.test.ts');
    expect(kept).toContain('test/db/migrate.test.ts');
    expect(kept).toContain('test/http-fuzz.property.test.ts');
    expect(kept).toContain('test/kill-9.postgres.test.ts');
    expect(kept).not.toContain('test/files/clean-filename.test.ts');
    expect(kept).not.toContain('test/xlsx/read-xlsx.test.ts');
  });
});
