// Redirect and image-route throughput over loopback HTTP, measured with autocannon.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type SetupRequest } from 'autocannon';
import type { Benchmark } from './benchmark';

/** Seconds per timed round; rounds alternate between contenders and the median is reported. */
const ROUND_SECONDS = Number(process.env.REDIRECT_BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.REDIRECT_BENCH_ROUNDS ?? 3);
/** Enough connections to keep one server core busy; autocannon runs in this (other) process. */
const CONNECTIONS = 10;
/** Pause after every round: longer than the scan recorder's 1 s flush interval. */
const SETTLE_MS = 1500;
/** The redirect route must reach at least this share of the bare h3 route (issue 4). */
const TARGET_RATIO = 0.7;

interface ServerInfo {
  readonly app: string;
  /** The recorded app behind a trusted proxy: X-Forwarded-For names the visitor (redirect-server.ts). */
  readonly proxied: string;
  /** The same app and short link with no scan recorder attached (redirect-server.ts). */
  readonly unrecorded: string;
  readonly bare: string;
  readonly shortCode: string;
  readonly codeId: string;
  readonly adminKey: string;
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
  /**
   * Requests per round, sized from the warm-up to last about ROUND_SECONDS (measure): for the
   * recorded short links, an exact request count lets the run check that every request was
   * recorded once.
   */
  exactRequests?: number;
  readonly headers?: Record<string, string>;
  /** Headers of their own for every request (a new visitor each time); otherwise `headers` on all. */
  readonly freshHeaders?: () => Record<string, string>;
  /** 3xx responses received over the whole run, warm-up included. */
  redirects?: number;
}

/** A phone's user agent: a request without one is recorded as a bot (left out of total_scans). */
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

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
  const start = performance.now();
  let lastResponse = start;
  const run = autocannon({
    url: contender.url,
    connections: CONNECTIONS,
    ...(contender.exactRequests !== undefined ? { amount: contender.exactRequests } : { duration: seconds }),
    ...(contender.headers ? { headers: contender.headers } : {}),
    ...(contender.freshPath ? { requests: [{ setupRequest: (request: SetupRequest) => ({ ...request, path: contender.freshPath!() }) }] } : {}),
    ...(contender.freshHeaders ? { requests: [{ setupRequest: (request: SetupRequest) => ({ ...request, headers: { ...request.headers, ...contender.freshHeaders!() } }) }] } : {}),
  });
  run.on('response', () => {
    lastResponse = performance.now();
  });
  const result = await run;
  const wrong = contender.expectedStatus === 302 ? result.requests.total - result['3xx'] : result.non2xx;
  contender.redirects = (contender.redirects ?? 0) + result['3xx'];
  // Completed requests over the round's wall time (a per-second mean undercounts an `amount` run's last partial second).
  // An `amount` run ends at its last response: autocannon only notices the amount is reached on
  // its 1-second tick, so its `duration` (and our own timing of the promise) made a round of
  // 6,000 requests that took 0.4 s read as 6,000 requests/s.
  const wallSeconds = contender.exactRequests !== undefined ? (lastResponse - start) / 1000 : result.duration;
  return { requestsPerSecond: result.requests.total / wallSeconds, p99Ms: result.latency.p99, errors: result.errors + result.timeouts + Math.max(0, wrong) };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function measure(contenders: readonly Contender[]): Promise<Round[]> {
  for (const contender of contenders) {
    // Every contender runs exact request counts timed to the last response, the same way: the
    // recorded ones need an exact count to check that every request was recorded once, and
    // a duration-timed contender beside amount-timed ones would be measured differently.
    contender.exactRequests ??= 2000;
    const warm = await round(contender, 1); // warm up JIT, caches, sockets
    // Sized from a second, warm round: the first includes one-time work (JIT, the first scan
    // batches), so rounds sized from it are shorter than ROUND_SECONDS.
    contender.exactRequests = Math.max(1000, Math.round(warm.requestsPerSecond));
    const warmer = await round(contender, 1);
    contender.exactRequests = Math.max(1000, Math.round(warmer.requestsPerSecond * ROUND_SECONDS));
  }
  const rounds: Round[][] = contenders.map(() => []);
  for (let i = 0; i < ROUNDS; i++) {
    for (const [index, contender] of contenders.entries()) {
      rounds[index]!.push(await round(contender, ROUND_SECONDS));
      // Let the previous round's leftovers (the scan recorder's last flush, garbage) finish
      // before the next contender starts, so no round pays for another's work.
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    }
  }
  return rounds.map((list) => ({
    requestsPerSecond: median(list.map((r) => r.requestsPerSecond)),
    p99Ms: median(list.map((r) => r.p99Ms)),
    errors: list.reduce((sum, r) => sum + r.errors, 0),
  }));
}

async function checkResponses(info: ServerInfo): Promise<void> {
  const redirect = await fetch(`${info.app}/${info.shortCode}`, { redirect: 'manual', headers: { 'user-agent': PHONE_UA } });
  const bare = await fetch(`${info.bare}/bare`, { redirect: 'manual' });
  for (const res of [redirect, bare]) {
    if (res.status !== 302 || res.headers.get('location') !== info.location) throw new Error(`expected 302 to ${info.location}, got ${res.status} ${res.headers.get('location')}`);
  }
  const png = await fetch(`${info.app}/v1/codes/${info.shortCode}/qr.png`);
  if (png.status !== 200 || png.headers.get('content-type') !== 'image/png') throw new Error(`image route answered ${png.status}`);
}

