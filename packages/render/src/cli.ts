#!/usr/bin/env node
// quietzone-render — renders print batches offline: one file per code and format.
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { statSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { IMAGE_FORMATS, PDF_PAGES, SYMBOLOGIES, canonicalSpelling, parseErrorCorrection, parseSymbology, type ImageFormat, type PdfPage, type PressCheck, type Symbology } from '@quietzone/core';
import { BATCH_INPUT_FORMATS, batchRows, type BatchInputFormat, type BatchRow, type BatchRowProblem } from './internal/batch-rows';
import { SHEET_CAPTIONS, renderBatch, renderSheetBatch, type BatchPlan, type SheetPlan } from './internal/cli-batch';
import { EXIT_OK, EXIT_USAGE } from './internal/exit-codes';
import { printTerminal, renderSingle, type SingleTarget } from './internal/cli-single';
import { parseMillimetresFlag, parseSheetFlag, parseSpotFlag, type FlagResult } from './internal/print-flags';
import { parseFinderFlag, parseFrameFlag, parseGradientFlag } from './internal/style-flags';
import { frameLayoutFor, resolveFrame, type FramedRenderOptions } from './frames/index';
import type { ModuleShape } from './styles/module-shapes';
import { safeFileName } from './internal/safe-file-name';
import { loadScanVerifier, type ScanVerifier } from './internal/cli-verify';
import { detectImageFormat } from './detect-image-format';
import { logoFromPng } from './logo-image';
import { normalizeLogo } from './normalize-logo';
import { normalizeRenderOptions, type RenderOptions } from './render-options';
import { OUTPUT_CONDITIONS, PDFX_LEVELS, type OutputCondition, type PdfxLevel } from './pdf-x';

const USAGE = `Usage: quietzone-render [options] <file | ->
       quietzone-render [options] --text <content> [--name <name>]
       quietzone-render --sheet <page> --symbol-mm <mm> [options] <file | ->

Renders QR codes offline, one file <name>.<format> per code and format, or all of them
imposed on sheets in one PDF (--sheet).

Input
  <file>                   CSV, TSV or a lines file. CSV/TSV (RFC 4180 quoting): a header
                           row naming a content column (content, url, data or text; any
                           case) and optionally a name column (name, label or title), or rows of
                           "name,content", or a single content column. Lines: one content
                           per non-blank line. Chosen by extension (.csv, .tsv/.tab, else
                           lines) unless --input-format is given. "-" reads standard
                           input (lines unless --input-format is given).
  -t, --text <content>     Render one code instead of a file (file name: --name, default "qr").
      --name <name>        File name for --text.
      --input-format <f>   csv, tsv or lines.

Rendering
  -f, --format <list>      svg, png, pdf, eps; repeat or comma-separate (default svg).
  -s, --size <n>           Pixels (SVG, PNG) or points (EPS) per module, 1-100 (default 4).
                           PDF modules are always 1 mm.
      --fg <color>         Foreground RRGGBB or RGB, "#" optional (default 000000), or
                           the printer's inks "cmyk:C,M,Y,K" in percents, written as
                           given in PDF/EPS (e.g. cmyk:100,66,0,2).
      --bg <color>         Background as --fg, or "transparent" (default ffffff).
      --ecc <level>        L, M, Q or H (default M; a logo forces H).
      --symbol <name>      qr (default), microqr, rmqr or datamatrix, each with its
                           standard quiet zone; not with --logo or --manifest.
      --height-mm <mm>     PDF/EPS, rmqr and datamatrix: the label height; picks the
                           narrowest size that fits (with --module-mm) or fills it.
      --logo <file>        PNG, JPEG or WebP logo (max 1 MB), centered on every code.
      --page <page>        PDF page: square (default) or a4.
      --module-mm <mm>     PDF/EPS: each module's edge, 0.25-5 mm.
      --symbol-mm <mm>     PDF/EPS: the whole symbol with its quiet zone (the module follows);
                           with --sheet, each code's size on the sheet (required).
      --spot <spot>        Foreground as a spot ink, "NAME:c,m,y,k" (CMYK alternate in
                           percents), e.g. "PANTONE 286 C:100,66,0,2". Not with --fg.
      --pdfx <level>       PDF (and --sheet): a PDF/X-1a or PDF/X-4 file, x-1a or x-4.
                           Not with --logo.
      --output-condition <name>
                           With --pdfx: FOGRA39 (default) or CGATS21 (GRACoL 2013).
      --press-dpi <dpi>    PDF/EPS: warn (stderr, manifest "warning") when a module is
                           below 4 device pixels at this press resolution.
      --min-module-mm <mm> PDF/EPS: warn when a module is below this (default 0.33
                           without --press-dpi).

Styles (QR codes; every format and --sheet)
      --modules <shape>    square (default), dots, rounded, classy, diamond, vertical-bars
                           or horizontal-bars.
      --finder <o,i>       The finder patterns' ring and centre, e.g. rounded,circle: ring
                           square, rounded, circle or leaf; centre square, rounded, circle
                           or diamond.
      --finder-color <hex> The finder patterns' own color.
      --gradient <g>       The foreground as a gradient of 2-4 colors: "linear:45:#123456,
                           #abcdef" (angle in degrees, clockwise) or "radial:#123456,#abcdef".
      --frame <style:text> A frame with a call to action: banner-bottom, banner-top, box or
                           rounded-box, then 1-24 characters, e.g. "banner-bottom:Scan me".
                           In the foreground color, the text in the background's.

Sheets (one PDF, sheet.pdf, with as many pages as needed)
      --sheet <page>       A4, A3, SRA3, Letter, Tabloid or WIDTHxHEIGHT in mm.
      --margin-mm <mm>     Page margin (default 10).
      --gutter-mm <mm>     Space between codes (default 8).
      --grid <CxR>         Exactly C columns × R rows per page, centred (e.g. 4x6 for 24-up);
                           default: as many as fit.
      --caption <what>     Under each code: name, content or none (default none).
      --crop-marks         Crop marks at every code's corners, 2 mm off the cut.

Output
  -o, --out <dir>          Output directory, created if missing (default: current directory).
                           Names are reduced to letters, digits, "_", "-" and "."; files never
                           land outside it. Existing files are overwritten.
  -o, --out <file>         With one code (or --sheet): that file, in the format its extension
                           names (.svg, .png, .pdf, .eps), unless it is an existing folder.
  -o -                     With one code (or --sheet): the file's bytes on stdout, nothing
                           else (the format from --format, default svg).
      --verify             Put every written file's design through the scan check (ZXing-C++
                           and jsQR, at its size and under simulated capture: 3 px a module,
                           blur, halved contrast, dot gain); a failure is reported naming
                           the file and the condition, exit 1. Needs zxing-wasm and jsqr.
      --terminal           Draw the one code in the terminal (UTF-8 half blocks, black on
                           white) on stdout instead of writing a file; --ecc applies.
      --zip <file>         Write one ZIP archive instead of files in a folder (the manifest
                           goes inside it); the same bytes on every run. Not with --out or
                           --skip-existing.
      --skip-existing      Keep files that already exist (resumes an interrupted run).
  -j, --jobs <n>           Threads rendering codes, this one and n - 1 workers (default: up
                           to the number of cores, the workers started only once the codes
                           left would take one thread over half a second); the files are
                           byte-identical to --jobs 1.
      --manifest           Also write manifest.csv: name, content, file, bytes, sha256,
                           version, ecc of every code.
  -q, --quiet              No file list, progress line or summary; problems still go to stderr.
  -h, --help               Show this help.
      --version            Print the version.

Names (formats, ECC levels, pages, sheets, captions, input formats) are taken in any case.
Prints each written path (with --zip, the archive's) on stdout, problems on stderr; on a terminal, one live progress
line (done/total, codes/s, ETA) on stderr, and the paths after it is done.
Exit status: 0 all written, 1 some codes failed (the others are written), 2 bad usage or
unreadable input (nothing written), 70 an internal error.
`;

/** A problem with the command line or its input files: reported and nothing is written. */
class UsageError extends Error {}

/**
 * The normalized logo: PNGs by the pure decoder (as the library draws them everywhere), JPEG
 * and WebP by sharp, an optional peer dependency that is loaded only for them.
 */
async function cliLogo(bytes: Uint8Array, file: string): Promise<Uint8Array> {
  if (detectImageFormat(bytes) === 'png') {
    try {
      return logoFromPng(bytes);
    } catch (error) {
      throw new UsageError(`--logo ${file}: ${(error as Error).message}`);
    }
  }
  let normalized;
  try {
    normalized = await normalizeLogo(bytes);
  } catch (error) {
    throw new UsageError(`--logo ${file}: JPEG and WebP logos need sharp (npm i sharp): ${(error as Error).message}`);
  }
  if (!normalized.ok) throw new UsageError(`--logo ${file}: ${normalized.message}`);
  return normalized.png;
}

async function main(argv: readonly string[]): Promise<number> {
  let plan: BatchPlan | 'help' | 'version';
  try {
    plan = await planBatch(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`quietzone-render: ${error.message}\nTry 'quietzone-render --help'.\n`);
    return EXIT_USAGE;
  }
  if (plan === 'help') {
    process.stdout.write(USAGE);
    return EXIT_OK;
  }
  if (plan === 'version') {
    const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    process.stdout.write(`${version}\n`);
    return EXIT_OK;
  }
  if (plan.terminal) return printTerminal(plan.rows[0]!.content, plan.options.ecc);
  if (plan.sheet) return renderSheetBatch(plan, plan.sheet);
  if (plan.target) {
    const settings = { options: plan.options, logo: plan.logo, hash: false };
    return renderSingle({
      source: plan.source,
      row: plan.rows[0]!,
      problems: plan.problems,
      format: plan.formats[0]!,
      settings,
      target: plan.target,
      quiet: plan.quiet === true,
      ...(plan.verify ? { verify: plan.verify } : {}),
      ...(plan.press ? { press: plan.press } : {}),
    });
  }
  return renderBatch(plan);
}

/** Checks everything that can be checked before writing. */
async function planBatch(argv: readonly string[]): Promise<BatchPlan | 'help' | 'version'> {
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
        symbol: { type: 'string' },
        'height-mm': { type: 'string' },
        logo: { type: 'string' },
        page: { type: 'string' },
        out: { type: 'string', short: 'o' },
        zip: { type: 'string' },
        text: { type: 'string', short: 't' },
        name: { type: 'string' },
        'input-format': { type: 'string' },
        'module-mm': { type: 'string' },
        'symbol-mm': { type: 'string' },
        spot: { type: 'string' },
        pdfx: { type: 'string' },
        'output-condition': { type: 'string' },
        'press-dpi': { type: 'string' },
        'min-module-mm': { type: 'string' },
        sheet: { type: 'string' },
        'margin-mm': { type: 'string' },
        'gutter-mm': { type: 'string' },
        grid: { type: 'string' },
        caption: { type: 'string' },
        'crop-marks': { type: 'boolean' },
        'skip-existing': { type: 'boolean' },
        manifest: { type: 'boolean' },
        quiet: { type: 'boolean', short: 'q' },
        terminal: { type: 'boolean' },
        verify: { type: 'boolean' },
        modules: { type: 'string' },
        finder: { type: 'string' },
        'finder-color': { type: 'string' },
        gradient: { type: 'string' },
        frame: { type: 'string' },
        jobs: { type: 'string', short: 'j' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (values.version) return 'version';

  if (values.spot !== undefined && values.fg !== undefined) throw new UsageError('give --fg or --spot, not both');
  if (values['module-mm'] !== undefined && values['symbol-mm'] !== undefined) {
    throw new UsageError('give --module-mm or --symbol-mm, not both');
  }
  const sheet = values.sheet === undefined ? undefined : planSheet(values);
  if (sheet && values.format && parseFormats(values.format).some((format) => format !== 'pdf')) {
    throw new UsageError('--sheet writes one PDF: --format can only be pdf');
  }
  if (values.verify) forbidWith('verify', values, ['terminal', 'sheet']);
  if (values.terminal) forbidWith('terminal', values, ['out', 'zip', 'sheet', 'format', 'logo', 'fg', 'bg', 'spot', 'size', 'page', 'module-mm', 'symbol-mm', 'pdfx', 'manifest', 'skip-existing', 'jobs']);
  const target = values.out === undefined ? undefined : singleTarget(values.out);
  if (target) forbidWith(values.out === '-' ? 'out -' : 'out FILE', values, ['manifest', 'skip-existing']);
  const formats: ImageFormat[] = sheet ? ['pdf'] : targetFormats(target, values.format);
  if (sheet && target?.kind === 'file' && target.format !== 'pdf') throw new UsageError(`--sheet writes a PDF: -o ${values.out} is a ${target.format!.toUpperCase()} file`);
  const pdfx = planPdfx(values, formats);
  const moduleMm = optionalFlag('module-mm', values['module-mm'], parseMillimetresFlag);
  const heightMm = optionalFlag('height-mm', values['height-mm'], parseMillimetresFlag);
  const symbol = values.symbol === undefined ? undefined : parseSymbol(values.symbol);
  if (symbol !== undefined && symbol !== 'qr') {
    if (values.logo !== undefined) throw new UsageError(`--logo is drawn only on qr, not ${symbol}`);
    // The manifest records each file's QR version.
    if (values.manifest) throw new UsageError(`--manifest goes with qr codes, not ${symbol}`);
  }
  const options = {
    ...(symbol === undefined ? {} : { symbol }),
    ...(heightMm === undefined ? {} : { heightMm }),
    size: values.size === undefined ? undefined : parseSize(values.size),
    fg: values.spot === undefined ? values.fg : flag('spot', parseSpotFlag(values.spot)),
    bg: values.bg,
    ecc: values.ecc === undefined ? undefined : parseEcc(values.ecc),
    page: values.page === undefined ? undefined : parsePage(values.page),
    ...(moduleMm === undefined ? {} : { moduleMm }),
    ...styleFlags(values),
    ...pdfx,
    // With --sheet the symbol size is the sheet's, checked per code when laid out.
    ...(values['symbol-mm'] === undefined || sheet ? {} : { symbolMm: flag('symbol-mm', parseMillimetresFlag(values['symbol-mm'])) }),
  };
  for (const format of formats) {
    try {
      const { frame, ...unframed } = options;
      const resolved = normalizeRenderOptions('-', { ...unframed, format });
      if (frame) {
        if (resolved.symbol !== undefined) throw new TypeError(`frame is drawn only around qr codes, not ${resolved.symbol}`);
        frameLayoutFor(resolveFrame(frame, resolved));
      }
    } catch (error) {
      // The one options normaliser words it ("fg must be a hex color …"); name the flag.
      const message = (error as Error).message
        .replace(/^moduleMm/, 'module-mm')
        .replace(/^symbolMm/, 'symbol-mm')
        .replace(/^heightMm/, 'height-mm')
        .replace(/^finderColor/, 'finder-color')
        .replace(/^finder\.(outer|inner)/, 'finder')
        .replace(/^gradient\.\w+(\[\d+\])?/, 'gradient')
        .replace(/^frame\.text: /, 'frame text: ')
        .replace(/^frame\.textColor on frame\.color/, 'frame: the text (in the background color) on the frame (in the foreground color)');
      throw new UsageError(`--${message}`);
    }
  }

  if (values['caption'] !== undefined && !sheet) throw new UsageError('--caption goes with --sheet');
  if (values['crop-marks'] && !sheet) throw new UsageError('--crop-marks goes with --sheet');
  if (values.grid !== undefined && !sheet) throw new UsageError('--grid goes with --sheet');

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
    source = positionals[0] === '-' ? 'stdin' : positionals[0]!;
    const text = positionals[0] === '-' ? decodeUtf8(await readStdin(), source) : await readText(source);
    const batch = batchRows(text, positionals[0] === '-' ? inputFormatOf('', values['input-format']) : inputFormatOf(source, values['input-format']));
    if (!batch.ok) throw new UsageError(`${source}: ${batch.message}`);
    if (batch.rows.length === 0 && batch.problems.length === 0) throw new UsageError(`${source}: no codes in the file`);
    ({ rows, problems } = batch);
  }

  if ((values.terminal || (target && !sheet)) && rows.length !== 1) {
    const what = values.terminal ? '--terminal draws' : `-o ${values.out} writes`;
    throw new UsageError(`${what} one code, but ${source} has ${rows.length}${problems.length > 0 ? ' readable' : ''}; give a folder with -o`);
  }

  let logo: Uint8Array | undefined;
  if (values.logo !== undefined) {
    const bytes = await readBytes(values.logo, 'logo');
    logo = await cliLogo(bytes, values.logo);
  }
  if (logo && sheet) throw new UsageError('--logo is not available with --sheet');
  const zip = values.zip === undefined ? undefined : planZip(values.zip, values);
  const verify = values.verify ? await planVerify(options, logo) : undefined;
  return {
    ...(verify ? { verify } : {}),
    source,
    rows,
    problems,
    formats,
    options,
    logo,
    outDir: zip === undefined ? resolve(target ? '.' : (values.out ?? '.')) : dirname(zip),
    ...(target ? { target: target.kind === 'file' ? { kind: 'file' as const, path: target.path } : { kind: 'stdout' as const } } : {}),
    terminal: values.terminal ?? false,
    zip,
    sheet,
    skipExisting: values['skip-existing'] ?? false,
    manifest: values.manifest ?? false,
    press: planPress(values),
    quiet: values.quiet ?? false,
    jobs: values.jobs === undefined ? { threads: availableParallelism(), start: 'when-worth-it' } : { threads: parseJobs(values.jobs), start: 'now' },
  };
}

async function planVerify(options: BatchPlan['options'], logo: Uint8Array | undefined): Promise<ScanVerifier> {
  try {
    return await loadScanVerifier(options, logo);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** `-o -` (stdout) or `-o name.<format>` naming one file; undefined for a folder (an existing one included). */
function singleTarget(out: string): (SingleTarget & { readonly format?: ImageFormat }) | undefined {
  if (out === '-') return { kind: 'stdout' };
  const format = canonicalSpelling(IMAGE_FORMATS, extname(out).slice(1));
  if (format === undefined || isFolder(out)) return undefined;
  return { kind: 'file', path: resolve(out), format };
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** One file's format: the extension's (--format may only repeat it), or --format's one for stdout. */
function targetFormats(target: (SingleTarget & { readonly format?: ImageFormat }) | undefined, flagValues: readonly string[] | undefined): ImageFormat[] {
  const asked = flagValues === undefined ? undefined : parseFormats(flagValues);
  if (!target) return asked ?? ['svg'];
  if (target.kind === 'file') {
    if (asked && (asked.length !== 1 || asked[0] !== target.format)) throw new UsageError(`-o ${target.path.split(/[\\/]/).pop()} is a ${target.format!.toUpperCase()} file; --format ${asked.join(',')} does not match`);
    return [target.format!];
  }
  if (asked && asked.length !== 1) throw new UsageError('-o - writes one file: give one --format');
  return asked ?? ['svg'];
}

/** Usage error if any of `flags` is given along with `--name`. */
function forbidWith(name: string, values: Record<string, string | boolean | string[] | undefined>, flags: readonly string[]): void {
  for (const other of flags) {
    if (values[other] !== undefined) throw new UsageError(`--${other} does not apply to --${name}`);
  }
}

/** --zip: the archive's absolute path; it replaces the output folder, so nothing is kept from one. */
function planZip(path: string, values: Record<string, string | boolean | string[] | undefined>): string {
  if (path.trim() === '') throw new UsageError('--zip needs a file name');
  for (const excluded of ['skip-existing', 'out']) {
    if (values[excluded] !== undefined) throw new UsageError(`--${excluded} does not apply to --zip (everything goes into the archive)`);
  }
  return resolve(path);
}

function planSheet(values: Record<string, string | boolean | string[] | undefined>): SheetPlan {
  const text = (name: string) => values[name] as string | undefined;
  if (text('symbol-mm') === undefined) throw new UsageError('--sheet needs --symbol-mm (each code\'s size on the sheet)');
  for (const excluded of ['module-mm', 'page', 'size', 'height-mm']) {
    if (values[excluded] !== undefined) throw new UsageError(`--${excluded} does not apply to --sheet (the code size is --symbol-mm)`);
  }
  const caption = text('caption') === undefined ? 'none' : canonicalSpelling(SHEET_CAPTIONS, text('caption')!.trim());
  if (caption === undefined) throw new UsageError(`--caption must be name, content or none, got "${text('caption')}"`);
  const marginMm = optionalFlag('margin-mm', text('margin-mm'), parseMillimetresFlag);
  const gutterMm = optionalFlag('gutter-mm', text('gutter-mm'), parseMillimetresFlag);
  const grid = text('grid') === undefined ? undefined : parseGrid(text('grid')!);
  return {
    page: flag('sheet', parseSheetFlag(text('sheet')!)),
    symbolMm: flag('symbol-mm', parseMillimetresFlag(text('symbol-mm')!)),
    ...(marginMm === undefined ? {} : { marginMm }),
    ...(gutterMm === undefined ? {} : { gutterMm }),
    ...(grid ?? {}),
    caption,
    cropMarks: values['crop-marks'] === true,
  };
}

/** --pdfx and --output-condition: PDF files only, and no logo (an RGB image with transparency). */
function planPdfx(values: Record<string, string | boolean | string[] | undefined>, formats: readonly ImageFormat[]): { pdfx?: PdfxLevel; outputCondition?: OutputCondition } {
  const level = values.pdfx as string | undefined;
  const condition = values['output-condition'] as string | undefined;
  if (level === undefined) {
    if (condition !== undefined) throw new UsageError('--output-condition goes with --pdfx');
    return {};
  }
  const pdfx = canonicalSpelling(PDFX_LEVELS, level.trim());
  if (pdfx === undefined) throw new UsageError(`--pdfx must be ${PDFX_LEVELS.join(' or ')}, got "${level}"`);
  if (formats.some((format) => format !== 'pdf')) throw new UsageError('--pdfx writes PDF files: --format can only be pdf');
  if (values.logo !== undefined) throw new UsageError('--pdfx files cannot carry a --logo yet (it is an RGB image with transparency)');
  if (condition === undefined) return { pdfx };
  const outputCondition = canonicalSpelling(Object.keys(OUTPUT_CONDITIONS) as OutputCondition[], condition.trim());
  if (outputCondition === undefined) throw new UsageError(`--output-condition must be ${Object.keys(OUTPUT_CONDITIONS).join(' or ')}, got "${condition}"`);
  return { pdfx, outputCondition };
}

function parseSymbol(text: string): Symbology {
  const symbol = parseSymbology(text);
  if (symbol === undefined) throw new UsageError(`--symbol must be one of ${SYMBOLOGIES.join(', ')}, got "${text}"`);
  return symbol;
}

/** --grid 4x6: columns × rows, each a whole number from 1. */
function parseGrid(text: string): { columns: number; rows: number } {
  const match = /^\s*([1-9][0-9]*)\s*[x×]\s*([1-9][0-9]*)\s*$/i.exec(text);
  if (!match) throw new UsageError(`--grid must be COLUMNSxROWS, e.g. 4x6, got "${text}"`);
  return { columns: Number(match[1]), rows: Number(match[2]) };
}

/** A parsed flag value, or a usage error naming the flag. */
/** --modules, --finder, --finder-color, --gradient and --frame as render options. */
function styleFlags(values: Record<string, string | boolean | string[] | undefined>): Pick<FramedRenderOptions, 'modules' | 'finder' | 'finderColor' | 'gradient' | 'frame'> {
  const text = (name: string) => values[name] as string | undefined;
  const finder = optionalFlag('finder', text('finder'), parseFinderFlag);
  const gradient = optionalFlag('gradient', text('gradient'), parseGradientFlag);
  const frame = optionalFlag('frame', text('frame'), parseFrameFlag);
  return {
    ...(text('modules') === undefined ? {} : { modules: text('modules')!.trim().toLowerCase() as ModuleShape }),
    ...(finder === undefined ? {} : { finder }),
    ...(text('finder-color') === undefined ? {} : { finderColor: text('finder-color')! }),
    ...(gradient === undefined ? {} : { gradient }),
    ...(frame === undefined ? {} : { frame }),
  };
}

function flag<T>(name: string, result: FlagResult<T>): T {
  if (!result.ok) throw new UsageError(`--${name} ${result.message}`);
  return result.value;
}

function optionalFlag<T>(name: string, text: string | undefined, parse: (text: string) => FlagResult<T>): T | undefined {
  return text === undefined ? undefined : flag(name, parse(text));
}

function parseFormats(values: readonly string[]): ImageFormat[] {
  const formats = new Set<ImageFormat>();
  for (const item of values.flatMap((value) => value.split(','))) {
    const format = canonicalSpelling(IMAGE_FORMATS, item.trim());
    if (format === undefined) throw new UsageError(`--format must be ${IMAGE_FORMATS.join(', ')} (or a comma list), got "${item}"`);
    formats.add(format);
  }
  return [...formats];
}

/** --press-dpi (an integer 72-10000) and --min-module-mm: what each PDF's and EPS's module is checked against. */
function planPress(values: Record<string, string | boolean | string[] | undefined>): PressCheck {
  const dpi = values['press-dpi'] as string | undefined;
  const floor = values['min-module-mm'] as string | undefined;
  if (dpi !== undefined && !(/^[0-9]+$/.test(dpi.trim()) && Number(dpi) >= 72 && Number(dpi) <= 10_000)) {
    throw new UsageError(`--press-dpi must be a whole number from 72 to 10000, got "${dpi}"`);
  }
  const minModuleMm = optionalFlag('min-module-mm', floor, parseMillimetresFlag);
  return { ...(dpi === undefined ? {} : { pressDpi: Number(dpi) }), ...(minModuleMm === undefined ? {} : { minModuleMm }) };
}

function parseSize(text: string): number {
  // Number() would accept "4.0", "0x4" and "" — the flag takes plain digits only.
  if (!/^[0-9]+$/.test(text.trim())) throw new UsageError(`--size must be an integer, got "${text}"`);
  return Number(text);
}

function parseJobs(text: string): number {
  if (!/^[0-9]+$/.test(text.trim()) || Number(text) < 1) throw new UsageError(`--jobs must be a whole number from 1, got "${text}"`);
  return Number(text);
}

function parseEcc(text: string): RenderOptions['ecc'] {
  const ecc = parseErrorCorrection(text);
  if (!ecc) throw new UsageError(`--ecc must be L, M, Q or H, got "${text}"`);
  return ecc;
}

function parsePage(text: string): PdfPage {
  const page = canonicalSpelling(PDF_PAGES, text.trim());
  if (page === undefined) throw new UsageError(`--page must be square or a4, got "${text}"`);
  return page;
}

function inputFormatOf(path: string, flag: string | undefined): BatchInputFormat {
  if (flag !== undefined) {
    const format = canonicalSpelling(BATCH_INPUT_FORMATS, flag.trim());
    if (format === undefined) throw new UsageError(`--input-format must be csv, tsv or lines, got "${flag}"`);
    return format;
  }
  const extension = extname(path).toLowerCase();
  if (extension === '.csv') return 'csv';
  if (extension === '.tsv' || extension === '.tab') return 'tsv';
  return 'lines';
}

async function readText(path: string): Promise<string> {
  return decodeUtf8(await readBytes(path, 'input'), path);
}

function decodeUtf8(bytes: Uint8Array, source: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UsageError(`${source}: not UTF-8 text (save the file as UTF-8)`);
  }
}

async function readStdin(): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
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
