// Redirect and image-route throughput over loopback HTTP, measured with autocannon.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Benchmark } from './benchmark';

/** Seconds per timed round; rounds alternate between contenders and the median is reported. */
const ROUND_SECONDS = Number(process.env.REDIRECT_BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.REDIRECT_BENCH_ROUNDS ?? 3);
/** Enough connections to keep one server core busy; autocannon runs in this (other) process. */
const CONNECTIONS = 10;
/** The redirect route must reach at least this share of the bare h3 route (issue 4). */
const TARGET_RATIO = 0.7;

interface ServerInfo {
  readonly app: string;
  readonly bare: string;
  readonly shortCode: string;
  readonly location: string;
}

interface Round {
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly errors: number;
}

interface Contender {
  readonly label: string;
  readonly url: string;
  readonly expectedStatus: 302 | 200;
  /** A fresh path per request (uncached renders); otherwise the url is requested as is. */
  readonly freshPath?: () => string;
}

async function startServers(): Promise<{ info: ServerInfo; child: ChildProcess }> {
  const script = fileURLToPath(new URL('./redirect-server.ts', import.meta.url));
  // A separate process: the load generator must not share the server's event loop or core.
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'], cwd: fileURLToPath(new URL('.', import.meta.url)) });
  const lines = createInterface({ input: child.stdout! });
  const info = await new Promise<ServerInfo>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as ServerInfo));
  });
  return { info, child };
}

async function round(contender: Contender, seconds: number): Promise<Round> {
  const result = await autocannon({
    url: contender.url,
    connections: CONNECTIONS,
    duration: seconds,
    ...(contender.freshPath ? { requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: contender.freshPath!() }) }] } : {}),
  });
  const wrong = contender.expectedStatus === 302 ? result.requests.total - result['3xx'] : result.non2xx;
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors + result.timeouts + Math.max(0, wrong) };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function measure(contenders: readonly Contender[]): Promise<Round[]> {
  for (const contender of contenders) await round(contender, 1); // warm up JIT, caches, sockets
  const rounds: Round[][] = contenders.map(() => []);
  for (let i = 0; i < ROUNDS; i++) {
    for (const [index, contender] of contenders.entries()) rounds[index]!.push(await round(contender, ROUND_SECONDS));
  }
  return rounds.map((list) => ({
    requestsPerSecond: median(list.map((r) => r.requestsPerSecond)),
    p99Ms: median(list.map((r) => r.p99Ms)),
    errors: list.reduce((sum, r) => sum + r.errors, 0),
  }));
}

async function checkResponses(info: ServerInfo): Promise<void> {
  const redirect = await fetch(`${info.app}/${info.shortCode}`, { redirect: 'manual' });
  const bare = await fetch(`${info.bare}/bare`, { redirect: 'manual' });
  for (const res of [redirect, bare]) {
    if (res.status !== 302 || res.headers.get('location') !== info.location) throw new Error(`expected 302 to ${info.location}, got ${res.status} ${res.headers.get('location')}`);
  }
  const png = await fetch(`${info.app}/v1/codes/${info.shortCode}/qr.png`);
  if (png.status !== 200 || png.headers.get('content-type') !== 'image/png') throw new Error(`image route answered ${png.status}`);
}

function format(value: number, digits = 0): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

export const redirectBenchmark: Benchmark = {
  name: 'Redirect and image-route throughput',
  description:
    `The real server (in-memory PGlite, one live dynamic code created through the API) and a bare h3 app with one route ` +
    `returning the same constant 302, both served by the server's \`startServer\` in one child process; autocannon ` +
    `(${CONNECTIONS} connections, no pipelining) in the parent over loopback, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s ` +
    `after a 1 s warm-up, median reported. PNG at the default 4 px modules: "cached" requests one URL again and again ` +
    `(served from the rendered-image LRU), "uncached" a fresh \`fg\` color per request (always rendered).`,
  async run() {
    const { info, child } = await startServers();
    try {
      await checkResponses(info);
      let colors = 0;
      const contenders: Contender[] = [
        { label: 'bare h3 route, constant 302', url: `${info.bare}/bare`, expectedStatus: 302 },
        { label: 'short link `GET /<short_code>` → 302', url: `${info.app}/${info.shortCode}`, expectedStatus: 302 },
        { label: 'PNG image route, cached', url: `${info.app}/v1/codes/${info.shortCode}/qr.png?size=4`, expectedStatus: 200 },
        {
          label: 'PNG image route, uncached',
          url: `${info.app}/v1/codes/${info.shortCode}/qr.png`,
          expectedStatus: 200,
          freshPath: () => `/v1/codes/${info.shortCode}/qr.png?fg=${(colors++ % 0xcccccc).toString(16).padStart(6, '0')}`,
        },
      ];
      const results = await measure(contenders);
      const bare = results[0]!.requestsPerSecond;
      const rows = contenders.map((contender, index) => {
        const r = results[index]!;
        const ratio = index === 1 ? `**${format((r.requestsPerSecond / bare) * 100)} %** of bare (target ≥ ${TARGET_RATIO * 100} %)` : index === 0 ? '100 %' : '';
        return `| ${contender.label} | ${format(r.requestsPerSecond)} | ${format(r.p99Ms)} | ${r.errors} | ${ratio} |`;
      });
      return ['| route | requests/s | p99 ms | errors | ratio |', '|---|---:|---:|---:|---|', ...rows].join('\n');
    } finally {
      child.kill('SIGTERM');
    }
  },
};

// `tsx redirect.bench.ts` runs this benchmark alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(await redirectBenchmark.run());
}
