import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docBlocks, linkTargets, outputMatches, type DocBlock } from './support/doc-blocks';
import { freePort } from './support/quietzone-serve';

// Every fenced block of README.md, CONTRIBUTING.md, docs/*.md and packages/*/README.md is run, compared with what
// a run printed, written as an input file, found in a repository file, or skipped for a stated
// reason (the convention is in CONTRIBUTING.md). One service for every document: README's
// service quick start, run as written on an in-memory database and a free port.

const REPO = fileURLToPath(new URL('..', import.meta.url));
const TSX = join(REPO, 'node_modules/.bin/tsx');
const DOCUMENTS = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(REPO, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`),
  ...readdirSync(join(REPO, 'packages')).map((name) => `packages/${name}/README.md`).filter((path) => existsSync(join(REPO, path))),
];
/** The address every example is written against; the test's service listens elsewhere. */
const DOCUMENTED_ORIGIN = 'localhost:3000';
const BLOCK_TIMEOUT_MS = 60_000;

const read = (path: string) => readFileSync(join(REPO, path), 'utf8');
const where = (document: string, block: DocBlock) => `${document}:${block.line}`;

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function run(command: string, args: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<Run> {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      stderr += `\n(killed after ${BLOCK_TIMEOUT_MS} ms)`;
      process.kill(-child.pid!, 'SIGKILL');
    }, BLOCK_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolveRun({ code, stdout, stderr });
    });
  });
}

let port = 0;
let key = '';
let service: ChildProcess | undefined;
let serviceLog = '';
let workRoot = '';
let binDir = '';

const serviceBlock = () => {
  const blocks = docBlocks(read('README.md')).filter((block) => block.action.kind === 'shell' && /\bpnpm start\b/.test(block.body));
  expect(blocks, 'README.md has one runnable block that starts the service with pnpm start').toHaveLength(1);
  return blocks[0]!;
};

function environment(): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${binDir}:${process.env.PATH}`, KEY: key, NO_COLOR: '1', FORCE_COLOR: '0' };
}

