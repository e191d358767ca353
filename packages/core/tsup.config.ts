import { defineConfig } from 'tsup';

export default defineConfig({
  // Three entries: the pure rules (no zod, no node:*), the API schemas (zod, a peer
  // dependency) and the Node-only webhook signatures (node:crypto).
  entry: ['src/index.ts', 'src/schemas.ts', 'src/node.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  // CommonJS entries share chunks as the ESM ones do, instead of each carrying the rules.
  splitting: true,
  clean: true,
  target: 'node20',
  // Whitespace and syntax minified, names kept (stack traces and `name`s read as in the source):
  // less to install and to parse at import.
  esbuildOptions(options) {
    options.minifyWhitespace = true;
    options.minifySyntax = true;
  },
});
