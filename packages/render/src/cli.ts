#!/usr/bin/env node
// quietzone-render — renders print batches offline: one file per code and format.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { extname, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { IMAGE_FORMATS, parseErrorCorrection, type ImageFormat } from '@quietzone/core';
import { batchRows, type BatchInputFormat, type BatchRow, type BatchRowProblem } from './internal/batch-rows';
import { safeFileName } from './internal/safe-file-name';
import { normalizeLogo } from './normalize-logo';
import { normalizeRenderOptions, type RenderOptions } from './render-options';
import { renderResolvedQr } from './render-qr';

const USAGE = `Usage: quietzone-render [options] <file>
       quietzone-render [options] --text <content> [--name <name>]

Renders QR codes offline, one file <name>.<format> per code and format.

Input
  <file>                   CSV, TSV or a lines file. CSV/TSV (RFC 4180 quoting): a header
                           row with a "content" column (and optionally "name"), or rows of
                           "name,content", or a single content column. Lines: one content
                           per non-blank line. Chosen by extension (.csv, .tsv/.tab, else
                           lines) unless --input-format is given.
  -t, --text <content>     Render one code instead of a file (file name: --name, default "qr").
      --name <name>        File name for --text.
      --input-format <f>   csv, tsv or lines.

Rendering
  -f, --format <list>      svg, png, pdf, eps; repeat or comma-separate (default svg).
  -s, --size <n>           Pixels (SVG, PNG) or points (EPS) per module, 2-20 (default 4).
                           PDF modules are always 1 mm.
      --fg <hex>           Foreground RRGGBB or RGB, "#" optional (default 000000).
      --bg <hex>           Background as --fg, or "transparent" (default ffffff).
      --ecc <level>        L, M, Q or H (default M; a logo forces H).
      --logo <file>        PNG, JPEG or WebP logo (max 1 MB), centered on every code.
      --page <page>        PDF page: square (default) or a4.

Output
  -o, --out <dir>          Output directory, created if missing (default: current directory).
                           Names are reduced to letters, digits, "_", "-" and "."; files never
                           land outside it. Existing files are overwritten.
  -h, --help               Show this help.

Prints each written path on stdout, problems on stderr.
Exit status: 0 all written, 1 some codes failed (the others are written), 2 bad usage or
unreadable input (nothing written), 70 an internal error.
`;

const EXIT_OK = 0;
const EXIT_SOME_FAILED = 1;
const EXIT_USAGE = 2;

/** A problem with the command line or its input files: reported and nothing is written. */
class UsageError extends Error {}

interface BatchPlan {
  readonly source: string;
  readonly rows: readonly BatchRow[];
  readonly problems: readonly BatchRowProblem[];
  readonly formats: readonly ImageFormat[];
  readonly options: Omit<RenderOptions, 'format' | 'logo'>;
  readonly logo: Uint8Array | undefined;
  readonly outDir: string;
}

async function main(argv: readonly string[]): Promise<number> {
  let plan: BatchPlan | undefined;
  try {
    plan = await planBatch(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`quietzone-render: ${error.message}\nTry 'quietzone-render --help'.\n`);
    return EXIT_USAGE;
  }
  if (!plan) {
    process.stdout.write(USAGE);
    return EXIT_OK;
  }
  return renderBatch(plan);
}

/** Checks everything that can be checked before writing; `undefined` means --help. */
async function planBatch(argv: readonly string[]): Promise<BatchPlan | undefined> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        format: { type: 'string', short: 'f', multiple: true },
        size: { type: 'string', short: 's' },
        fg: { type: 'string' },
        bg: { type: 'string' },
        ecc: { type: 'string' },
        logo: { type: 'string' },
        page: { type: 'string' },
        out: { type: 'string', short: 'o' },
        text: { type: 'string', short: 't' },
        name: { type: 'string' },
        'input-format': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return undefined;

  const formats = parseFormats(values.format ?? ['svg']);
  const options = {
    size: values.size === undefined ? undefined : parseSize(values.size),
    fg: values.fg,
    bg: values.bg,
    ecc: values.ecc === undefined ? undefined : parseEcc(values.ecc),
    page: values.page === undefined ? undefined : parsePage(values.page),
  };
  for (const format of formats) {
    try {
      normalizeRenderOptions('-', { ...options, format });
    } catch (error) {
      // The one options normaliser words it ("fg must be a hex color …"); name the flag.
      throw new UsageError(`--${(error as Error).message}`);
    }
  }

  let source: string;
  let rows: readonly BatchRow[];
  let problems: readonly BatchRowProblem[] = [];
  if (values.text !== undefined) {
    if (positionals.length > 0) throw new UsageError('give either an input file or --text, not both');
    if (values.text === '') throw new UsageError('--text is empty');
    source = '--text';
    rows = [{ line: 1, stem: safeFileName(values.name ?? 'qr') ?? 'qr', content: values.text }];
  } else {
    if (values.name !== undefined) throw new UsageError('--name goes with --text; in a file, use a name column');
    if (positionals.length !== 1) {
      throw new UsageError(positionals.length === 0 ? 'no input: give a file or --text' : 'give exactly one input file');
    }
    source = positionals[0]!;
    const batch = batchRows(await readText(source), inputFormatOf(source, values['input-format']));
    if (!batch.ok) throw new UsageError(`${source}: ${batch.message}`);
    if (batch.rows.length === 0 && batch.problems.length === 0) throw new UsageError(`${source}: no codes in the file`);
    ({ rows, problems } = batch);
  }

  let logo: Uint8Array | undefined;
  if (values.logo !== undefined) {
    const normalized = await normalizeLogo(await readBytes(values.logo, 'logo'));
    if (!normalized.ok) throw new UsageError(`--logo ${values.logo}: ${normalized.message}`);
    logo = normalized.png;
  }
  return { source, rows, problems, formats, options, logo, outDir: resolve(values.out ?? '.') };
}

