import { writeFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';

/**
 * The library's entries: pure (every runtime), SVG only (a small browser bundle), Node only
 * (sharp), the scan check (optional peers) and frames (they carry the bundled font).
 */
const LIBRARY = { index: 'src/index.ts', svg: 'src/render-svg.ts', node: 'src/node.ts', 'scan-check': 'src/scan-check/index.ts', frames: 'src/frames/index.ts' };

const shared: Options = {
  target: 'node20',
  splitting: true,
  // The few rules of @quietzone/core that render uses (colors, contrast, spellings: ~6 kB of
  // its ~90 kB) are bundled in, so installing render installs no core and importing it parses
  // none of core's other rules.
  noExternal: ['@quietzone/core'],
  // Whitespace and syntax minified, names kept (stack traces and `name`s read as in the source):
  // less to install and to parse at import.
  esbuildOptions(options) {
    options.minifyWhitespace = true;
    options.minifySyntax = true;
  },
};

export default defineConfig((cli) => {
  const declarations = cli.dts !== false;
  // `--format esm` (the cross-runtime test's build) overrides each config's format: the CommonJS
  // one would then write the same ES entries into the same folder, racing the first.
  const commonJs = cli.format === undefined || [cli.format].flat().includes('cjs');
  const configs: Options[] = [
    {
      ...shared,
      // ES modules: the library and the `quietzone-render` bin (dist/cli.js; tsup keeps its
      // shebang) with its --jobs worker (dist/cli-render-worker.js, beside it), sharing one set of
      // chunks, so the bin adds only its own code.
      format: ['esm'],
      entry: { ...LIBRARY, cli: 'src/cli.ts', 'cli-render-worker': 'src/internal/cli-render-worker.ts' },
      clean: true,
      // One declaration set, the CommonJS one below: each ESM entry's .d.ts re-exports its .d.cts
      // (an ES module may import CommonJS types; the reverse is an error), half the bytes of two
      // identical sets.
      async onSuccess() {
        if (!declarations) return;
        const outDir = cli.outDir ?? 'dist';
        await Promise.all(Object.keys(LIBRARY).map((name) => writeFile(`${outDir}/${name}.d.ts`, `export * from './${name}.cjs';\n`)));
      },
    },
  ];
  if (!commonJs) return configs;
  return [
    ...configs,
    {
      ...shared,
      // CommonJS for require() of the library; the bin runs as an ES module only.
      format: ['cjs'],
      entry: LIBRARY,
      // core's types are written into render's declarations, as its code is into the chunks
      // (core is a devDependency): resolved through `paths` to core's source, it is not an
      // external library to rollup-plugin-dts.
      dts: declarations ? { compilerOptions: { paths: { '@quietzone/core': ['../core/src/index.ts'] } } } : false,
    },
  ];
});
