// Two trees side by side in one run: an absolute rate measured on another day says little on a
// shared host whose speed moves several-fold between days; a ratio measured in one run does.
//
//   git worktree add ../before <rev> && (cd ../before && pnpm install)
//   BENCH_BEFORE_TREE=../before pnpm --filter ./bench exec tsx before-after.ts
//
// Each tree's own bench/redirect-server.ts serves its app (in-memory PGlite, a live dynamic url
// code created through POST /v1/codes, scans recorded as `quietzone serve` records them) and its
// own bare h3 route, in a process of its own; this process runs autocannon against one tree at
// a time, alternating rounds before/after (which tree goes first alternates too), for:
// - the bare h3 route (each tree's floor, and a check that the two processes run alike);
// - the recorded short link (an iPhone's user agent), also as a share of its own tree's bare
//   route (a refactor must leave the redirect's ratios no worse, in the same run);
// - the uncached PNG image route (a fresh `fg` per request, 4 px modules; the target was ≥ 3× the old route).
// BEFORE_AFTER_CONTENDERS picks some (comma-separated: bare, redirect, png; default all).
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type SetupRequest } from 'autocannon';
import { median, PHONE_UA } from './load-client';

const ROUND_SECONDS = Number(process.env.BEFORE_AFTER_SECONDS ?? 5);
const ROUNDS = Number(process.env.BEFORE_AFTER_ROUNDS ?? 5);
const CONTENDERS = (process.env.BEFORE_AFTER_CONTENDERS ?? 'bare,redirect,png').split(',');
const CONNECTIONS = 10;
/** Longer than the scan recorder's 1 s flush, so no round pays for the one before. */
const SETTLE_MS = 1500;

type TreeName = 'before' | 'after';

interface Served {
  readonly tree: TreeName;
  readonly dir: string;
  readonly child: ChildProcess;
  readonly app: string;
  readonly bare: string;
  readonly shortCode: string;
}

interface Contender {
  readonly name: string;
  readonly label: string;
  /** The status that counts as answered. */
  readonly status: 2 | 3;
  readonly url: (served: Served) => string;
  readonly freshPath?: (served: Served) => string;
  readonly headers?: Record<string, string>;
}

let colors = 0;
/** A color not asked for before in this run: the request renders (no cached image). */
const freshColor = () => (colors++ % 0xcccccc).toString(16).padStart(6, '0');

const ALL_CONTENDERS: readonly Contender[] = [
  { name: 'bare', label: 'bare h3 route, constant 302', status: 3, url: (s) => `${s.bare}/bare` },
  { name: 'redirect', label: 'short link → 302, scan recorded', status: 3, url: (s) => `${s.app}/${s.shortCode}`, headers: { 'user-agent': PHONE_UA } },
  {
    name: 'png',
    label: 'PNG image route, uncached (4 px modules)',
    status: 2,
    url: (s) => `${s.app}/v1/codes/${s.shortCode}/qr.png`,
    freshPath: (s) => `/v1/codes/${s.shortCode}/qr.png?fg=${freshColor()}`,
  },
];

async function serve(tree: TreeName, dir: string): Promise<Served> {
  const benchDir = resolve(dir, 'bench');
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(benchDir, 'redirect-server.ts')], { stdio: ['ignore', 'pipe', 'inherit'], cwd: benchDir });
  const line = await new Promise<string>((done, fail) => {
    child.once('exit', (code) => fail(new Error(`${tree}: the bench server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', done);
  });
  const info = JSON.parse(line) as { app: string; bare: string; shortCode: string };
  return { tree, dir, child, app: info.app, bare: info.bare, shortCode: info.shortCode };
}

interface Round {
  readonly perSecond: number;
  readonly p99Ms: number;
  readonly other: number;
}

async function round(contender: Contender, served: Served): Promise<Round> {
  const result = await autocannon({
    url: contender.url(served),
    connections: CONNECTIONS,
    duration: ROUND_SECONDS,
    ...(contender.headers ? { headers: contender.headers } : {}),
    ...(contender.freshPath ? { requests: [{ setupRequest: (request: SetupRequest) => ({ ...request, path: contender.freshPath!(served) }) }] } : {}),
  });
  const answered = contender.status === 2 ? result['2xx'] : result['3xx'];
  return { perSecond: answered / result.duration, p99Ms: result.latency.p99, other: result.requests.total - answered + result.errors + result.timeouts };
}

const rate = (n: number) => Math.round(n).toLocaleString('en-US');
const percent = (n: number) => `${Math.round(n * 100)} %`;

const beforeDir = process.env.BENCH_BEFORE_TREE;
if (!beforeDir) throw new Error('BENCH_BEFORE_TREE: a checkout of the tree to compare with (its dependencies installed)');
const contenders = ALL_CONTENDERS.filter((contender) => CONTENDERS.includes(contender.name));
const served: Served[] = [];
try {
  served.push(await serve('before', resolve(beforeDir)), await serve('after', fileURLToPath(new URL('..', import.meta.url))));
  const rounds = new Map<string, Round[]>();
  const key = (contender: Contender, tree: TreeName) => `${contender.name} ${tree}`;
  // One warm-up round of each (JIT, caches, a render pool's workers), not reported.
  for (const s of served) for (const contender of contenders) await round(contender, s);
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 === 0 ? served : [...served].reverse();
    for (const contender of contenders) {
      for (const s of order) {
        const measured = await round(contender, s);
        console.error(`round ${i + 1}: ${contender.name} ${s.tree} ${rate(measured.perSecond)}/s`);
        rounds.set(key(contender, s.tree), [...(rounds.get(key(contender, s.tree)) ?? []), measured]);
        await new Promise((done) => setTimeout(done, SETTLE_MS));
      }
    }
  }
  const rates = (contender: Contender, tree: TreeName) => rounds.get(key(contender, tree))!.map((r) => r.perSecond);
  const bare = contenders.find((contender) => contender.name === 'bare');
  const lines = [
    `${ROUNDS} alternating rounds of ${ROUND_SECONDS} s, ${CONNECTIONS} connections, medians (per round in brackets); before = ${served[0]!.dir}, after = ${served[1]!.dir}:`,
    '',
    `| contender | before (req/s) | after (req/s) | after ÷ before | before, of its bare | after, of its bare | p99 ms before / after | other answers |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const contender of contenders) {
    const [before, after] = [rates(contender, 'before'), rates(contender, 'after')];
    const perRound = after.map((value, i) => (value / before[i]!).toFixed(2)).join(', ');
    const ofBare = (tree: TreeName) => (bare && contender !== bare ? percent(median(rates(contender, tree)) / median(rates(bare, tree))) : '');
    const p99 = (tree: TreeName) => median(rounds.get(key(contender, tree))!.map((r) => r.p99Ms));
    const other = (['before', 'after'] as const).map((tree) => rounds.get(key(contender, tree))!.reduce((n, r) => n + r.other, 0)).join(' / ');
    lines.push(
      `| ${contender.label} | ${rate(median(before))} | ${rate(median(after))} | **${(median(after) / median(before)).toFixed(2)}×** (${perRound}) | ${ofBare('before')} | ${ofBare('after')} | ${p99('before')} / ${p99('after')} | ${other} |`,
    );
  }
  console.log(lines.join('\n'));
} finally {
  for (const s of served) s.child.kill();
}
