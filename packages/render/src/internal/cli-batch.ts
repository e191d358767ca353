// quietzone-render's writing half: renders a checked plan into files (or one sheet), the file
// list on stdout, the manifest, and the summary and problems on stderr.
import { renderSheet, type FramedRenderOptions } from '../frames/index';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import { DEFAULT_ERROR_CORRECTION, ERROR_CORRECTION_LEVELS, SYMBOLOGIES, canonicalSpelling, type ImageFormat, type PressCheck } from '@quietzone/core';
import { encodeSymbol } from '../encode-symbol';
import { encodeQr, gridOf } from '../matrix';
import { moduleMmOf, type RenderOptions } from '../render-options';
import { captionWarning, type SheetItem } from '../render-sheet';
import type { SheetPage } from '../sheet-layout';
import type { BatchRow, BatchRowProblem } from './batch-rows';
import { renderInOrder, type RowTask, type ThreadPlan } from './cli-render-pool';
import { manifestCsv, type ManifestRow } from './manifest-csv';
import { filePressWarning } from './cli-press-check';
import { writeSingle, type SingleTarget } from './cli-single';
import { createProgressReporter } from './progress-reporter';
import { sha256Hex } from './render-row';
import { createZipArchive, type ZipArchive } from './zip-archive';
import { EXIT_OK, EXIT_SOME_FAILED, EXIT_USAGE } from './exit-codes';
import type { ScanVerifier } from './cli-verify';

const SHEET_FILE = 'sheet.pdf';
/**
 * The --jobs worker: next to this file's build in dist/ (bundled into cli.js), beside it in
 * src/internal/ when run from source (then started through the loader that registers tsx).
 */
const RENDER_WORKER = import.meta.url.endsWith('.ts')
  ? { workerUrl: new URL('./cli-render-worker.ts', import.meta.url), loaderUrl: new URL('./cli-worker-loader.mjs', import.meta.url) }
  : { workerUrl: new URL('./cli-render-worker.js', import.meta.url), loaderUrl: new URL('./cli-render-worker.js', import.meta.url) };
const MANIFEST_FILE = 'manifest.csv';

/** --caption: what is printed under each code on a sheet. */
export const SHEET_CAPTIONS = ['name', 'content', 'none'] as const;

export type SheetCaption = (typeof SHEET_CAPTIONS)[number];

/** Everything --sheet needs besides the rows and colors. */
export interface SheetPlan {
  readonly page: SheetPage;
  readonly symbolMm: number;
  readonly marginMm?: number;
  readonly gutterMm?: number;
  /** --grid: a fixed grid per page instead of as many cells as fit. */
  readonly columns?: number;
  readonly rows?: number;
  readonly caption: SheetCaption;
  readonly cropMarks: boolean;
}

export interface BatchPlan {
  readonly source: string;
  readonly rows: readonly BatchRow[];
  readonly problems: readonly BatchRowProblem[];
  readonly formats: readonly ImageFormat[];
  readonly options: Omit<FramedRenderOptions, 'format' | 'logo'>;
  readonly logo: Uint8Array | undefined;
  /** Where files go; with --zip, the archive's folder (entries are named as files there would be). */
  readonly outDir: string;
  /** --zip: the archive's path; the files go into it instead of `outDir`. */
  readonly zip: string | undefined;
  readonly sheet: SheetPlan | undefined;
  readonly skipExisting: boolean;
  readonly manifest: boolean;
  /** --press-dpi / --min-module-mm: what each PDF's and EPS's module is checked against (default 0.33 mm). */
  readonly press?: PressCheck;
  /** Threads rendering rows (this one and the rest workers), and when the workers start. */
  readonly jobs: ThreadPlan;
  /** --quiet: no file list, progress line or summary; problems are still reported. */
  readonly quiet?: boolean;
  /** `-o FILE` or `-o -`: the one code's (or the sheet's) file, instead of files in `outDir`. */
  readonly target?: SingleTarget;
  /** --terminal: the one code drawn on stdout, no file. */
  readonly terminal?: boolean;
  /** --verify: each row's written files put through the scan check; a failure is a problem. */
  readonly verify?: ScanVerifier;
}