/**
 * Waits for the recorder's flush (at most ~1 s behind) and checks that the code has exactly one
 * scan per redirect sent during the whole run; throws otherwise.
 */
async function recordedScans(info: ServerInfo, expected: number): Promise<{ rows: number; total: number; expected: number }> {
  const headers = { authorization: `Bearer ${info.adminKey}` };
  let rows = -1;
  let total = -1;
  for (let attempt = 0; attempt < 50; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const list = (await (await fetch(`${info.app}/v1/codes/${info.codeId}/scans?limit=1`, { headers })).json()) as { meta: { pagination: { total_count: number } } };
    const code = (await (await fetch(`${info.app}/v1/codes/${info.codeId}`, { headers })).json()) as { data: { total_scans: number } };
    rows = list.meta.pagination.total_count;
    total = code.data.total_scans;
    if (rows === expected && total === expected) return { rows, total, expected };
  }
  throw new Error(`expected ${expected} recorded scans, found ${rows} rows and total_scans ${total}`);
}

/** A distinct public IPv4 address per visitor number, in 11.0.0.0/8 (public unicast). */
function publicAddress(visitor: number): string {
  return `11.${(visitor >>> 16) & 255}.${(visitor >>> 8) & 255}.${visitor & 255}`;
}

function format(value: number, digits = 0): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

export const redirectBenchmark: Benchmark = {
  name: 'Redirect and image-route throughput',
  description:
    `The real server (in-memory PGlite, one live dynamic code created through the API) and a bare h3 app with one route ` +
    `returning the same constant 302, both served by the server's \`startServer\` in one child process; autocannon ` +
    `(${CONNECTIONS} connections, no pipelining) in the parent over loopback, ${ROUNDS} alternating rounds of an exact request ` +
    `count sized to last about ${ROUND_SECONDS} s (timed to the last response, ${SETTLE_MS / 1000} s pause after each), after ` +
    `two warm-up rounds, median reported; the scan recorder runs as in \`quietzone serve\`. PNG at the default 4 px modules: "cached" requests one URL again and again ` +
    `(served from the rendered-image LRU), "uncached" a fresh \`fg\` color per request (always rendered).`,
  async run() {
    const { info, child } = await startServers();
    try {
      await checkResponses(info);
      let colors = 0;
      let visitors = 0;
      const contenders: Contender[] = [
        { label: 'bare h3 route, constant 302', url: `${info.bare}/bare`, expectedStatus: 302 },
        { label: 'short link `GET /<short_code>` → 302, scan recorded', url: `${info.app}/${info.shortCode}`, expectedStatus: 302, exactRequests: 2000, headers: { 'user-agent': PHONE_UA } },
        {
          label: 'short link → 302, scan recorded, every request a new visitor',
          url: `${info.proxied}/${info.shortCode}`,
          expectedStatus: 302,
          exactRequests: 2000,
          headers: { 'user-agent': PHONE_UA },
          freshHeaders: () => ({ 'x-forwarded-for': publicAddress(visitors++) }),
        },
        { label: 'short link → 302, no scan recorder (the codes issue)', url: `${info.unrecorded}/${info.shortCode}`, expectedStatus: 302, headers: { 'user-agent': PHONE_UA } },
        { label: 'PNG image route, cached', url: `${info.app}/v1/codes/${info.shortCode}/qr.png?size=4`, expectedStatus: 200 },
        {
          label: 'PNG image route, uncached',
          url: `${info.app}/v1/codes/${info.shortCode}/qr.png`,
          expectedStatus: 200,
          freshPath: () => `/v1/codes/${info.shortCode}/qr.png?fg=${(colors++ % 0xcccccc).toString(16).padStart(6, '0')}`,
        },
      ];
      const results = await measure(contenders);
      // Both recorded contenders scan the one code; + 1 for checkResponses' request.
      const recorded = await recordedScans(info, 1 + contenders[1]!.redirects! + contenders[2]!.redirects!);
      const bare = results[0]!.requestsPerSecond;
      const rows = contenders.map((contender, index) => {
        const r = results[index]!;
        const ratio = index >= 1 && index <= 3 ? `**${format((r.requestsPerSecond / bare) * 100)} %** of bare (target ≥ ${TARGET_RATIO * 100} %)` : index === 0 ? '100 %' : '';
        return `| ${contender.label} | ${format(r.requestsPerSecond)} | ${format(r.p99Ms)} | ${r.errors} | ${ratio} |`;
      });
      return [
        '| route | requests/s | p99 ms | errors | ratio |',
        '|---|---:|---:|---:|---|',
        ...rows,
        '',
        `Scans recorded for the short link: ${format(recorded.rows)} rows and total_scans ${format(recorded.total)} for ${format(recorded.expected)} redirects sent (every request counted once).`,
      ].join('\n');
    } finally {
      child.kill('SIGTERM');
    }
  },
};

// `tsx redirect.bench.ts` runs this benchmark alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(await redirectBenchmark.run());
}
