// Top self-time functions of a V8 CPU profile (`node --cpu-prof`), as a markdown table:
//   tsx summarize-cpu-profile.ts <file.cpuprofile | --cpu-prof-dir> [top=15] [--total]
// With --total, ranked by total time instead (the function and everything it called; a
// recursive function counted once per sample).
// Given a directory, it reads the profile with the most busy (not idle) time: `--import tsx`
// writes another profile for its loader thread, idle most of the run.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly children?: readonly number[];
}

/** The `.cpuprofile` JSON V8 writes: sampled node ids and the microseconds before each sample. */
interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const args = process.argv.slice(2);
const byTotal = args.includes('--total');
const [input, topArg = '15'] = args.filter((arg) => arg !== '--total');
if (!input) throw new Error('usage: summarize-cpu-profile.ts <file.cpuprofile | directory> [top]');
const busyMicros = (candidate: CpuProfile) => {
  const idle = new Set(candidate.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
  return candidate.samples.reduce((sum, nodeId, index) => (idle.has(nodeId) ? sum : sum + (candidate.timeDeltas[index] ?? 0)), 0);
};
const profile = (
  statSync(input).isDirectory()
    ? readdirSync(input)
        .filter((name) => name.endsWith('.cpuprofile'))
        .map((name) => JSON.parse(readFileSync(path.join(input, name), 'utf8')) as CpuProfile)
    : [JSON.parse(readFileSync(input, 'utf8')) as CpuProfile]
).reduce((busiest, candidate) => (busyMicros(candidate) > busyMicros(busiest) ? candidate : busiest));

const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const keyOf = (nodeId: number) => {
  const frame = frames.get(nodeId)!;
  // tsx hands V8 its transpiled modules on one line: a line number there says nothing.
  const where = frame.url ? `${shortPath(frame.url)}${frame.lineNumber > 0 ? `:${frame.lineNumber + 1}` : ''}` : '';
  return `${frame.functionName || '(anonymous)'}\t${where}`;
};
const selfMicros = new Map<string, number>();
let totalMicros = 0;
// A sample's time delta is the time since the previous sample: it is charged to this sample's
// node (and, for --total, once to every distinct function on its stack).
for (const [index, nodeId] of profile.samples.entries()) {
  const micros = profile.timeDeltas[index] ?? 0;
  const keys = new Set([keyOf(nodeId)]);
  if (byTotal) for (let id = parents.get(nodeId); id !== undefined; id = parents.get(id)) keys.add(keyOf(id));
  for (const key of keys) selfMicros.set(key, (selfMicros.get(key) ?? 0) + micros);
  totalMicros += micros;
}

/** The path from the package or workspace folder on, so the table stays readable. */
function shortPath(url: string): string {
  const file = url.replace(/^file:\/\//, '');
  const pnpm = file.lastIndexOf('/node_modules/');
  if (pnpm >= 0) return file.slice(pnpm + '/node_modules/'.length);
  const packages = file.indexOf('/packages/');
  if (packages >= 0) return file.slice(packages + 1);
  return path.basename(file);
}

const rows = [...selfMicros]
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(topArg))
  .map(([key, micros]) => {
    const [name, where] = key.split('\t');
    return `| ${name} | ${where ? `\`${where}\`` : ''} | ${((micros / totalMicros) * 100).toFixed(1)} % |`;
  });
console.log(`Total sampled: ${(totalMicros / 1e6).toFixed(2)} s\n`);
console.log([`| function | where | ${byTotal ? 'total' : 'self'} time |`, '|---|---|---:|', ...rows].join('\n'));
