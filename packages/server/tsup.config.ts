import { defineConfig } from 'tsup';

export default defineConfig({
  // The render worker is an entry of its own: worker threads load it by file name, beside
  // the bundle that starts them (images/render-pool.ts).
  entry: { index: 'src/index.ts', cli: 'src/cli.ts', 'render-worker': 'src/images/render-worker.ts' },
  format: ['esm', 'cjs'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  target: 'node20',
  // import.meta.url (used to find migrations/) in the CommonJS build too.
  shims: true,
});