beforeAll(async () => {
  workRoot = await mkdtemp(join(tmpdir(), 'quietzone-docs-'));
  // The two bins as `npm i -g` installs them, from the workspace's sources.
  binDir = join(workRoot, 'bin');
  await mkdir(binDir);
  for (const [bin, source] of [
    ['quietzone', 'packages/server/src/cli.ts'],
    ['quietzone-render', 'packages/render/src/cli.ts'],
  ] as const) {
    await writeFile(join(binDir, bin), `#!/bin/sh\nexec "${TSX}" "${join(REPO, source)}" "$@"\n`);
    await chmod(join(binDir, bin), 0o755);
  }

  const block = serviceBlock();
  key = /export KEY=(\S+)/.exec(block.body)?.[1] ?? '';
  expect(key, 'the service quick start exports KEY, the admin key every example uses').toMatch(/^svc_sk_/);
  port = await freePort();
  service = spawn('bash', ['-c', `set -e\n${block.body}\nwait`], {
    cwd: REPO,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Every document's examples share the one key: its per-minute limit is raised, nothing else.
    env: { ...process.env, DATABASE_URL: 'memory://', PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, RATE_LIMIT_PER_MINUTE: '100000' },
  });
  service.stdout!.on('data', (chunk: Buffer) => (serviceLog += chunk.toString()));
  service.stderr!.on('data', (chunk: Buffer) => (serviceLog += chunk.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/v1/health`).then((response) => response.ok, () => false);
    if (up) break;
    if (service.exitCode !== null || Date.now() > deadline) throw new Error(`the README's service block did not start:\n${serviceLog}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}, 120_000);

afterAll(async () => {
  if (service?.pid !== undefined && service.exitCode === null) {
    process.kill(-service.pid, 'SIGTERM');
    await new Promise((done) => service!.once('exit', done));
  }
  if (workRoot) await rm(workRoot, { recursive: true, force: true });
});

/** The example as the test runs it: against the test's service instead of port 3000. */
const onTestService = (text: string) => text.replaceAll(DOCUMENTED_ORIGIN, `localhost:${port}`);

/** Names a shell block assigns, so the next block of the same document sees them. */
const assigned = (body: string) => [...body.matchAll(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=/gm)].map((match) => match[1]!);

async function runDocument(document: string): Promise<void> {
  const blocks = docBlocks(read(document));
  const dir = join(workRoot, document.replaceAll('/', '_'));
  await mkdir(dir, { recursive: true });
  // Scripts import the published names (@quietzone/render, …) from the workspace.
  await symlink(join(REPO, 'test/node_modules'), join(dir, 'node_modules'));
  const service = document === 'README.md' ? serviceBlock() : undefined;
  const names = new Set<string>();
  let last: { block: DocBlock; result: Run } | undefined;

  for (const block of blocks) {
    const at = where(document, block);
    const action = block.action;
    switch (action.kind) {
      case 'unmarked':
        throw new Error(`${at}: a \`${block.language}\` block that is neither run nor marked (see CONTRIBUTING.md, "Code blocks in documents")`);
      case 'not-run':
        expect(action.reason.length, `${at}: a not-run block says why`).toBeGreaterThan(10);
        break;
      case 'writes':
        expect(action.file, `${at}: writes= names a file`).toMatch(/^[\w.-]+$/);
        await writeFile(join(dir, action.file), block.body);
        break;
      case 'excerpt':
        expect(existsSync(join(REPO, action.file)), `${at}: file=${action.file} exists`).toBe(true);
        expect(read(action.file).includes(block.body), `${at}: the block is an excerpt of ${action.file}`).toBe(true);
        break;
      case 'output': {
        expect(last, `${at}: an output block follows a block that ran`).toBeDefined();
        const verdict = outputMatches(onTestService(block.body), last!.result.stdout);
        if (!verdict.ok) throw new Error(`${at}: the output of ${where(document, last!.block)} lacks\n  ${verdict.missing}\nit printed:\n${last!.result.stdout}`);
        break;
      }
      case 'shell': {
        if (block === service || (service && block.line === service.line)) break;
        const state = join(dir, '.block-state');
        const body = onTestService(block.body);
        for (const name of assigned(body)) names.add(name);
        const script = [
          'set -eo pipefail',
          `[ -f '${state}' ] && source '${state}'`,
          body,
          names.size > 0 ? `declare -p ${[...names].join(' ')} > '${state}' 2>/dev/null || true` : '',
        ].join('\n');
        const result = await run('bash', ['-c', script], { cwd: dir, env: environment() });
        if (result.code !== 0) throw new Error(`${at}: exit ${result.code}\n${result.stderr}\n${result.stdout}`);
        last = { block, result };
        break;
      }
      case 'script': {
        const file = join(dir, `block-${block.line}.${block.language.startsWith('j') ? 'mjs' : 'mts'}`);
        await writeFile(file, onTestService(block.body));
        const result = await run(TSX, [file], { cwd: dir, env: environment() });
        if (result.code !== 0) throw new Error(`${at}: exit ${result.code}\n${result.stderr}\n${result.stdout}`);
        last = { block, result };
        break;
      }
    }
  }
}

describe('code blocks in the documents', () => {
  for (const document of DOCUMENTS) {
    // Documents share only the service, so they run side by side.
    it.concurrent(`${document}: every block runs, or matches what a run printed or a file`, () => runDocument(document), 5 * BLOCK_TIMEOUT_MS);
  }
});

describe('links in the documents', () => {
  for (const document of DOCUMENTS) {
    it(`${document}: every link is a file of the repository${document.startsWith('packages/') ? ', inside its package' : ''}`, () => {
      const home = document.startsWith('packages/') ? resolve(REPO, dirname(document)) : REPO;
      const wrong = linkTargets(read(document)).filter((target) => {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return true;
        const path = resolve(REPO, dirname(document), decodeURIComponent(target.split('#')[0]!));
        return relative(home, path).startsWith('..') || !existsSync(path);
      });
      expect(wrong).toEqual([]);
    });
  }
});

describe('the configuration reference', () => {
  it('lists the same variables, cell for cell, in docs/configuration.md and the server package README', () => {
    const rows = (document: string) => {
      const lines = read(document).split('\n');
      const header = lines.indexOf('| variable | default | meaning |');
      const end = lines.findIndex((line, index) => index > header && !line.startsWith('|'));
      return lines.slice(header, end);
    };
    expect(rows('docs/configuration.md').length).toBeGreaterThan(20);
    expect(rows('packages/server/README.md')).toEqual(rows('docs/configuration.md'));
  });
});
