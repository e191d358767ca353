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

/** `workerd serve` of the corpus worker on a free port, fetched once (retried while it starts). */
export async function inWorkerd(dir: string): Promise<RenderedOutput[]> {
  const port = await freePort();
  const child = spawn(runtimeBinary('workerd'), ['serve', 'corpus.capnp', '--socket-addr', `http=127.0.0.1:${port}`], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<never>((_, reject) => child.on('exit', (code) => reject(new Error(`workerd exited ${code}: ${stderr}`))));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await Promise.race([fetch(`http://127.0.0.1:${port}/`), exited]);
        if (!response.ok) throw new Error(`workerd answered ${response.status}: ${await response.text()} ${stderr}`);
        return (await response.json()) as RenderedOutput[];
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

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/** The page index.html served from `dir` on localhost, loaded in `browser`; it imports the bundle as a module. */
export async function inChromium(browser: Browser, dir: string): Promise<RenderedOutput[]> {
  const server = createHttpServer(async (request, response) => {
    const name = new URL(request.url ?? '/', 'http://localhost').pathname.slice(1) || 'index.html';
    const type = CONTENT_TYPES[extname(name)];
    if (!type || name.includes('/')) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': type }).end(await readFile(join(dir, name)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    // The functions run in the page (playwright sends their text), where index.html leaves its
    // globals; `globalThis` because this file is type-checked without the DOM library.
    await page.waitForFunction(() => {
      const scope = globalThis as unknown as PageGlobals;
      return scope.corpusOutputs !== undefined || scope.corpusError !== undefined;
    }, undefined, { timeout: 60_000 });
    const { corpusOutputs: outputs, corpusError: error } = await page.evaluate(() => {
      const scope = globalThis as unknown as PageGlobals;
      return { corpusOutputs: scope.corpusOutputs, corpusError: scope.corpusError };
    });
    if (error || errors.length > 0) throw new Error(`Chromium: ${error ?? errors.join('; ')}`);
    return outputs!;
  } finally {
    await page.close();
    server.close();
  }
}
