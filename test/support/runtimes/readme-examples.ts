import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { renderDistEntry } from './corpus-bundle';
import { fetchFromWorkerd, loadPage } from './run-corpus';
import { runtimeBinary } from './runtime-binaries';

const run = promisify(execFile);
const EXAMPLES = fileURLToPath(new URL('../../../packages/render/examples/', import.meta.url));

/** The render README's examples for a browser, Deno and a Worker, as bundles in `dir` (beside the corpus's built dist). */
export async function writeReadmeExamples(dir: string): Promise<void> {
  const render = renderDistEntry(dir);
  const result = await build({
    entryPoints: { 'readme-browser': join(EXAMPLES, 'browser.ts'), 'readme-deno': join(EXAMPLES, 'deno.ts'), 'readme-worker': join(EXAMPLES, 'worker.ts') },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    outdir: dir,
    // `npm:@quietzone/render` is how Deno fetches the published package; here it is the built dist.
    plugins: [{ name: 'quietzone-dist', setup: (bundle) => bundle.onResolve({ filter: /^(npm:)?@quietzone\/render$/ }, () => ({ path: render })) }],
    logLevel: 'silent',
  });
  if (result.errors.length > 0) throw new Error(`README examples: ${result.errors.map((error) => error.text).join('; ')}`);
  await writeFile(join(dir, 'readme-browser.html'), BROWSER_PAGE);
  await writeFile(join(dir, 'readme-worker.capnp'), WORKER_CONFIG);
}

/** A canvas with a drawn logo and an img, as the browser example expects; it leaves its outcome on window. */
const BROWSER_PAGE = `<!doctype html><meta charset="utf-8"><title>README example</title>
<canvas width="120" height="120"></canvas><img alt="">
<script>
const context = document.querySelector('canvas').getContext('2d');
context.fillStyle = '#c81e3c';
context.fillRect(10, 10, 100, 100);
import('./readme-browser.js').catch((error) => { window.readmeError = String((error && error.stack) || error); });
</script>
`;

const WORKER_CONFIG = `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [ (name = "main", worker = .readmeWorker) ],
  sockets = [ (name = "http", address = "127.0.0.1:8080", http = (), service = "main") ],
);

const readmeWorker :Workerd.Worker = (
  modules = [ (name = "readme-worker.js", esModule = embed "readme-worker.js") ],
  compatibilityDate = "2025-09-01",
);
`;

interface BrowserExample {
  readonly src: string;
  readonly pdf: string;
}

/** The browser example in headless Chromium: the img's data: URL and the PDF's bytes. */
export async function browserExample(browser: Browser, dir: string): Promise<{ src: string; pdf: Uint8Array }> {
  const { example, error } = await loadPage(browser, dir, 'readme-browser.html', () => {
    const scope = globalThis as unknown as { readmeExample?: BrowserExample; readmeError?: string };
    return scope.readmeExample === undefined && scope.readmeError === undefined ? undefined : { example: scope.readmeExample, error: scope.readmeError };
  });
  if (error || !example) throw new Error(`README browser example: ${error}`);
  return { src: example.src, pdf: new Uint8Array(Buffer.from(example.pdf, 'base64')) };
}

/** The Deno example, allowed to write menu.png and nothing else: the file it wrote. */
export async function denoExample(dir: string): Promise<Uint8Array> {
  await run(runtimeBinary('deno'), ['run', '--quiet', '--no-config', '--no-lock', '--allow-write=menu.png', 'readme-deno.js'], {
    cwd: dir,
    env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', DENO_DIR: join(dir, '.deno'), NO_COLOR: '1' },
  });
  return new Uint8Array(await readFile(join(dir, 'menu.png')));
}

/** The Worker served by workerd, asked for `content`: its answer's content type and body. */
export async function workerExample(dir: string, content: string): Promise<{ type: string | null; body: Uint8Array }> {
  const response = await fetchFromWorkerd(dir, 'readme-worker.capnp', `/?q=${encodeURIComponent(content)}`);
  return { type: response.headers.get('content-type'), body: new Uint8Array(await response.arrayBuffer()) };
}
