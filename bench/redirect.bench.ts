// Redirect and image-route throughput over loopback HTTP, measured with autocannon.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type SetupRequest } from 'autocannon';
import type { Benchmark } from './benchmark';
import { PHONE_UA } from './load-client';

/** Seconds per timed round; rounds alternate between contenders and the median is reported. */
const ROUND_SECONDS = Number(process.env.REDIRECT_BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.REDIRECT_BENCH_ROUNDS ?? 3);
/** Which groups of contenders run (comma-separated): redirects, rules, resolver, images, loaded; default all. */
const GROUPS = (process.env.REDIRECT_BENCH_GROUPS ?? 'redirects,rules,resolver,images,loaded').split(',');
/** Enough connections to keep one server core busy; autocannon runs in this (other) process. */
const CONNECTIONS = 10;
/** Pause after every round: longer than the scan recorder's 1 s flush interval. */
const SETTLE_MS = 1500;
/** The unrecorded redirect must reach at least this share of the bare h3 route, and so must the resolver. */
const TARGET_RATIO = 0.7;
/** The recorded short link with one visitor, and with a new visitor per request. */
const RECORDED_TARGET_RATIO = 0.9;
const NEW_VISITOR_TARGET_RATIO = 0.8;
/** A code with twenty destination rules must keep this share of the same code without rules. */
const RULES_TARGET_RATIO = 0.95;
/** Redirects while uncached images are hammered must keep this share of redirects alone: scans come first. */
const LOADED_TARGET_RATIO = 0.8;
/** Uncached PNG requests/s before rendering moved off the event loop, and the target multiple. */
const UNCACHED_BEFORE = 1512;
const UNCACHED_TARGET_MULTIPLE = 3;
/** How long the image load runs before a loaded round starts, so the renderers are already busy. */
const BACKGROUND_LEAD_MS = 500;
/** After a loaded round the renders still in flight finish; the server must answer promptly again. */
const DRAINED_MS = 20;
const DRAIN_LIMIT_MS = 60_000;

interface ServerInfo {
  readonly app: string;
  /** The recorded app behind a trusted proxy: X-Forwarded-For names the visitor (redirect-server.ts). */
  readonly proxied: string;
  /** The same app and short link with no scan recorder attached (redirect-server.ts). */
  readonly unrecorded: string;
  readonly bare: string;
  /** The same constant 302 from a node:http listener with no framework: a second floor, for reference. */
  readonly bareNode: string;
  readonly shortCode: string;
  readonly codeId: string;
  /** A second code, for the redirects timed by duration (their scans are not counted exactly). */
  readonly loadedShortCode: string;
  /** A code with a logo: the heaviest image to render. */
  readonly logoShortCode: string;
  /** Two more codes alike but for twenty destination rules (redirect-server.ts twentyRules), none matching the benchmark's phone. */
  readonly unruledShortCode: string;
  readonly unruledCodeId: string;
  readonly ruledShortCode: string;
  readonly ruledCodeId: string;
  /** A published passport's Digital Link path (`/01/…/21/…`) on the recorded app, and its id. */
  readonly passportPath: string;
  readonly passportId: string;
  readonly adminKey: string;
  readonly location: string;
}

interface Round {
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly errors: number;
  /** What the image client got while this round ran (loaded contenders only). */
  readonly background?: BackgroundRound;
}

interface BackgroundRound {
  /** Responses per second during the round, and how many of each status. */
  readonly perSecond: number;
  readonly statuses: Readonly<Record<string, number>>;
}

/** Another client hammering image requests while a contender's rounds run. */
interface Background {
  readonly label: string;
  readonly url: string;
  /** A fresh path per request: a new `fg` color, so every request renders. */
  readonly freshPath: () => string;
  /** The bare route, on the same event loop: answered promptly once the leftover renders are done. */
  readonly drainUrl: string;
}

