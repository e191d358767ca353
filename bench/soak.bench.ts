// Soak: SOAK_SECONDS (default 600) of mixed, paced traffic against one real
// `quietzone serve` process, its resident memory sampled from /proc every 10 s. The target: RSS at
// the end within 10 % of RSS at minute two (after warm-up: caches, pools and JIT filled).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Benchmark } from './benchmark';
import { startHttpsReceiver, type HttpsReceiver } from '../packages/server/test/helpers/https-receiver';
import { PHONE_UA } from './load-client';

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
/** Traffic kinds sent (comma-separated), to compare RSS with and without each: default all. */
const TRAFFIC = new Set((process.env.SOAK_TRAFFIC ?? 'redirects,creates,images,webhooks').split(','));
const SAMPLE_MS = 10_000;
/** Minute whose RSS is the baseline: by then every cache and pool has had time to fill. */
const BASELINE_MINUTE = 2;
/** The end may exceed the baseline by at most this share. */
const TARGET_GROWTH = 0.1;
const ADMIN_KEY = 'svc_sk_soak_admin_key_0123456789abcd';
const LOCATION = 'https://example.com/landing?utm_source=soak';
/**
 * Requests per second of each kind: moderate, so the soak measures memory over time rather than
 * a saturated 2-core machine shared with other engineers' suites. Creates and PATCHes each
 * produce one event per webhook (two webhooks subscribed), so ~10 deliveries/s.
 */
const RATES = { redirect: 150, create: 3, patch: 2, cachedImage: 20, uncachedImage: 10 } as const;
/** Requests of one kind in flight at most: a stalled server makes the loop skip, not pile up. */
const MAX_IN_FLIGHT = 32;
/** Of the redirects, this share goes to a code created during the run, the rest to one hot code. */
const COLD_REDIRECT_SHARE = 0.1;
const BIN = fileURLToPath(new URL('../packages/server/bin/quietzone.mjs', import.meta.url));

interface Served {
  readonly child: ChildProcess;
  readonly url: string;
  readonly errors: string[];
}

/** The real CLI in its own process on an embedded PGlite directory (the self-hosted default). */
async function serve(dataDir: string, receiver: HttpsReceiver): Promise<Served> {
  const child = spawn(process.execPath, [BIN, 'serve'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_API_KEY: ADMIN_KEY,
      BOOTSTRAP_PLAN: 'enterprise',
      // Every request comes from 127.0.0.1: no limit may answer 429.
      RATE_LIMIT_PER_MINUTE: '1000000',
      IMAGE_RATE_LIMIT_PER_MINUTE: '1000000000',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      NODE_EXTRA_CA_CERTS: receiver.cert.certPath,
      // e.g. --trace-warnings, to find where a warning on the server's stderr comes from.
      ...(process.env.SOAK_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SOAK_NODE_OPTIONS } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  let stdout = '';
  // The JSON log is read and dropped as it comes (a full pipe would block the server).
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /"url":"([^"]+)".*"message":"listening"/.exec(stdout);
      if (match) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`quietzone serve exited with ${code}: ${stdout}`)));
  });
  child.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  return { child, url, errors };
}

/** VmRSS of a process in KiB (/proc/<pid>/status, Linux). */
function residentKib(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]);
}

/** Responses per status, per traffic kind. */
type Tally = Map<string, Map<string, number>>;

function count(tally: Tally, kind: string, status: string): void {
  const statuses = tally.get(kind) ?? new Map<string, number>();
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  tally.set(kind, statuses);
}

/**
 * Sends `send()` `perSecond` times a second in 100 ms ticks until `until`, at most MAX_IN_FLIGHT
 * at once (a tick's excess is counted as skipped); resolves when the last request is answered.
 */
function paced(kind: string, perSecond: number, until: number, tally: Tally, send: () => Promise<string>): Promise<void> {
  let inFlight = 0;
  let owed = 0;
  return new Promise((resolve) => {
    const tick = setInterval(() => {
      if (Date.now() >= until) {
        clearInterval(tick);
        const drained = setInterval(() => {
          if (inFlight === 0) {
            clearInterval(drained);
            resolve();
          }
        }, 50);
        return;
      }
      owed += perSecond / 10;
      for (; owed >= 1; owed -= 1) {
        if (inFlight >= MAX_IN_FLIGHT) {
          count(tally, kind, 'skipped');
          continue;
        }
        inFlight += 1;
        send().then(
          (status) => count(tally, kind, status),
          (error: unknown) => count(tally, kind, `failed: ${error instanceof Error ? (error.cause as Error | undefined)?.message ?? error.message : String(error)}`),
        ).finally(() => (inFlight -= 1));
      }
    }, 100);
  });
}

const mib = (kib: number) => (kib / 1024).toFixed(1);
const format = (n: number) => n.toLocaleString('en-US');