export async function renderBatch(plan: BatchPlan): Promise<number> {
  const { rows, formats, options, logo, outDir } = plan;
  const problems = [...plan.problems];
  const warnings: BatchRowProblem[] = [];
  const manifest: ManifestRow[] = [];
  await mkdir(outDir, { recursive: true });
  // --skip-existing: files already there are kept, and each row renders just its missing formats.
  const kept = new Map<string, { size: number; sha256: string }>();
  const tasks: RowTask[] = [];
  for (const row of rows) {
    const missing: { format: ImageFormat; path: string }[] = [];
    for (const format of formats) {
      const path = outputPath(outDir, `${row.stem}.${format}`);
      const existing = plan.skipExisting ? await readExisting(path) : undefined;
      if (existing) kept.set(path, { size: existing.length, sha256: plan.manifest ? sha256Hex(existing) : '' });
      else missing.push({ format, path });
    }
    tasks.push({ content: row.content, files: missing });
  }
  let written = 0;
  const archive = plan.zip === undefined ? undefined : createZipArchive(plan.zip);
  const progress = plan.quiet ? { update() {}, finish() {} } : createProgressReporter(process.stderr, rows.length);
  progress.update(0);
  const settings = { options, logo, hash: plan.manifest, archive: archive !== undefined };
  // Both on one terminal, the list would interleave with the live progress line: it is held
  // until the line is gone. To a pipe or a file it streams as before.
  const fileList = createFileList({ quiet: plan.quiet === true, hold: process.stdout.isTTY === true && process.stderr.isTTY === true });
  await abandonOnFailure(archive, () => renderInOrder(tasks, settings, plan.jobs, RENDER_WORKER, async (index, files) => {
    const row = rows[index]!;
    let rendered = 0;
    const writtenFiles: string[] = [];
    for (const format of formats) {
      const path = outputPath(outDir, `${row.stem}.${format}`);
      let file = kept.get(path);
      if (!file) {
        const result = files[rendered++]!;
        if (!result.ok) {
          problems.push({ line: row.line, message: `${row.stem}.${format}: ${result.message}` });
          continue;
        }
        file = result;
        written++;
        const warning = filePressWarning(row.content, format, logo ? { ...options, ecc: 'H' } : options, plan.press ?? {});
        if (warning) warnings.push({ line: row.line, message: `${row.stem}.${format}: warning: ${warning}` });
        writtenFiles.push(`${row.stem}.${format}`);
        if (archive) archive.addPacked(relative(outDir, path), result.packed!);
        else fileList.add(path);
      }
      if (plan.manifest) manifest.push(manifestRow(row, row.content, path, outDir, file, logo ? 'H' : options.ecc, filePressWarning(row.content, format, logo ? { ...options, ecc: 'H' } : options, plan.press ?? {})));
    }
    if (plan.verify && writtenFiles.length > 0) {
      const failure = await plan.verify(row.content);
      if (failure) for (const name of writtenFiles) problems.push({ line: row.line, message: `${name}: ${failure}` });
    }
    progress.update(index + 1);
  }).finally(() => {
    progress.finish();
    fileList.flush(true);
  }));
  return finish(plan, problems, manifest, written, kept.size, archive, undefined, warnings);
}

/** Bytes of file list held before they go to stdout. */
const FILE_LIST_CHUNK = 16 << 10;

/**
 * The written paths for stdout, in order, a chunk at a time: one write per file was a system
 * call per file (stdout to a pipe or file is synchronous).
 */
function createFileList({ quiet, hold }: { quiet: boolean; hold: boolean }): { add(path: string): void; flush(final?: boolean): void } {
  let pending = '';
  const flush = (final = false) => {
    if (hold && !final) return;
    if (pending !== '') process.stdout.write(pending);
    pending = '';
  };
  return {
    add(path) {
      if (quiet) return;
      pending += `${displayPath(path)}\n`;
      if (pending.length >= FILE_LIST_CHUNK) flush();
    },
    flush,
  };
}

