import { execFile, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import type { RenderedOutput } from './render-corpus';
import { runtimeBinary } from './runtime-binaries';

const run = promisify(execFile);
/** The outputs are a few MB of JSON on stdout. */
const MAX_OUTPUT = 64 * 1024 * 1024;

/** The corpus bundle in `dir` (see writeCorpusBundle) run by a command-line runtime. */
async function printCorpus(command: string, args: readonly string[], dir: string): Promise<RenderedOutput[]> {
  const { stdout } = await run(command, [...args, 'print-corpus.mjs'], {
    cwd: dir,
    maxBuffer: MAX_OUTPUT,
    env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', DENO_DIR: join(dir, '.deno'), NO_COLOR: '1' },
  });
  return JSON.parse(stdout) as RenderedOutput[];
}

export const inNode = (dir: string) => printCorpus(process.execPath, [], dir);
// No permission flag: the bundle reads nothing, writes only stdout and needs no network.
export const inDeno = (dir: string) => printCorpus(runtimeBinary('deno'), ['run', '--quiet', '--no-config', '--no-lock'], dir);
export const inBun = (dir: string) => printCorpus(runtimeBinary('bun'), [], dir);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** `workerd serve` of the corpus worker on a free port, fetched once. */
export async function inWorkerd(dir: string): Promise<RenderedOutput[]> {
  return (await fetchFromWorkerd(dir, 'corpus.capnp', '/')).json() as Promise<RenderedOutput[]>;
}

/**
 * `workerd serve` of the config `capnp` in `dir` (its socket "http") on a free port, and the
 * answer to one GET of `path` (retried while workerd starts), read before workerd is stopped.
 */
export async function fetchFromWorkerd(dir: string, capnp: string, path: string): Promise<Response> {
  const port = await freePort();
  const child = spawn(runtimeBinary('workerd'), ['serve', capnp, '--socket-addr', `http=127.0.0.1:${port}`], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<never>((_, reject) => child.on('exit', (code) => reject(new Error(`workerd exited ${code}: ${stderr}`))));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await Promise.race([fetch(`http://127.0.0.1:${port}${path}`), exited]);
        if (!response.ok) throw new Error(`workerd answered ${response.status}: ${await response.text()} ${stderr}`);
        return new Response(await response.arrayBuffer(), { headers: response.headers });
      } catch (error) {
        // Connection refused while workerd starts; anything else, or a start that takes 30 s, fails.
        if (!(error instanceof TypeError) || attempt >= 300) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    child.kill();
  }
}

interface PageGlobals {
  corpusOutputs?: RenderedOutput[];
  corpusError?: string;
}

/** The page index.html served from `dir` on localhost, loaded in `browser`; it imports the bundle as a module. */
export async function inChromium(browser: Browser, dir: string): Promise<RenderedOutput[]> {
  const { corpusOutputs: outputs, corpusError: error } = await loadPage(browser, dir, 'index.html', () => {
    // The functions run in the page (playwright sends their text), where index.html leaves its
    // globals; `globalThis` because this file is type-checked without the DOM library.
    const scope = globalThis as unknown as PageGlobals;
    return scope.corpusOutputs === undefined && scope.corpusError === undefined ? undefined : { corpusOutputs: scope.corpusOutputs, corpusError: scope.corpusError };
  });
  if (error) throw new Error(`Chromium: ${error}`);
  return outputs!;
}

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/**
 * The page `name`, served with its scripts from `dir` on localhost, loaded in `browser` until
 * `read` (run in the page) returns something, which is returned; an error the page throws fails.
 */
export async function loadPage<T>(browser: Browser, dir: string, name: string, read: () => T | undefined): Promise<T> {
  const server = createHttpServer(async (request, response) => {
    const file = new URL(request.url ?? '/', 'http://localhost').pathname.slice(1) || name;
    const type = CONTENT_TYPES[extname(file)];
    if (!type || file.includes('/')) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': type }).end(await readFile(join(dir, file)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/${name}`);
    const result = await page.waitForFunction(read, undefined, { timeout: 60_000 });
    if (errors.length > 0) throw new Error(`Chromium: ${errors.join('; ')}`);
    return (await result.jsonValue()) as T;
  } finally {
    await page.close();
    server.close();
  }
}