export const soakBenchmark: Benchmark = {
  name: 'Soak',
  description:
    `${SOAK_SECONDS} s of paced mixed traffic (${[...TRAFFIC].join(', ')}) against one \`quietzone serve\` process ` +
    `(embedded PGlite in a temporary DATA_DIR, scan recorder, render pool, webhook worker), VmRSS sampled every 10 s.`,
  async run() {
    const receiver = await startHttpsReceiver();
    const dataDir = mkdtempSync(join(tmpdir(), 'qz-soak-'));
    const server = await serve(dataDir, receiver);
    const pid = server.child.pid!;
    const auth = { authorization: `Bearer ${ADMIN_KEY}` };
    const api = (method: string, path: string, body?: unknown) =>
      fetch(`${server.url}${path}`, { method, headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    try {
      if (TRAFFIC.has('webhooks')) {
        for (const path of ['/created', '/updated']) {
          const created = await api('POST', '/v1/webhooks', { url: receiver.url(path), secret: `soak-webhook-secret-${path.slice(1)}-0123`, events: ['qr.created', 'qr.updated'] });
          if (created.status !== 201) throw new Error(`creating a webhook failed: ${created.status} ${await created.text()}`);
        }
      }
      const createCode = async (title: string) => {
        const response = await api('POST', '/v1/codes', { type: 'url', url: LOCATION, is_dynamic: true, title });
        return { status: response.status, body: response.status === 201 ? ((await response.json()) as { data: { id: string; short_code: string } }).data : (await response.text(), undefined) };
      };
      const hot = (await createCode('soak hot code')).body;
      if (!hot) throw new Error('creating the hot code failed');
      const created: { id: string; short_code: string }[] = [hot];
      const pick = () => created[Math.floor(Math.random() * created.length)]!;
      let serial = 0;
      let color = 0;
      const fresh = () => (color++ % 0xffffff).toString(16).padStart(6, '0');

      const tally: Tally = new Map();
      const samples: { seconds: number; kib: number }[] = [];
      const started = Date.now();
      const until = started + SOAK_SECONDS * 1000;
      const loadBefore = loadavg();
      samples.push({ seconds: 0, kib: residentKib(pid) });
      const sampler = setInterval(() => samples.push({ seconds: Math.round((Date.now() - started) / 1000), kib: residentKib(pid) }), SAMPLE_MS);

      const status = async (response: Response) => {
        await response.arrayBuffer();
        return String(response.status);
      };
      const loops: Promise<void>[] = [];
      if (TRAFFIC.has('redirects')) {
        loops.push(
          paced('redirect', RATES.redirect, until, tally, async () => {
            const code = Math.random() < COLD_REDIRECT_SHARE ? pick() : hot;
            return status(await fetch(`${server.url}/${code.short_code}`, { redirect: 'manual', headers: { 'user-agent': PHONE_UA } }));
          }),
        );
      }
      // Creates (and their webhook events) whenever webhooks are on: the events come from them.
      if (TRAFFIC.has('creates') || TRAFFIC.has('webhooks')) {
        loops.push(
          paced('create', RATES.create, until, tally, async () => {
            const result = await createCode(`soak code ${serial++}`);
            if (result.body) created.push(result.body);
            return String(result.status);
          }),
          paced('patch', RATES.patch, until, tally, async () => status(await api('PATCH', `/v1/codes/${pick().id}`, { title: `soak title ${serial++}` }))),
        );
      }
      if (TRAFFIC.has('images')) {
        loops.push(
          paced('cached image', RATES.cachedImage, until, tally, async () => status(await fetch(`${server.url}/v1/codes/${hot.short_code}/qr.png?size=4`))),
          // A color never asked for before: rendered in the pool, then held by the image cache.
          paced('uncached image', RATES.uncachedImage, until, tally, async () => status(await fetch(`${server.url}/v1/codes/${pick().short_code}/qr.png?fg=${fresh()}`))),
        );
      }
      await Promise.all(loops);
      clearInterval(sampler);
      samples.push({ seconds: Math.round((Date.now() - started) / 1000), kib: residentKib(pid) });
      const loadAfter = loadavg();
      // Webhook events still queued at the end are not waited for: the receiver's count says how many arrived.
      const delivered = receiver.requests.length;

      const at = (seconds: number) => samples.reduce((best, sample) => (Math.abs(sample.seconds - seconds) < Math.abs(best.seconds - seconds) ? sample : best));
      const baseline = at(BASELINE_MINUTE * 60);
      const end = samples.at(-1)!;
      const growth = end.kib / baseline.kib - 1;
      const minutes = Array.from({ length: Math.floor(SOAK_SECONDS / 60) + 1 }, (_, minute) => at(minute * 60));
      const tallyRows = [...tally].map(([kind, statuses]) => `| ${kind} | ${[...statuses].map(([code, n]) => `${code}: ${format(n)}`).join(', ')} |`);
      return [
        '| minute | ' + minutes.map((_, minute) => String(minute)).join(' | ') + ' |',
        '|---|' + minutes.map(() => '---:').join('|') + '|',
        '| RSS MiB | ' + minutes.map((sample) => mib(sample.kib)).join(' | ') + ' |',
        '',
        `RSS at minute ${BASELINE_MINUTE} (${baseline.seconds} s): ${mib(baseline.kib)} MiB; at the end (${end.seconds} s): ${mib(end.kib)} MiB; ` +
          `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} % (target ≤ +${TARGET_GROWTH * 100} %: **${growth <= TARGET_GROWTH ? 'met' : 'not met'}**).`,
        '',
        `Every 10 s (s: MiB): ${samples.map((sample) => `${sample.seconds}: ${mib(sample.kib)}`).join(', ')}.`,
        '',
        '| traffic | responses |',
        '|---|---|',
        ...tallyRows,
        `| webhook deliveries received | ${format(delivered)} |`,
        '',
        `Load average (1, 5, 15 min) before: ${loadBefore.map((n) => n.toFixed(2)).join(', ')}; after: ${loadAfter.map((n) => n.toFixed(2)).join(', ')}. ` +
          `Server errors on stderr: ${server.errors.length === 0 ? 'none' : server.errors.join('').slice(0, 2000)}.`,
      ].join('\n');
    } finally {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => (server.child.exitCode !== null ? resolve(null) : server.child.once('exit', resolve)));
      await receiver.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

// `tsx soak.bench.ts` runs this benchmark alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(await soakBenchmark.run());
}
