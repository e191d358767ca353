import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { logoPng } from '../../../packages/render/test/support/logo-png';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TSUP = join(ROOT, 'node_modules/.bin/tsup');

/** Where writeCorpusBundle leaves render's built ESM entry in `dir`. */
export const renderDistEntry = (dir: string) => join(dir, 'dist/render/index.js');

/**
 * Builds core and render as they are published (each package's own tsup config, ESM, without
 * declarations) into `dir/dist`, the way `pnpm pack`'s prepack does.
 */
async function buildDist(dir: string): Promise<{ core: string; render: string }> {
  const out = { core: join(dir, 'dist/core'), render: join(dir, 'dist/render') };
  await Promise.all(
    (['core', 'render'] as const).map((name) =>
      run(TSUP, ['--out-dir', out[name], '--format', 'esm', '--no-dts', '--silent'], { cwd: join(ROOT, 'packages', name) }),
    ),
  );
  return { core: join(out.core, 'index.js'), render: renderDistEntry(dir) };
}

/** The files each runtime loads, all beside the bundle `corpus.js` (ESM exporting `renderCorpus`). */
const FILES = {
  // Node, Deno and Bun: prints the outputs as JSON on stdout.
  'print-corpus.mjs': `import { renderCorpus } from './corpus.js';\nconsole.log(JSON.stringify(await renderCorpus()));\n`,
  // workerd: answers any request with the outputs as JSON.
  'worker.mjs': `import { renderCorpus } from './corpus.js';\nexport default { async fetch() { return new Response(JSON.stringify(await renderCorpus()), { headers: { 'content-type': 'application/json' } }); } };\n`,
  'corpus.capnp': `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [ (name = "main", worker = .corpusWorker) ],
  sockets = [ (name = "http", address = "127.0.0.1:8080", http = (), service = "main") ],
);

const corpusWorker :Workerd.Worker = (
  modules = [
    (name = "worker.mjs", esModule = embed "worker.mjs"),
    (name = "corpus.js", esModule = embed "corpus.js"),
  ],
  compatibilityDate = "2025-09-01",
);
`,
  // Chromium: a page that loads the bundle as a module and leaves the outcome on window.
  'index.html': `<!doctype html><meta charset="utf-8"><title>corpus</title>
<script type="module">
import { renderCorpus } from './corpus.js';
renderCorpus().then((outputs) => { window.corpusOutputs = outputs; }, (error) => { window.corpusError = String(error && error.stack || error); });
</script>
`,
} as const;

/**
 * Writes into `dir` the corpus renderer bundled for the browser (esbuild, `platform: 'browser'`)
 * from the built dist of render and core, and the small files each runtime starts it from.
 */
export async function writeCorpusBundle(dir: string): Promise<void> {
  const dist = await buildDist(dir);
  const logo = Buffer.from(logoPng({ r: 200, g: 30, b: 60 })).toString('base64');
  const result = await build({
    entryPoints: [fileURLToPath(new URL('render-corpus.ts', import.meta.url))],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    outfile: join(dir, 'corpus.js'),
    alias: { '@quietzone/render': dist.render, '@quietzone/core': dist.core },
    // The built dist sits outside the workspace: its dependencies (fflate) come from render's.
    nodePaths: [join(ROOT, 'packages/render/node_modules')],
    define: { CORPUS_LOGO_PNG_BASE64: JSON.stringify(logo) },
    logLevel: 'silent',
  });
  if (result.errors.length > 0) throw new Error(`corpus bundle: ${result.errors.map((error) => error.text).join('; ')}`);
  await mkdir(dir, { recursive: true });
  await Promise.all(Object.entries(FILES).map(([name, text]) => writeFile(join(dir, name), text)));
}