interface Contender {
  readonly label: string;
  /** redirects: short links against the bare route; images: the image routes; loaded: redirects under image load. */
  readonly group: 'redirects' | 'rules' | 'resolver' | 'images' | 'loaded';
  readonly url: string;
  readonly expectedStatus: 302 | 307 | 200;
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
  /** Responses of the expected status over the whole run, warm-up included. */
  answered?: number;
  /**
   * Timed by duration instead of an exact request count: a loaded contender can be far slower
   * than one sized from its warm-up alone could assume, and its scans are not counted.
   */
  readonly byDuration?: boolean;
  /** Hammered by a second client during every one of its rounds. */
  readonly background?: Background;
  /** Reported as a share of this contender (by label) with a target; default: of the bare route. */
  readonly shareOf?: { readonly label: string; readonly target?: number };
  /** Image routes: only 2xx responses count as served; 503 and 429 are reported as errors. */
  readonly countOnly2xx?: boolean;
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
  const background = contender.background ? await startBackground(contender.background) : undefined;
  const start = performance.now();
  let lastResponse = start;
  const byAmount = contender.exactRequests !== undefined && !contender.byDuration;
  const run = autocannon({
    url: contender.url,
    connections: CONNECTIONS,
    ...(byAmount ? { amount: contender.exactRequests } : { duration: seconds }),
    ...(contender.headers ? { headers: contender.headers } : {}),
    ...(contender.freshPath ? { requests: [{ setupRequest: (request: SetupRequest) => ({ ...request, path: contender.freshPath!() }) }] } : {}),
    ...(contender.freshHeaders ? { requests: [{ setupRequest: (request: SetupRequest) => ({ ...request, headers: { ...request.headers, ...contender.freshHeaders!() } }) }] } : {}),
  });
  run.on('response', () => {
    lastResponse = performance.now();
  });
  const result = await run;
  const backgroundRound = background ? await background.stop() : undefined;
  const wrong = contender.expectedStatus === 200 ? result.non2xx : result.requests.total - result['3xx'];
  contender.redirects = (contender.redirects ?? 0) + result['3xx'];
  contender.answered = (contender.answered ?? 0) + (contender.expectedStatus === 200 ? result['2xx'] : result['3xx']);
  // Completed requests over the round's wall time (a per-second mean undercounts an `amount` run's last partial second).
  // An `amount` run ends at its last response: autocannon only notices the amount is reached on
  // its 1-second tick, so its `duration` (and our own timing of the promise) made a round of
  // 6,000 requests that took 0.4 s read as 6,000 requests/s.
  const wallSeconds = byAmount ? (lastResponse - start) / 1000 : result.duration;
  const served = contender.countOnly2xx ? result['2xx'] : result.requests.total;
  return {
    requestsPerSecond: served / wallSeconds,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + Math.max(0, wrong),
    ...(backgroundRound ? { background: backgroundRound } : {}),
  };
}

/**
 * Starts the image client and returns once it has run BACKGROUND_LEAD_MS; `stop` ends it, waits
 * until the server answers the bare route promptly again (renders in flight finish after the
 * client hangs up) and reports what the client got between the start of the load and the stop.
 */
