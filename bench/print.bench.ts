// Print-shop throughput: an imposed sheet against single PDFs, the render CLI with
// worker threads and against the library in-process, and an export through the API.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderQr, renderSheet } from '@quietzone/render';
import type { Benchmark } from './benchmark';
import { median } from './load-client';

const SHEET_CODES = Number(process.env.PRINT_BENCH_SHEET_CODES ?? 1000);
const CLI_CODES = Number(process.env.PRINT_BENCH_CLI_CODES ?? 5000);
const EXPORT_CODES = Number(process.env.PRINT_BENCH_EXPORT_CODES ?? 5000);
/** The CLI runs alternate --jobs 1 and --jobs 2 this many times; the median of each is shown. */
const CLI_ROUNDS = 3;
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
/** The CLI as a user runs it: the built bin (built first by {@link buildRenderCli}), not tsx from source. */
const RENDER_CLI = fileURLToPath(new URL('../packages/render/dist/cli.js', import.meta.url));
/** GNU time: the CLI's user and system CPU, which on a shared machine vary less than its wall time. */
const GNU_TIME = '/usr/bin/time';
const EXPORT_RUN = fileURLToPath(new URL('./print-export-run.ts', import.meta.url));

/** Table-code URLs as a print order has them: one short link each. */
const contents = (count: number) => Array.from({ length: count }, (_, i) => `https://qz.example/t${String(i + 1).padStart(5, '0')}`);

const rate = (count: number, seconds: number) => Math.round(count / seconds).toLocaleString('en-US');

async function seconds(task: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await task();
  return (performance.now() - start) / 1000;
}

function run(file: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return runCommand(process.execPath, [file, ...args], cwd, env).then(({ stdout }) => stdout);
}

function runCommand(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(command, [...args], { cwd, env, maxBuffer: 64 << 20 }, (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve({ stdout, stderr })));
  });
}

/** dist/ is not in git: build the render package so the bench never measures a stale bin. */
async function buildRenderCli(): Promise<void> {
  await runCommand('pnpm', ['--filter', '@quietzone/render', 'build'], fileURLToPath(new URL('..', import.meta.url)));
}

