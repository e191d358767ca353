// Print-shop throughput (issue 14): an imposed sheet against single PDFs, the render CLI with
// worker threads and against the library in-process, and an export through the API.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderQr, renderSheet } from '@quietzone/render';
import type { Benchmark } from './benchmark';

const SHEET_CODES = Number(process.env.PRINT_BENCH_SHEET_CODES ?? 1000);
const CLI_CODES = Number(process.env.PRINT_BENCH_CLI_CODES ?? 5000);
const EXPORT_CODES = Number(process.env.PRINT_BENCH_EXPORT_CODES ?? 5000);
/** The CLI runs alternate --jobs 1 and --jobs 2 this many times; the median of each is shown. */
const CLI_ROUNDS = 3;
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
const RENDER_CLI = fileURLToPath(new URL('../packages/render/src/cli.ts', import.meta.url));
const EXPORT_RUN = fileURLToPath(new URL('./print-export-run.ts', import.meta.url));

/** Table-code URLs as a print order has them: one short link each. */
const contents = (count: number) => Array.from({ length: count }, (_, i) => `https://qz.example/t${String(i + 1).padStart(5, '0')}`);

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rate = (count: number, seconds: number) => Math.round(count / seconds).toLocaleString('en-US');

async function seconds(task: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await task();
  return (performance.now() - start) / 1000;
}

function run(file: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [file, ...args], { cwd, env, maxBuffer: 64 << 20 }, (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)));
  });
}

/** One SRA3 sheet PDF of every code (30 mm, crop marks) against one PDF per code (30 mm). */
async function sheetAgainstSingles(): Promise<string[]> {
  const items = contents(SHEET_CODES).map((content, i) => ({ content, caption: `Table ${i + 1}` }));
  await renderSheet(items.slice(0, 50), { page: 'SRA3', symbolMm: 30, cropMarks: true }); // warm up
  const sheet = await seconds(() => renderSheet(items, { page: 'SRA3', symbolMm: 30, cropMarks: true }));
  const singles = await seconds(async () => {
    for (const { content } of items) await renderQr(content, { format: 'pdf', symbolMm: 30 });
  });
  return [
    `| ${SHEET_CODES.toLocaleString('en-US')} codes on SRA3 sheets (one PDF) | ${sheet.toFixed(2)} s | ${rate(SHEET_CODES, sheet)} codes/s | ${(singles / sheet).toFixed(1)}× the single PDFs |`,
    `| ${SHEET_CODES.toLocaleString('en-US')} single PDFs (renderQr, in-process) | ${singles.toFixed(2)} s | ${rate(SHEET_CODES, singles)} codes/s | |`,
  ];
}

/** quietzone-render on CLI_CODES EPS files with --jobs 1 and 2 (from source under tsx), and renderQr in-process on the same contents. */
async function cliRuns(): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'qz-print-bench-'));
  try {
    const lines = contents(CLI_CODES);
    await writeFile(join(dir, 'codes.txt'), `${lines.join('\n')}\n`);
    // Into a folder (5,000 files created) and into one archive (--zip): file creation on a
    // shared disk costs more than the render, so both are shown.
    const variants = { files: { 1: [] as number[], 2: [] as number[] }, zip: { 1: [] as number[], 2: [] as number[] } };
    for (let round = 0; round < CLI_ROUNDS; round++) {
      for (const output of ['files', 'zip'] as const) {
        for (const jobs of [1, 2] as const) {
          const out = join(dir, `out-${output}-${jobs}-${round}`);
          const target = output === 'zip' ? ['--zip', `${out}.zip`] : ['-o', out];
          variants[output][jobs].push(await seconds(() => run(TSX_CLI, [RENDER_CLI, 'codes.txt', '-f', 'eps', '--jobs', String(jobs), ...target], dir)));
          await rm(out, { recursive: true, force: true });
          await rm(`${out}.zip`, { force: true });
        }
      }
    }
    const library = await seconds(async () => {
      for (const content of lines) await renderQr(content, { format: 'eps' });
    });
    // The fixed cost of every run: node, tsx and the CLI's modules, nothing rendered.
    const startUps: number[] = [];
    for (let round = 0; round < CLI_ROUNDS; round++) startUps.push(await seconds(() => run(TSX_CLI, [RENDER_CLI, '--version'], dir)));
    const startUp = median(startUps);
    const rows: string[] = [`| CLI start-up alone (--version) | ${startUp.toFixed(2)} s | | |`];
    for (const output of ['files', 'zip'] as const) {
      const [one, two] = [median(variants[output][1]), median(variants[output][2])];
      const into = output === 'zip' ? 'into one --zip archive' : 'into a folder';
      rows.push(
        `| CLI --jobs 1, ${CLI_CODES.toLocaleString('en-US')} EPS ${into} | ${one.toFixed(2)} s | ${rate(CLI_CODES, one)} codes/s | ${Math.round((library / one) * 100)} % of renderQr in-process (target ≥ 80 %); ${Math.round((library / (one - startUp)) * 100)} % without the start-up |`,
        `| CLI --jobs 2, the same | ${two.toFixed(2)} s | ${rate(CLI_CODES, two)} codes/s | ${(one / two).toFixed(2)}× --jobs 1 (target ≥ 1.6×) |`,
      );
    }
    rows.push(`| renderQr in-process, the same EPS (no files written) | ${library.toFixed(2)} s | ${rate(CLI_CODES, library)} codes/s | |`);
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** POST /v1/exports of EXPORT_CODES codes as PDF, the runner, and the download, in a process of its own (its peak RSS is the export's). */
async function apiExport(): Promise<string[]> {
  const output = await run(TSX_CLI, [EXPORT_RUN], fileURLToPath(new URL('.', import.meta.url)), { ...process.env, EXPORT_CODES: String(EXPORT_CODES), EXPORT_FORMATS: 'pdf' });
  const result = JSON.parse(output.trim().split('\n').at(-1)!) as { seconds: number; renderSeconds: number; zipBytes: number; files: number; baselineRssMb: number; peakRssMb: number };
  if (result.files !== EXPORT_CODES + 1) throw new Error(`the export's ZIP holds ${result.files} files, not ${EXPORT_CODES + 1}`);
  return [
    `| API export of ${EXPORT_CODES.toLocaleString('en-US')} codes as PDF (POST → runner → download, PGlite) | ${result.seconds.toFixed(1)} s | ${rate(EXPORT_CODES, result.seconds)} codes/s | ZIP ${(result.zipBytes / 2 ** 20).toFixed(1)} MiB; RSS ${Math.round(result.baselineRssMb)} MiB before, peak ${Math.round(result.peakRssMb)} MiB |`,
  ];
}

export const printBenchmark: Benchmark = {
  name: 'Print',
  description:
    `Issue 14's print batches, wall-clock, one run each (the CLI runs: median of ${CLI_ROUNDS}, alternating). The CLI runs from source under tsx, ` +
    'start-up included (each worker thread loads tsx too); the export runs in its own process, rendering in the app\'s render pool (cores − 1 threads).',
  async run() {
    const rows = ['| what | time | codes/s | compared |', '|---|---:|---:|---|', ...(await sheetAgainstSingles()), ...(await cliRuns()), ...(await apiExport())];
    return rows.join('\n');
  },
};

// `tsx print.bench.ts` runs this benchmark alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(await printBenchmark.run());
}
