import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/quietzone.mjs', import.meta.url));

export interface CliRun {
  readonly child: ChildProcess;
  stdout: string;
  stderr: string;
  readonly exited: Promise<number | null>;
}

/** Runs the real `quietzone` CLI in its own process with the given environment. */
export function runCli(args: string[], env: Record<string, string | undefined>): CliRun {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: CliRun = {
    child,
    stdout: '',
    stderr: '',
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
  child.stdout!.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  return run;
}

/** Starts `quietzone serve` on a free port and resolves with its URL once it listens. */
export async function serveCli(env: Record<string, string | undefined>, timeoutMs = 120_000): Promise<CliRun & { url: string }> {
  const run = runCli(['serve'], { HOST: '127.0.0.1', PORT: '0', ...env });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = /"url":"([^"]+)".*"message":"listening"/.exec(run.stdout);
    if (match) return Object.assign(run, { url: match[1]! });
    if (run.child.exitCode !== null || Date.now() > deadline) {
      run.child.kill('SIGKILL');
      throw new Error(`serve did not start:\n${run.stdout}\n${run.stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The bootstrap key in `quietzone serve`'s stderr (never on stdout, the JSON log). */
export function bootstrapKeyOf(stderr: string): string | undefined {
  return /Bootstrap org_admin API key[^\n]*\n\s+(svc_sk_\S+)/.exec(stderr)?.[1];
}
