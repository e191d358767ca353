// `pnpm bench`: every benchmark in one process, printed as markdown (copy into README.md).
import os from 'node:os';
import type { Benchmark } from './benchmark';
import { printBenchmark } from './print.bench';
import { redirectBenchmark } from './redirect.bench';
import { renderBenchmark } from './render.bench';
import { statsBenchmark } from './stats.bench';
import { symbolsBenchmark } from './symbols.bench';

/** Add later benchmarks (e.g. redirect throughput) here. */
const BENCHMARKS: readonly Benchmark[] = [renderBenchmark, redirectBenchmark, statsBenchmark, printBenchmark, symbolsBenchmark];

const only = process.argv.slice(2);
const cpus = os.cpus();
console.log(
  `Node ${process.version}, ${os.platform()} ${os.arch()}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ` +
    `${new Date().toISOString().slice(0, 10)}\n`,
);
// The machine is shared: the load average before and after each benchmark says how quiet it was.
const loadAverage = () => os.loadavg().map((load) => load.toFixed(2)).join(', ');
for (const benchmark of BENCHMARKS) {
  if (only.length > 0 && !only.some((word) => benchmark.name.toLowerCase().includes(word.toLowerCase()))) continue;
  console.log(`## ${benchmark.name}\n\n${benchmark.description}\n`);
  const before = loadAverage();
  const started = new Date().toISOString().slice(11, 16);
  const table = await benchmark.run();
  console.log(`${table}\n\nLoad average (1, 5, 15 min) at ${started} UTC: ${before}; after: ${loadAverage()}.\n`);
}
