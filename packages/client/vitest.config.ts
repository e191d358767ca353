import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'client',
    include: ['test/**/*.test.ts'],
    // The in-process server's first test database is migrated in beforeAll.
    hookTimeout: 60_000,
  },
});
