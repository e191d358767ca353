import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The real `quietzone serve` process for end-to-end tests: the CLI `pnpm start` runs (from
 * TypeScript source through tsx), on an in-memory database, a free loopback port and a known
 * bootstrap admin key.
 */

const CLI = fileURLToPath(new URL('../../packages/server/bin/quietzone.mjs', import.meta.url));

export interface RunningQuietzone {
  readonly baseUrl: string;
  readonly adminKey: string;
  /** The service's `/v1` API with the admin key; JSON bodies as strings get their content type. */
  readonly api: (path: string, init?: RequestInit) => Promise<{ status: number; body: any }>;
  readonly stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** `env`: further settings for the server (METRICS_TOKEN, WEBHOOK_ALLOW_PRIVATE_NETWORKS, …). */
export async function startQuietzone(env: Readonly<Record<string, string>> = {}): Promise<RunningQuietzone> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const adminKey = `svc_sk_${randomBytes(24).toString('base64url')}`;
  const child: ChildProcess = spawn(process.execPath, [CLI, 'serve'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: 'memory://', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: baseUrl, ADMIN_API_KEY: adminKey, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (!output.includes('"message":"listening"')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`quietzone serve did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  async function api(path: string, init: RequestInit = {}): Promise<{ status: number; body: any }> {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${adminKey}`);
    if (typeof init.body === 'string') headers.set('content-type', 'application/json');
    const res = await fetch(`${baseUrl}/v1${path}`, { ...init, headers });
    const text = await res.text();
    return { status: res.status, body: text === '' ? null : JSON.parse(text) };
  }

  async function stop(): Promise<void> {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  return { baseUrl, adminKey, api, stop };
}
