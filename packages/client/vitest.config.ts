import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'client',
    include: ['test/**/*.test.ts'],
    // The in-process server's test database is a copy of one migrated once for the run.
    globalSetup: ['../server/test/helpers/global-setup-migrated-template.ts'],
    hookTimeout: 60_000,
  },
});
