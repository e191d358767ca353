import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  format: ['esm', 'cjs'],
  sourcemap: true,
  target: 'node20',
  // import.meta.url in the CommonJS build: src/internal/require-dependency.ts loads resvg and
  // pngjs on first use through createRequire(import.meta.url).
  shims: true,
};

export default defineConfig([
  { ...shared, entry: { index: 'src/index.ts' }, dts: true, clean: true },
  {
    ...shared,
    // cli.ts is the `quietzone-render` bin (dist/cli.js when published); tsup keeps its shebang.
    // Its --jobs worker threads start dist/cli-render-worker.js, next to it. Both bundle the
    // parts of @quietzone/core they use: the bin then runs in the workspace (where core's
    // exports point at TypeScript) and starts without loading core's schemas (zod).
    entry: { cli: 'src/cli.ts', 'cli-render-worker': 'src/internal/cli-render-worker.ts' },
    noExternal: ['@quietzone/core'],
  },
]);