/** A built-CLI run: wall seconds, and user + system CPU seconds (and the system part) when GNU time is there. */
async function cliRun(args: readonly string[], cwd: string): Promise<{ wall: number; cpu: number | undefined; system: number | undefined }> {
  if (!existsSync(GNU_TIME)) return { wall: await seconds(() => run(RENDER_CLI, args, cwd)), cpu: undefined, system: undefined };
  let stderr = '';
  const wall = await seconds(async () => {
    ({ stderr } = await runCommand(GNU_TIME, ['-f', 'cpu %U %S', process.execPath, RENDER_CLI, ...args], cwd));
  });
  const [user, system] = stderr.trim().split('\n').at(-1)!.split(' ').slice(1).map(Number);
  return { wall, cpu: user! + system!, system };
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

/**
 * quietzone-render (the built bin) on CLI_CODES EPS files with --jobs 1 and 2, and renderQr
 * in-process on the same contents. Start-up is measured apart (--version, and one code with
 * --text), so the rendering phase's rate is a run's time less the one-code run's.
 */
async function cliRuns(): Promise<string[]> {
  await buildRenderCli();
  const dir = await mkdtemp(join(tmpdir(), 'qz-print-bench-'));
  try {
    const lines = contents(CLI_CODES);
    await writeFile(join(dir, 'codes.txt'), `${lines.join('\n')}\n`);
    // Into a folder (5,000 files created) and into one archive (--zip): file creation on a
    // shared disk costs more than the render, so both are shown.
    type Runs = { wall: number[]; cpu: number[]; system: number[] };
    const runs = (): Runs => ({ wall: [], cpu: [], system: [] });
    // 'default': no --jobs, the CLI decides (workers only once the codes left are worth them).
    const variants = { files: { 1: runs(), 2: runs(), default: runs() }, zip: { 1: runs(), 2: runs(), default: runs() } };
    const version = runs();
    const oneCode = runs();
    const record = (into: Runs, result: { wall: number; cpu: number | undefined; system: number | undefined }) => {
      into.wall.push(result.wall);
      if (result.cpu !== undefined) into.cpu.push(result.cpu);
      if (result.system !== undefined) into.system.push(result.system);
    };
    for (let round = 0; round < CLI_ROUNDS; round++) {
      record(version, await cliRun(['--version'], dir));
      record(oneCode, await cliRun(['--text', lines[0]!, '-f', 'eps', '-o', join(dir, 'one')], dir));
      for (const output of ['files', 'zip'] as const) {
        for (const jobs of [1, 2, 'default'] as const) {
          const out = join(dir, `out-${output}-${jobs}-${round}`);
          const target = output === 'zip' ? ['--zip', `${out}.zip`] : ['-o', out];
          // The output stays until the end: on ext4 without a journal (this machine's disk) a
          // file created within a minute or more of deletions in its block group costs a scan
          // of every recently deleted inode (recently_deleted() in find_inode_bit, `perf`: 57 %
          // of the samples), so deleting 5,000 files before the next run made file creation 10×
          // dearer than on a disk that has not just deleted any.
          const jobsFlag = jobs === 'default' ? [] : ['--jobs', String(jobs)];
          record(variants[output][jobs], await cliRun(['codes.txt', '-f', 'eps', ...jobsFlag, ...target], dir));
        }
      }
    }
    await renderQr(lines[0]!, { format: 'eps' }); // warm up (the modules load)
    const libraryRuns: number[] = [];
    for (let round = 0; round < CLI_ROUNDS; round++) {
      libraryRuns.push(
        await seconds(async () => {
          for (const content of lines) await renderQr(content, { format: 'eps' });
        }),
      );
    }
    // The median of the rounds: the first also warms the JIT, as each CLI run does for itself.
    const library = median(libraryRuns);
    const cpu = (of: Runs) => (of.cpu.length > 0 ? `; CPU ${median(of.cpu).toFixed(2)} s (system ${median(of.system).toFixed(2)} s)` : '');
    const startUp = median(oneCode.wall);
    const rows: string[] = [
      `| CLI start-up alone (--version) | ${median(version.wall).toFixed(2)} s${cpu(version)} | | |`,
      `| CLI start-up and one code (--text, -f eps) | ${startUp.toFixed(2)} s${cpu(oneCode)} | | taken off the runs below for their rendering phase |`,
    ];
    for (const output of ['files', 'zip'] as const) {
      const [one, two, byDefault] = [variants[output][1], variants[output][2], variants[output].default];
      const [oneWall, twoWall, defaultWall] = [median(one.wall), median(two.wall), median(byDefault.wall)];
      const phase = (wall: number) => `${rate(CLI_CODES, wall - startUp)} codes/s without start-up`;
      const into = output === 'zip' ? 'into one --zip archive' : 'into a folder';
      rows.push(
        `| CLI --jobs 1, ${CLI_CODES.toLocaleString('en-US')} EPS ${into} | ${oneWall.toFixed(2)} s${cpu(one)} | ${rate(CLI_CODES, oneWall)} codes/s; ${phase(oneWall)} | ${Math.round((library / oneWall) * 100)} % of renderQr in-process (target ≥ 80 %); ${Math.round((library / (oneWall - startUp)) * 100)} % without the start-up |`,
        `| CLI --jobs 2, the same | ${twoWall.toFixed(2)} s${cpu(two)} | ${rate(CLI_CODES, twoWall)} codes/s; ${phase(twoWall)} | ${(oneWall / twoWall).toFixed(2)}× --jobs 1 (target ≥ 1.6×); ${((oneWall - startUp) / (twoWall - startUp)).toFixed(2)}× without the start-up |`,
        `| CLI without --jobs (its own choice), the same | ${defaultWall.toFixed(2)} s${cpu(byDefault)} | ${rate(CLI_CODES, defaultWall)} codes/s | ${(oneWall / defaultWall).toFixed(2)}× --jobs 1 |`,
      );
      // The most two threads could do: start-up, then --jobs 1's CPU past start-up split
      // perfectly over 2 cores at no cost for the second thread (its start-up, JIT, GC) — except
      // the kernel's file creations, which serialize on the folder (round five).
      if (one.cpu.length > 0 && oneCode.cpu.length > 0) {
        const work = median(one.cpu) - median(oneCode.cpu);
        const serial = output === 'files' ? median(one.system) - median(oneCode.system) : 0;
        const perfectTwo = startUp + Math.max(work / 2, serial);
        rows.push(`| bound: --jobs 2 with --jobs 1's CPU past start-up split perfectly over 2 cores${output === 'files' ? ' (file creation not split)' : ''} | ${perfectTwo.toFixed(2)} s | | at most ${(oneWall / perfectTwo).toFixed(2)}× --jobs 1 |`);
      }
    }
    rows.push(
      `| renderQr in-process, the same EPS (no files written; median of the rounds) | ${library.toFixed(2)} s | ${rate(CLI_CODES, library)} codes/s | |`,
      // A CLI that wrote nothing and rendered on two threads at no cost for the second would
      // still take its start-up: the most any CLI can reach against renderQr here.
      `| bound: start-up, then renderQr's work split perfectly over 2 threads, nothing written | ${(startUp + library / 2).toFixed(2)} s | | at most ${Math.round((library / (startUp + library / 2)) * 100)} % of renderQr (target ≥ 80 %) |`,
    );
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
    `Issue 14's print batches, wall-clock, one run each (the CLI runs: median of ${CLI_ROUNDS}, alternating, with user + system CPU). The CLI is the built bin ` +
    '(built first), its start-up shown apart, every run\'s output kept until the end; the export runs in its own process, rendering in the app\'s render pool (cores − 1 threads).',
  async run() {
    // PRINT_BENCH_ONLY=cli runs the CLI part alone (a minute instead of several).
    const cliOnly = process.env.PRINT_BENCH_ONLY === 'cli';
    const rows = ['| what | time | codes/s | compared |', '|---|---:|---:|---|', ...(cliOnly ? [] : await sheetAgainstSingles()), ...(await cliRuns()), ...(cliOnly ? [] : await apiExport())];
    return rows.join('\n');
  },
};

// `tsx print.bench.ts` runs this benchmark alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(await printBenchmark.run());
}