async function renderBatch(plan: BatchPlan): Promise<number> {
  const { source, rows, formats, options, logo, outDir } = plan;
  const problems = [...plan.problems];
  await mkdir(outDir, { recursive: true });
  let written = 0;
  for (const row of rows) {
    for (const format of formats) {
      const path = resolve(outDir, `${row.stem}.${format}`);
      // Stems are already safe; this guards the one invariant that matters if that ever changes.
      if (!path.startsWith(outDir + sep)) throw new Error(`refusing to write outside ${outDir}: ${path}`);
      let bytes: Uint8Array;
      try {
        // The logo was normalized once above, so every row skips that step (renderQr would redo it).
        const resolved = normalizeRenderOptions(row.content, { ...options, format });
        bytes = await renderResolvedQr(row.content, logo ? { ...resolved, logo } : resolved);
      } catch (error) {
        if (!(error instanceof RangeError || error instanceof TypeError)) throw error;
        problems.push({ line: row.line, message: `${row.stem}.${format}: ${error.message}` });
        continue;
      }
      await writeFile(path, bytes);
      written++;
      process.stdout.write(`${relative(process.cwd(), path) || path}\n`);
    }
  }
  for (const problem of problems.sort((a, b) => a.line - b.line)) {
    process.stderr.write(`${source}:${problem.line}: ${problem.message}\n`);
  }
  process.stderr.write(`quietzone-render: wrote ${written} file${written === 1 ? '' : 's'} to ${outDir}\n`);
  return problems.length > 0 ? EXIT_SOME_FAILED : EXIT_OK;
}

function parseFormats(values: readonly string[]): ImageFormat[] {
  const formats = new Set<ImageFormat>();
  for (const item of values.flatMap((value) => value.split(','))) {
    const format = item.trim().toLowerCase();
    if (!(IMAGE_FORMATS as readonly string[]).includes(format)) {
      throw new UsageError(`--format must be ${IMAGE_FORMATS.join(', ')} (or a comma list), got "${item}"`);
    }
    formats.add(format as ImageFormat);
  }
  return [...formats];
}

function parseSize(text: string): number {
  // Number() would accept "4.0", "0x4" and "" — the flag takes plain digits only.
  if (!/^[0-9]+$/.test(text.trim())) throw new UsageError(`--size must be an integer, got "${text}"`);
  return Number(text);
}

function parseEcc(text: string): RenderOptions['ecc'] {
  const ecc = parseErrorCorrection(text);
  if (!ecc) throw new UsageError(`--ecc must be L, M, Q or H, got "${text}"`);
  return ecc;
}

function parsePage(text: string): 'square' | 'a4' {
  const page = text.trim().toLowerCase();
  if (page !== 'square' && page !== 'a4') throw new UsageError(`--page must be square or a4, got "${text}"`);
  return page;
}

function inputFormatOf(path: string, flag: string | undefined): BatchInputFormat {
  if (flag !== undefined) {
    const format = flag.trim().toLowerCase();
    if (format !== 'csv' && format !== 'tsv' && format !== 'lines') {
      throw new UsageError(`--input-format must be csv, tsv or lines, got "${flag}"`);
    }
    return format;
  }
  const extension = extname(path).toLowerCase();
  if (extension === '.csv') return 'csv';
  if (extension === '.tsv' || extension === '.tab') return 'tsv';
  return 'lines';
}

async function readText(path: string): Promise<string> {
  const bytes = await readBytes(path, 'input');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UsageError(`${path}: not UTF-8 text (save the file as UTF-8)`);
  }
}

async function readBytes(path: string, what: string): Promise<Uint8Array> {
  try {
    return await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : (error as Error).message;
    throw new UsageError(`cannot read ${what} ${path}: ${reason}`);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`quietzone-render: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 70; // EX_SOFTWARE (sysexits.h): a bug, not the input
  },
);