async function startBackground(background: Background): Promise<{ stop: () => Promise<BackgroundRound> }> {
  const statuses: Record<string, number> = {};
  let counting = false;
  const run = autocannon({
    url: background.url,
    connections: CONNECTIONS,
    duration: 3600, // stopped by the round
    requests: [{ setupRequest: (request: SetupRequest) => ({ ...request, path: background.freshPath() }) }],
  });
  run.on('response', (_client, statusCode) => {
    if (counting) statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  await new Promise((resolve) => setTimeout(resolve, BACKGROUND_LEAD_MS));
  counting = true;
  const from = performance.now();
  return {
    async stop() {
      counting = false;
      const seconds = (performance.now() - from) / 1000;
      run.stop();
      await run;
      await drained(background.drainUrl);
      const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
      return { perSecond: total / seconds, statuses };
    },
  };
}

/** Waits until one request to the server answers within DRAINED_MS: the renders left behind are done. */
async function drained(url: string): Promise<void> {
  const deadline = performance.now() + DRAIN_LIMIT_MS;
  while (performance.now() < deadline) {
    const sent = performance.now();
    await (await fetch(url, { redirect: 'manual' })).arrayBuffer();
    if (performance.now() - sent < DRAINED_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server still answered slowly ${DRAIN_LIMIT_MS / 1000} s after the image load stopped`);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function measure(contenders: readonly Contender[]): Promise<Round[]> {
  for (const contender of contenders) {
    if (contender.byDuration) {
      await round(contender, 1); // warm up
      continue;
    }
    // Every other contender runs exact request counts timed to the last response, the same way: the
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
  return rounds.map((list) => {
    const middle = [...list].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(list.length / 2)]!;
    return {
      requestsPerSecond: middle.requestsPerSecond,
      p99Ms: median(list.map((r) => r.p99Ms)),
      errors: list.reduce((sum, r) => sum + r.errors, 0),
      // The image client's numbers from the median round.
      ...(middle.background ? { background: middle.background } : {}),
    };
  });
}

async function checkResponses(info: ServerInfo): Promise<void> {
  const redirect = await fetch(`${info.app}/${info.shortCode}`, { redirect: 'manual', headers: { 'user-agent': PHONE_UA } });
  const bare = await fetch(`${info.bare}/bare`, { redirect: 'manual' });
  // No rule matches the phone: the rules code redirects where its twin does (and this scan is counted below).
  const ruled = await fetch(`${info.app}/${info.ruledShortCode}`, { redirect: 'manual', headers: { 'user-agent': PHONE_UA } });
  const unruled = await fetch(`${info.app}/${info.unruledShortCode}`, { redirect: 'manual', headers: { 'user-agent': PHONE_UA } });
  for (const res of [redirect, bare, ruled, unruled]) {
    if (res.status !== 302 || res.headers.get('location') !== info.location) throw new Error(`expected 302 to ${info.location}, got ${res.status} ${res.headers.get('location')}`);
  }
  const resolved = await fetch(`${info.app}${info.passportPath}?linkType=gs1:pip`, { redirect: 'manual', headers: { 'user-agent': PHONE_UA } });
  if (resolved.status !== 307 || resolved.headers.get('location') !== info.location) throw new Error(`expected the resolver's 307 to ${info.location}, got ${resolved.status} ${resolved.headers.get('location')}`);
  const png = await fetch(`${info.app}/v1/codes/${info.shortCode}/qr.png`);
  if (png.status !== 200 || png.headers.get('content-type') !== 'image/png') throw new Error(`image route answered ${png.status}`);
}

/**
 * Waits for the recorder's flush (at most ~1 s behind) and checks that the code has exactly one
 * scan per redirect sent during the whole run; throws otherwise.
 */
async function recordedScans(info: ServerInfo, codeId: string, expected: number): Promise<{ rows: number; total: number; expected: number }> {
  const headers = { authorization: `Bearer ${info.adminKey}` };
  let rows = -1;
  let total = -1;
  for (let attempt = 0; attempt < 50; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const list = (await (await fetch(`${info.app}/v1/codes/${codeId}/scans?limit=1`, { headers })).json()) as { meta: { pagination: { total_count: number } } };
    const code = (await (await fetch(`${info.app}/v1/codes/${codeId}`, { headers })).json()) as { data: { total_scans: number } };
    rows = list.meta.pagination.total_count;
    total = code.data.total_scans;
    if (rows === expected && total === expected) return { rows, total, expected };
  }
  throw new Error(`expected ${expected} recorded scans, found ${rows} rows and total_scans ${total}`);
}

/**
 * The passport's recorded resolver scans, once the recorder has flushed: `GET /v1/dpp/{id}/stats`
 * (bots left out; the contenders send a phone's user agent). Waits until the count stops
 * growing; undefined where the route does not answer 200.
 */
async function passportScans(info: ServerInfo): Promise<number | undefined> {
  const headers = { authorization: `Bearer ${info.adminKey}` };
  let last = -1;
  for (let attempt = 0; attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const res = await fetch(`${info.app}/v1/dpp/${info.passportId}/stats?days=1`, { headers });
    if (res.status !== 200) return undefined;
    const total = ((await res.json()) as { data: { total_scans: number } }).data.total_scans;
    if (total === last) return total;
    last = total;
  }
  return last;
}

/** A distinct public IPv4 address per visitor number, in 11.0.0.0/8 (public unicast). */
function publicAddress(visitor: number): string {
  return `11.${(visitor >>> 16) & 255}.${(visitor >>> 8) & 255}.${visitor & 255}`;
}

function format(value: number, digits = 0): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

const BARE_LABEL = 'bare h3 route, constant 302';
const BARE_NODE_LABEL = 'bare node:http listener, constant 302 (no framework; reference)';
const RECORDED_LABEL = 'short link `GET /<short_code>` → 302, scan recorded';
const NEW_VISITOR_LABEL = 'short link → 302, scan recorded, every request a new visitor';
const UNCACHED_LABEL = 'PNG image route, uncached';
const RESOLVER_307_LABEL = 'GS1 resolver `GET /01/…/21/…?linkType=gs1:pip` → 307, scan recorded';
const RESOLVER_PAGE_LABEL = 'GS1 resolver `GET /01/…/21/…`, `Accept: text/html` → 200 passport page, scan recorded';
const LOADED_ALONE_LABEL = 'short link → 302, scan recorded, second code, timed by duration: alone';
const UNRULED_LABEL = 'short link → 302, scan recorded, a code without rules';
const RULED_LABEL = 'the same with 20 destination rules, none matching (every rule evaluated)';

export const redirectBenchmark: Benchmark = {
  name: 'Redirect and image-route throughput',
  description:
    `The real server (in-memory PGlite, live dynamic codes created through the API) and a bare h3 app with one route ` +
    `returning the same constant 302, both served by the server's \`startServer\` in one child process; autocannon ` +
    `(${CONNECTIONS} connections, no pipelining) in the parent over loopback, ${ROUNDS} alternating rounds of an exact request ` +
    `count sized to last about ${ROUND_SECONDS} s (timed to the last response, ${SETTLE_MS / 1000} s pause after each), after ` +
    `two warm-up rounds, median reported; the scan recorder runs as in \`quietzone serve\`. PNG at the default 4 px modules: "cached" requests one URL again and again ` +
    `(served from the rendered-image LRU), "uncached" a fresh \`fg\` color per request (always rendered); image routes count 2xx responses only. ` +
    `"While … hammered": a second autocannon (${CONNECTIONS} connections) in the parent sends uncached image requests to the same server ` +
    `from ${BACKGROUND_LEAD_MS} ms before until the end of each ${ROUND_SECONDS} s round (these rounds are timed by duration, on a second code), ` +
    `and the next round waits until the server answers the bare route within ${DRAINED_MS} ms again.`,
  async run() {
    const { info, child } = await startServers();
    try {
      await checkResponses(info);
      // One counter for every fresh color, so no request anywhere in the run hits the image cache.
      let colors = 0;
      const freshColor = () => (colors++ % 0xcccccc).toString(16).padStart(6, '0');
      let visitors = 0;
      const drainUrl = `${info.bare}/bare`;
      const uncachedPng: Background = {
        label: 'uncached PNGs (4 px modules)',
        url: `${info.app}/v1/codes/${info.shortCode}/qr.png`,
        freshPath: () => `/v1/codes/${info.shortCode}/qr.png?fg=${freshColor()}`,
        drainUrl,
      };
      const uncachedLogoPng: Background = {
        label: 'uncached logo PNGs (size=20, bg=transparent)',
        url: `${info.app}/v1/codes/${info.logoShortCode}/qr.png`,
        freshPath: () => `/v1/codes/${info.logoShortCode}/qr.png?size=20&bg=transparent&fg=${freshColor()}`,
        drainUrl,
      };
      const loadedShortLink = { url: `${info.app}/${info.loadedShortCode}`, expectedStatus: 302, headers: { 'user-agent': PHONE_UA }, byDuration: true } as const;
      const ofBare = { label: BARE_LABEL, target: TARGET_RATIO };
      const ofAlone = { label: LOADED_ALONE_LABEL, target: LOADED_TARGET_RATIO };
      const everyContender: Contender[] = [
        { label: BARE_LABEL, group: 'redirects', url: drainUrl, expectedStatus: 302 },
        { label: BARE_NODE_LABEL, group: 'redirects', url: `${info.bareNode}/bare`, expectedStatus: 302, shareOf: { label: BARE_LABEL } },
        { label: RECORDED_LABEL, group: 'redirects', url: `${info.app}/${info.shortCode}`, expectedStatus: 302, exactRequests: 2000, headers: { 'user-agent': PHONE_UA }, shareOf: { label: BARE_LABEL, target: RECORDED_TARGET_RATIO } },
        {
          label: NEW_VISITOR_LABEL,
          group: 'redirects',
          url: `${info.proxied}/${info.shortCode}`,
          expectedStatus: 302,
          exactRequests: 2000,
          headers: { 'user-agent': PHONE_UA },
          freshHeaders: () => ({ 'x-forwarded-for': publicAddress(visitors++) }),
          shareOf: { label: BARE_LABEL, target: NEW_VISITOR_TARGET_RATIO },
        },
        {
          label: RESOLVER_307_LABEL,
          group: 'resolver',
          url: `${info.app}${info.passportPath}?linkType=gs1:pip`,
          expectedStatus: 307,
          headers: { 'user-agent': PHONE_UA },
          shareOf: ofBare,
        },
        {
          label: RESOLVER_PAGE_LABEL,
          group: 'resolver',
          url: `${info.app}${info.passportPath}`,
          expectedStatus: 200,
          headers: { 'user-agent': PHONE_UA, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
          shareOf: ofBare,
        },
        { label: UNRULED_LABEL, group: 'rules', url: `${info.app}/${info.unruledShortCode}`, expectedStatus: 302, headers: { 'user-agent': PHONE_UA } },
        {
          label: RULED_LABEL,
          group: 'rules',
          url: `${info.app}/${info.ruledShortCode}`,
          expectedStatus: 302,
          headers: { 'user-agent': PHONE_UA },
          shareOf: { label: UNRULED_LABEL, target: RULES_TARGET_RATIO },
        },
        { label: 'short link → 302, no scan recorder (the codes issue)', group: 'redirects', url: `${info.unrecorded}/${info.shortCode}`, expectedStatus: 302, headers: { 'user-agent': PHONE_UA }, shareOf: ofBare },
        { label: 'PNG image route, cached', group: 'images', url: `${info.app}/v1/codes/${info.shortCode}/qr.png?size=4`, expectedStatus: 200, countOnly2xx: true },
        { label: UNCACHED_LABEL, group: 'images', url: uncachedPng.url, expectedStatus: 200, freshPath: uncachedPng.freshPath, countOnly2xx: true },
        {
          label: 'PNG image route, uncached, logo code at size=20, bg=transparent (timed by duration)',
          group: 'images',
          url: uncachedLogoPng.url,
          expectedStatus: 200,
          freshPath: uncachedLogoPng.freshPath,
          countOnly2xx: true,
          byDuration: true,
        },
        { label: LOADED_ALONE_LABEL, group: 'loaded', ...loadedShortLink },
        { label: `same, while ${uncachedPng.label} are hammered`, group: 'loaded', ...loadedShortLink, background: uncachedPng, shareOf: ofAlone },
        { label: `same, while ${uncachedLogoPng.label} are hammered`, group: 'loaded', ...loadedShortLink, background: uncachedLogoPng, shareOf: ofAlone },
      ];
      const contenders = everyContender.filter((contender) => GROUPS.includes(contender.group));
      const results = await measure(contenders);
      // Both exactly counted contenders scan the first code; + 1 for checkResponses' request.
      const counted = contenders.filter((contender) => contender.label === RECORDED_LABEL || contender.label === NEW_VISITOR_LABEL);
      const recorded = await recordedScans(info, info.codeId, 1 + counted.reduce((sum, contender) => sum + contender.redirects!, 0));
      // The rules pair scans codes of its own, each exactly counted too.
      const ruleCodes = [
        { label: UNRULED_LABEL, codeId: info.unruledCodeId },
        { label: RULED_LABEL, codeId: info.ruledCodeId },
      ].flatMap(({ label, codeId }) => {
        const contender = contenders.find((c) => c.label === label);
        // + 1 for checkResponses' request.
        return contender ? [{ label, codeId, sent: 1 + contender.redirects! }] : [];
      });
      const ruleScans = await Promise.all(ruleCodes.map(async ({ label, codeId, sent }) => ({ label, ...(await recordedScans(info, codeId, sent)) })));
      const resolverContenders = contenders.filter((contender) => contender.label === RESOLVER_307_LABEL || contender.label === RESOLVER_PAGE_LABEL);
      const resolverAnswers = resolverContenders.reduce((sum, contender) => sum + contender.answered!, 0);
      const resolverScans = resolverContenders.length === 0 ? undefined : await passportScans(info);
      const rate = (label: string) => results[contenders.findIndex((c) => c.label === label)]!.requestsPerSecond;
      const rows = contenders.map((contender, index) => {
        const r = results[index]!;
        let ratio = '';
        if (contender.label === BARE_LABEL) ratio = '100 %';
        if (contender.shareOf) {
          const share = r.requestsPerSecond / rate(contender.shareOf.label);
          const of = contender.shareOf.label === BARE_LABEL ? 'bare' : contender.shareOf.label === UNRULED_LABEL ? 'the code without rules' : 'alone';
          const { target } = contender.shareOf;
          ratio = `**${format(share * 100)} %** of ${of}${target === undefined ? '' : ` (target ≥ ${target * 100} %: ${share >= target ? 'met' : 'not met'})`}`;
        }
        if (contender.label === UNCACHED_LABEL) {
          const multiple = r.requestsPerSecond / UNCACHED_BEFORE;
          ratio = `**${multiple.toFixed(2)}×** ${format(UNCACHED_BEFORE)} (target ≥ ${UNCACHED_TARGET_MULTIPLE}×: ${multiple >= UNCACHED_TARGET_MULTIPLE ? 'met' : 'not met'})`;
        }
        return `| ${contender.label} | ${format(r.requestsPerSecond)} | ${format(r.p99Ms)} | ${r.errors} | ${ratio} |`;
      });
      const meanwhile = contenders.flatMap((contender, index) => {
        const background = results[index]!.background;
        if (!contender.background || !background) return [];
        const statuses = Object.entries(background.statuses)
          .map(([status, n]) => `${status}: ${format(n)}`)
          .join(', ');
        return [`- while ${contender.background.label} were hammered, the image client got ${format(background.perSecond, 1)} responses/s (median round; ${statuses || 'none'})`];
      });
      return [
        '| route | requests/s | p99 ms | errors | ratio |',
        '|---|---:|---:|---:|---|',
        ...rows,
        '',
        ...meanwhile,
        '',
        `Scans recorded for the first short link: ${format(recorded.rows)} rows and total_scans ${format(recorded.total)} for ${format(recorded.expected)} redirects sent (every request counted once).`,
        ...ruleScans.map((scans) => `Scans recorded for "${scans.label}": ${format(scans.rows)} rows and total_scans ${format(scans.total)} for ${format(scans.expected)} redirects sent (every request counted once).`),
        ...(resolverContenders.length === 0
          ? []
          : [
              resolverScans === undefined
                ? `Resolver scans: ${format(resolverAnswers)} answers sent; not counted (\`GET /v1/dpp/{id}/stats\` did not answer 200).`
                : `Resolver scans recorded for the passport (\`GET /v1/dpp/{id}/stats\`, total_scans): ${format(resolverScans)} for ${format(resolverAnswers + 1)} answers sent (${resolverScans === resolverAnswers + 1 ? 'every request counted once' : 'NOT equal'}).`,
            ]),
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