/** Runs `work`; if it fails, a half-written archive is removed before the failure goes on. */
async function abandonOnFailure<T>(archive: ZipArchive | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await archive?.abandon();
    throw error;
  }
}

/** --sheet: every row on one imposed PDF; a row that cannot be drawn is reported and left off. */
export async function renderSheetBatch(plan: BatchPlan, sheet: SheetPlan): Promise<number> {
  const { rows, options, outDir } = plan;
  const problems = [...plan.problems];
  const ecc = options.ecc ?? DEFAULT_ERROR_CORRECTION;
  const drawable = rows.filter((row) => {
    try {
      const { matrix, quiet } = encodeSymbol(row.content, { symbol: canonicalSpelling(SYMBOLOGIES, options.symbol) ?? 'qr', ecc: canonicalSpelling(ERROR_CORRECTION_LEVELS, ecc) ?? 'M' });
      moduleMmOf({ symbolMm: sheet.symbolMm }, gridOf(matrix).width + 2 * quiet);
      return true;
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      problems.push({ line: row.line, message: `${row.stem}: ${error.message}` });
      return false;
    }
  });
  if (!plan.target) await mkdir(outDir, { recursive: true });
  const path = plan.target?.kind === 'file' ? plan.target.path : outputPath(outDir, SHEET_FILE);
  let bytes: Uint8Array | undefined = plan.skipExisting ? await readExisting(path) : undefined;
  let written = 0;
  const archive = plan.zip === undefined ? undefined : createZipArchive(plan.zip);
  const captionOf = (row: BatchRow) => (sheet.caption === 'name' ? (row.name ?? row.stem) : sheet.caption === 'content' ? row.content : undefined);
  const captionWarnings = new Map<BatchRow, string>();
  for (const row of drawable) {
    const caption = captionOf(row);
    const warning = caption === undefined ? undefined : captionWarning(caption);
    if (warning !== undefined) captionWarnings.set(row, warning);
  }
  if (!bytes && drawable.length > 0) {
    const items: SheetItem[] = drawable.map((row) => {
      const caption = captionOf(row);
      return caption === undefined ? { content: row.content } : { content: row.content, caption };
    });
    try {
      bytes = await renderSheet(items, {
        ...sheet,
        ...(options.fg === undefined ? {} : { fg: options.fg }),
        ...(options.bg === undefined ? {} : { bg: options.bg }),
        ...(options.symbol === undefined ? {} : { symbol: options.symbol }),
        ...(options.pdfx === undefined ? {} : { pdfx: options.pdfx }),
        ...(options.outputCondition === undefined ? {} : { outputCondition: options.outputCondition }),
        ...(options.modules === undefined ? {} : { modules: options.modules }),
        ...(options.finder === undefined ? {} : { finder: options.finder }),
        ...(options.finderColor === undefined ? {} : { finderColor: options.finderColor }),
        ...(options.gradient === undefined ? {} : { gradient: options.gradient }),
        ...(options.frame === undefined ? {} : { frame: options.frame }),
        ecc,
      });
    } catch (error) {
      // The layout itself does not fit (symbol larger than the page): nothing to write.
      await archive?.abandon();
      if (!(error instanceof RangeError || error instanceof TypeError)) throw error;
      process.stderr.write(`quietzone-render: --sheet: ${error.message}\n`);
      return EXIT_USAGE;
    }
    // A warning, not a failure: the sheet is written, the exit status stays.
    for (const [row, warning] of captionWarnings) process.stderr.write(`${plan.source}:${row.line}: warning: ${row.name ?? row.stem}: ${warning}\n`);
    if (archive) archive.add(SHEET_FILE, bytes);
    else if (plan.target) await writeSingle(plan.target, bytes, plan.quiet === true);
    else {
      await writeFile(path, bytes);
      if (!plan.quiet) process.stdout.write(`${displayPath(path)}\n`);
    }
    written++;
  }
  const file = bytes && { size: bytes.length, sha256: sha256Hex(bytes) };
  const pressOf = (row: BatchRow) => filePressWarning(row.content, 'pdf', { ...options, ecc }, plan.press ?? {}, sheet.symbolMm);
  const warnings = written > 0 ? drawable.flatMap((row) => {
    const warning = pressOf(row);
    return warning ? [{ line: row.line, message: `${row.stem}: warning: ${warning}` }] : [];
  }) : [];
  const manifest = plan.manifest && file ? drawable.map((row) => ({ ...manifestRow(row, row.content, path, outDir, file, ecc, pressOf(row)), caption_warning: captionWarnings.get(row) ?? '' })) : [];
  const captioned = sheet.caption !== 'none';
  return finish(plan, problems, manifest, written, written === 0 && bytes ? 1 : 0, archive, plan.target?.kind === 'file' ? plan.target.path : undefined, warnings, captioned);
}

