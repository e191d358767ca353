import v8 from 'node:v8';
import vm from 'node:vm';

// A collection before every round, so no contender pays for the garbage another one left
// (node-qrcode's PNG path allocates heavily). Exposed at run time: `tsx` takes no V8 flags.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** Throughput of one contender, in operations per second. */
export interface Throughput {
  readonly opsPerSecond: number;
}

/** How long each timed round runs, and how many rounds give the median. */
export interface MeasureOptions {
  readonly roundMs: number;
  readonly rounds: number;
}

export const DEFAULT_MEASURE: MeasureOptions = { roundMs: 400, rounds: 5 };

type Task = () => unknown;

/**
 * Measures several contenders side by side: rounds alternate between them, so a slow phase of
 * a noisy, shared machine hits every contender alike, and the median round is reported.
 * Returns ops/s per contender, in the order given.
 */
export async function measureSideBySide(tasks: readonly Task[], options = DEFAULT_MEASURE): Promise<Throughput[]> {
  for (const task of tasks) await timedRound(task, options.roundMs / 2); // warm up the JIT
  const samples: number[][] = tasks.map(() => []);
  for (let round = 0; round < options.rounds; round++) {
    for (const [index, task] of tasks.entries()) samples[index]!.push(await timedRound(task, options.roundMs));
  }
  return samples.map((rates) => ({ opsPerSecond: median(rates) }));
}

async function timedRound(task: Task, ms: number): Promise<number> {
  collectGarbage();
  const start = performance.now();
  let count = 0;
  let elapsed = 0;
  while (elapsed < ms) {
    const result = task();
    if (result instanceof Promise) await result;
    count++;
    elapsed = performance.now() - start;
  }
  return (count * 1000) / elapsed;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
