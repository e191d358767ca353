import { createRequire } from 'node:module';

/**
 * `require` for this package's CommonJS dependencies, so a synchronous writer can load a heavy
 * one (resvg's native binding, pngjs) on first use rather than when the package is imported.
 * `import.meta.url` is shimmed in the CommonJS build (tsup.config.ts, `shims`).
 */
export const requireDependency = createRequire(import.meta.url);
