import { copyFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { defineConfig } from 'tsup';
import { BUILT_SCALAR_FILE } from './src/docs/scalar-bundle';

/**
 * GET /docs serves Scalar's single-file browser bundle. @scalar/api-reference is a
 * devDependency, so the build carries a copy of that one file beside dist/index.js, where
 * src/docs/scalar-bundle.ts looks first: the published server needs neither the package nor
 * the network for its docs.
 */
async function copyScalarBundle(): Promise<void> {
  const main = createRequire(resolve('package.json')).resolve('@scalar/api-reference');
  await copyFile(join(dirname(main), 'browser', 'standalone.js'), join('dist', BUILT_SCALAR_FILE));
}

export default defineConfig({
  // The render, XLSX and scan-check workers are entries of their own: worker threads load them by file name, beside
  // the bundle that starts them (images/render-pool.ts).
  entry: { index: 'src/index.ts', cli: 'src/cli.ts', 'render-worker': 'src/images/render-worker.ts', 'xlsx-read-worker': 'src/passports/import/xlsx-read-worker.ts', 'scan-check-worker': 'src/codes/scan-check/scan-check-worker.ts' },
  // ESM only: h3 and rou3 are ESM-only, so a CommonJS build's types could not import theirs
  // (TS1479 under node16). Node ≥ 20.19 (engines) can still require() this ESM build.
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  target: 'node20',
  onSuccess: copyScalarBundle,
});
