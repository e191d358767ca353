import { defineConfig } from 'tsup';

export default defineConfig({
  // cli.ts is the `quietzone-render` bin (dist/cli.js when published); tsup keeps its shebang.
  entry: ['src/index.ts', 'src/cli.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
});