/** Writes the manifest, reports problems and the summary; the exit status. */
async function finish(
  plan: BatchPlan,
  problems: BatchRowProblem[],
  manifest: ManifestRow[],
  written: number,
  skipped: number,
  archive: ZipArchive | undefined,
  /** `-o FILE`: the one file written, named in the summary instead of the folder. */
  file?: string,
  /** Notes that fail nothing (a module too fine for the press): on stderr with the problems. */
  warnings: readonly BatchRowProblem[] = [],
  /** A captioned sheet: the manifest has the caption_warning column. */
  captions = false,
): Promise<number> {
  if (plan.manifest) {
    const path = outputPath(plan.outDir, MANIFEST_FILE);
    if (archive) archive.add(MANIFEST_FILE, new TextEncoder().encode(manifestCsv(manifest, { captions })));
    else {
      await writeFile(path, manifestCsv(manifest, { captions }));
      if (!plan.quiet) process.stdout.write(`${displayPath(path)}\n`);
    }
  }
  if (archive && plan.zip !== undefined) {
    await archive.close();
    if (!plan.quiet) process.stdout.write(`${displayPath(plan.zip)}\n`);
  }
  for (const problem of [...problems, ...warnings].sort((a, b) => a.line - b.line)) {
    process.stderr.write(`${plan.source}:${problem.line}: ${problem.message}\n`);
  }
  const skippedNote = skipped > 0 ? `, kept ${skipped} existing` : '';
  // With the file itself on stdout, a summary would only be noise beside it.
  if (!plan.quiet && plan.target?.kind !== 'stdout') process.stderr.write(`quietzone-render: wrote ${written} file${written === 1 ? '' : 's'}${skippedNote} to ${file ?? plan.zip ?? plan.outDir}\n`);
  return problems.length > 0 ? EXIT_SOME_FAILED : EXIT_OK;
}

function manifestRow(
  row: BatchRow,
  content: string,
  path: string,
  outDir: string,
  file: { readonly size: number; readonly sha256: string },
  ecc: RenderOptions['ecc'],
  warning: string | undefined,
): ManifestRow {
  const level = ecc ?? DEFAULT_ERROR_CORRECTION;
  return {
    name: row.name ?? row.stem,
    content,
    file: relative(outDir, path),
    bytes: file.size,
    sha256: file.sha256,
    version: encodeQr(content, { ecc: level }).version,
    ecc: level,
    warning: warning ?? '',
  };
}

function outputPath(outDir: string, file: string): string {
  const path = resolve(outDir, file);
  // Stems are already safe; this guards the one invariant that matters if that ever changes.
  if (!path.startsWith(outDir + sep)) throw new Error(`refusing to write outside ${outDir}: ${path}`);
  return path;
}

function displayPath(path: string): string {
  return relative(process.cwd(), path) || path;
}

/** --skip-existing: a non-empty file already there is kept (an empty one is an interrupted write). */
async function readExisting(path: string): Promise<Uint8Array | undefined> {
  try {
    const bytes = await readFile(path);
    return bytes.length > 0 ? bytes : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

