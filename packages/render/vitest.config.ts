import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'render',
    include: ['test/**/*.test.ts'],
    // Property tests run hundreds of cases; on a machine busy with the other packages' suites
    // (CI runs every project at once) a correct one can outlast the 5 s default.
    testTimeout: 20_000,
    globalSetup: ['../../test/support/global-setup-print-tools.ts'],
  },
});
