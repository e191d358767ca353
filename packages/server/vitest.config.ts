import { defineProject } from 'vitest/config';

// `*.postgres.test.ts` need a database several processes can share, which only a Postgres
// server offers; they run in the TEST_DATABASE_URL pass (CI runs the server suite twice).
const postgresOnly = process.env.TEST_DATABASE_URL ? [] : ['test/**/*.postgres.test.ts'];

export default defineProject({
  test: {
    name: 'server',
    // Image tests decode with zbarimg after pdftoppm or gs: found or installed before any test runs.
    // Test databases are copies of one migrated once for the run (PGlite dump or Postgres template).
    globalSetup: ['../../test/support/global-setup-decoders.ts', 'test/helpers/global-setup-migrated-template.ts'],
    include: ['test/**/*.test.ts'],
    // Property tests run hundreds of cases; on a machine busy with the other packages' suites
    // (CI runs every project at once) a correct one can outlast the 5 s default.
    testTimeout: 20_000,
    exclude: ['**/node_modules/**', ...postgresOnly],
  },
});
