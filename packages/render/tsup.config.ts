import { defineConfig } from 'tsup';

export default defineConfig({
  // cli.ts is the `quietzone-render` bin (dist/cli.js when published); tsup keeps its shebang.
  entry: ['src/index.ts', 'src/cli.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
  // import.meta.url in the CommonJS build: src/internal/require-dependency.ts loads resvg and
  // pngjs on first use through createRequire(import.meta.url).
  shims: true,
});
