import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  format: ['esm', 'cjs'],
  target: 'node20',
  // Whitespace and syntax minified, names kept (stack traces and `name`s read as in the source):
  // less to install and to parse at import.
  esbuildOptions(options) {
    options.minifyWhitespace = true;
    options.minifySyntax = true;
  },
};

export default defineConfig([
  // The pure entry (every runtime), the SVG-only one (a small browser bundle) and the Node-only
  // one (sharp), the scan check (zxing-wasm and jsQR, optional peers) and frames (the font); the pure entries'
  // code needs no shims, import.meta or Node globals. `splitting` for CommonJS too: without it
  // each .cjs entry carries its own copy of the shared code (index.cjs and node.cjs were 207 kB
  // and 187 kB, nearly the same bytes).
  { ...shared, entry: { index: 'src/index.ts', svg: 'src/render-svg.ts', node: 'src/node.ts', 'scan-check': 'src/scan-check/index.ts', frames: 'src/frames/index.ts' }, dts: true, clean: true, splitting: true },
  {
    ...shared,
    // The bin and its worker run as ES modules only (the bin points at dist/cli.js); a CommonJS
    // copy would only add 260 kB to every install.
    format: ['esm'],
    // cli.ts is the `quietzone-render` bin (dist/cli.js when published); tsup keeps its shebang.
    // Its --jobs worker threads start dist/cli-render-worker.js, next to it. Both bundle the
    // parts of @quietzone/core they use: the bin then runs in the workspace (where core's
    // exports point at TypeScript).
    entry: { cli: 'src/cli.ts', 'cli-render-worker': 'src/internal/cli-render-worker.ts' },
    noExternal: ['@quietzone/core'],
  },
]);
