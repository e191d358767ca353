import { defineConfig } from 'tsup';

export default defineConfig({
  // The render worker is an entry of its own: worker threads load it by file name, beside
  // the bundle that starts them (images/render-pool.ts).
  entry: { index: 'src/index.ts', cli: 'src/cli.ts', 'render-worker': 'src/images/render-worker.ts' },
  // ESM only: h3 and rou3 are ESM-only, so a CommonJS build's types could not import theirs
  // (TS1479 under node16). Node ≥ 20.19 (engines) can still require() this ESM build.
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  target: 'node20',
});
