import { defineConfig } from 'tsup';

export default defineConfig({
  // cli.ts is the `quietzone-render` bin (dist/cli.js when published); tsup keeps its shebang.
  // Its --jobs worker threads start dist/cli-render-worker.js, next to it.
  entry: { index: 'src/index.ts', cli: 'src/cli.ts', 'cli-render-worker': 'src/internal/cli-render-worker.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
  // import.meta.url in the CommonJS build: src/internal/require-dependency.ts loads resvg and
  // pngjs on first use through createRequire(import.meta.url).
  shims: true,
});
