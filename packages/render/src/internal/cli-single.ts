// quietzone-render's one-code outputs: `-o FILE` (the format its extension names), `-o -`
// (the bytes on stdout) and --terminal (the code drawn in the terminal).
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, relative } from 'node:path';
import { parseErrorCorrection, type ImageFormat } from '@quietzone/core';
import type { RenderOptions } from '../render-options';
import { toTerminal } from '../to-terminal';
import type { BatchRow, BatchRowProblem } from './batch-rows';
import { EXIT_OK, EXIT_SOME_FAILED } from './exit-codes';
import { renderRow, type RowSettings } from './render-row';
import type { ScanVerifier } from './cli-verify';
import type { PressCheck } from '@quietzone/core';
import { filePressWarning } from './cli-press-check';

/** Where one code's file goes: a path (written as is, its folder created) or standard output. */
export type SingleTarget = { readonly kind: 'file'; readonly path: string } | { readonly kind: 'stdout' };

export interface SinglePlan {
  readonly source: string;
  readonly row: BatchRow;
  readonly problems: readonly BatchRowProblem[];
  readonly format: ImageFormat;
  readonly settings: RowSettings;
  readonly target: SingleTarget;
  readonly quiet: boolean;
  /** --verify: the written file put through the scan check; a failure is a problem. */
  readonly verify?: ScanVerifier;
  /** --press-dpi / --min-module-mm: a PDF's or EPS's module too fine is a warning on stderr. */
  readonly press?: PressCheck;
}

/** Renders the one code to its target; a code that cannot be drawn is reported, exit 1. */
export async function renderSingle(plan: SinglePlan): Promise<number> {
  const [file] = await renderRow(plan.row.content, [plan.format], plan.settings);
  if (!file!.ok) return reportProblems(plan.source, [...plan.problems, { line: plan.row.line, message: file!.message }]);
  await writeSingle(plan.target, file!.bytes, plan.quiet);
  if (plan.target.kind === 'file' && !plan.quiet) process.stderr.write(`quietzone-render: wrote 1 file to ${plan.target.path}\n`);
  const { options, logo } = plan.settings;
  const warning = filePressWarning(plan.row.content, plan.format, logo ? { ...options, ecc: 'H' } : options, plan.press ?? {});
  const name = plan.target.kind === 'file' ? basename(plan.target.path) : 'stdout';
  if (warning) process.stderr.write(`${plan.source}:${plan.row.line}: ${name}: warning: ${warning}\n`);
  const failure = plan.verify ? await plan.verify(plan.row.content) : undefined;
  if (!failure) return reportProblems(plan.source, plan.problems);
  return reportProblems(plan.source, [...plan.problems, { line: plan.row.line, message: `${name}: ${failure}` }]);
}

/** Writes one output to its target; a file's path goes to stdout as in a batch (not with --quiet). */
export async function writeSingle(target: SingleTarget, bytes: Uint8Array, quiet: boolean): Promise<void> {
  if (target.kind === 'stdout') {
    await new Promise<void>((resolve, reject) => process.stdout.write(bytes, (error) => (error ? reject(error) : resolve())));
    return;
  }
  await mkdir(dirname(target.path), { recursive: true });
  await writeFile(target.path, bytes);
  if (!quiet) process.stdout.write(`${relative(process.cwd(), target.path) || target.path}\n`);
}

/** --terminal: the code as UTF-8 half blocks (black on white in ANSI colors) on stdout. */
export function printTerminal(content: string, asked: RenderOptions['ecc']): number {
  const ecc = parseErrorCorrection(asked);
  process.stdout.write(`${toTerminal(content, ecc === undefined ? {} : { ecc })}\n`);
  return EXIT_OK;
}

function reportProblems(source: string, problems: readonly BatchRowProblem[]): number {
  for (const problem of problems) process.stderr.write(`${source}:${problem.line}: ${problem.message}\n`);
  return problems.length > 0 ? EXIT_SOME_FAILED : EXIT_OK;
}
