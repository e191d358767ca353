import { defineConfig } from 'vitest/config';

// One project per package plus the end-to-end suite (STYLE.md: the root config runs packages/* as projects).
export default defineConfig({
  test: {
    projects: ['packages/*', 'test'],
  },
});
