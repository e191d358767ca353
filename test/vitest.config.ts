import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    // Finds zbarimg, pdftoppm, gs, chromium and caddy, installing what is missing when it may (pnpm test on a fresh machine).
    globalSetup: ['support/global-setup-e2e.ts'],
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
