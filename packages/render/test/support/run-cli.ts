import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
export const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
// Each run starts node + tsx + sharp: about a second on this machine, more under load.
export const RUN_TIMEOUT_MS = 60_000;

export interface Run<Output = string> {
  readonly code: number;
  readonly stdout: Output;
  readonly stderr: string;
}

/** quietzone-render from source in `cwd`, with `input` on standard input if given; stdout as text. */
export function runCli(cwd: string, args: readonly string[], input?: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [TSX_CLI, CLI, ...args], { cwd }, (error, stdout, stderr) => {
      resolve({ code: exitCode(error), stdout, stderr });
    });
    if (input !== undefined) child.stdin!.end(input);
  });
}

/** As {@link runCli}, with stdout as bytes (a file written to it). */
export function runCliBytes(cwd: string, args: readonly string[]): Promise<Run<Buffer>> {
  return new Promise((resolve) => {
    execFile(process.execPath, [TSX_CLI, CLI, ...args], { cwd, encoding: 'buffer' }, (error, stdout, stderr) => {
      resolve({ code: exitCode(error), stdout, stderr: stderr.toString('utf8') });
    });
  });
}

function exitCode(error: { code?: unknown } | null): number {
  return error ? (typeof error.code === 'number' ? error.code : -1) : 0;
}
