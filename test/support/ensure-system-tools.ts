import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { missingToolsMessage, planSystemTools, type SystemTool } from './system-tools';

/** Whether `command` is an executable on PATH (what `command -v` answers). */
function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((directory) => {
    try {
      accessSync(join(directory, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function succeeds(command: string, args: readonly string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** An error vitest shows as its message alone: the one line is the whole report, no stack. */
function oneLineError(message: string): Error {
  const error = new Error(message);
  error.stack = message;
  return error;
}

/**
 * Global set-up of the projects whose tests run `tools`: installs the missing ones with apt-get
 * as .ci/run does (as root, or through passwordless sudo), else fails the run at once with one
 * line naming what to install. Never skips: a missing oracle is a broken set-up, not a pass.
 */
export function ensureSystemTools(tools: readonly SystemTool[]): void {
  const missingNow = () => tools.filter((tool) => !onPath(tool));
  const isRoot = process.getuid?.() === 0;
  const plan = planSystemTools({
    missing: missingNow(),
    hasAptGet: onPath('apt-get'),
    canBeRoot: isRoot || (onPath('sudo') && succeeds('sudo', ['-n', 'true'])),
  });
  if (plan.action === 'none') return;
  if (plan.action === 'fail') throw oneLineError(plan.message);
  const asRoot = (args: string[]): [string, string[]] => (isRoot ? ['env', ['DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args]] : ['sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args]]);
  // Another project's set-up may be installing at the same moment: wait for apt's lock, do not fail on it.
  const lock = ['-o', 'DPkg::Lock::Timeout=300'];
  console.error(`Installing ${plan.packages.join(' ')} for the tests (apt-get)…`);
  try {
    execFileSync(...asRoot([...lock, 'update', '-qq']), { stdio: ['ignore', 'ignore', 'inherit'] });
    execFileSync(...asRoot([...lock, 'install', '-y', '-qq', ...plan.packages]), { stdio: ['ignore', 'ignore', 'inherit'] });
  } catch {
    // apt-get said why on stderr; the one line below still names what is missing.
  }
  const stillMissing = missingNow();
  if (stillMissing.length > 0) throw oneLineError(missingToolsMessage(stillMissing));
}
