// Child process of redirect.bench.ts: the real quietzone app (in-memory PGlite) and a bare h3
// app, both served by the server's own startServer in THIS process, so the two contenders
// share the process, the node:http settings and the event loop. Prints one JSON line with
// the URLs, then serves until killed.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpus, getPriority, setPriority } from 'node:os';
import { createApp, createAppContext, createRenderPool, loadConfig, migrate, openDb, bootstrap, shareServices, silentLogger, startScanRecorder, startServer, ShutdownHooks, systemClock, type Db, type ServedApp } from '@quietzone/server';
import { renderQr } from '@quietzone/render';
import { H3 } from 'h3';
import { twentyRules } from './twenty-rules';

const LOCATION = 'https://example.com/landing?utm_source=qr';
const ADMIN_KEY = 'svc_sk_bench_admin_key_0123456789';

// BENCH_DATABASE_URL: a fresh Postgres database to measure against a server instead of embedded PGlite.
// Every request of a load test comes from 127.0.0.1: the per-address image limit must not answer 429.
const configEnv = {
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'memory://',
  PUBLIC_URL: 'http://127.0.0.1',
  ADMIN_API_KEY: ADMIN_KEY,
  RATE_LIMIT_PER_MINUTE: '1000000',
  IMAGE_RATE_LIMIT_PER_MINUTE: '1000000000',
};
const config = loadConfig(configEnv);
const db = await openDb(config);
await migrate(db);
await bootstrap(db, config, systemClock);
const hooks = new ShutdownHooks();
// Only errors reach stderr (the parent passes it through): a failing recorder or render worker
// must not go unnoticed behind fast error responses.
const errorLogger = { info: () => {}, error: (message: string, fields?: Record<string, unknown>) => console.error(message, fields) };
// Uncached images render in a worker pool made and closed as `quietzone serve` does it.
const renderPool = createRenderPool({ logger: errorLogger });
const ctx = createAppContext({ db, config, logger: silentLogger, renderPool });
// Scans are recorded as in `quietzone serve`: the benchmark measures the redirect with them.
const scanRecorder = startScanRecorder({ ...ctx, logger: errorLogger });
hooks.add('scan buffer', () => scanRecorder.stop());
hooks.add('render pool', () => renderPool.close());

// BENCH_NODE_FAST_PATH=off: every request through h3, as before the node fast path (http-cost.ts compares).
const withoutFastPath = (served: ServedApp): ServedApp => (process.env.BENCH_NODE_FAST_PATH === 'off' ? { app: served.app, fastPath: undefined } : served);
const server = await startServer({ ...withoutFastPath(createApp({ context: ctx })), db, hooks, logger: silentLogger, port: 0, host: '127.0.0.1' });

// The same app in a context of its own (its own scan sink, to which no recorder listens, and
// its own caches): it serves the same short link with no scan recorded — the redirect alone,
// as the codes issue measures it.
const unrecorded = createAppContext({ db, config, logger: silentLogger });
// Left open by this server's shutdown: the first server closes the database.
const keepOpen: Db = { dialect: db.dialect, query: (text, params) => db.query(text, params), exec: (script) => db.exec(script), transaction: (fn) => db.transaction(fn), close: async () => {} };
const unrecordedServer = await startServer({ ...withoutFastPath(createApp({ context: unrecorded })), db: keepOpen, hooks: new ShutdownHooks(), logger: silentLogger, port: 0, host: '127.0.0.1' });

// The same recorded app behind a trusted proxy (TRUST_PROXY), sharing the first context's scan
// sink and caches: the benchmark sends a new X-Forwarded-For address with every request, so
// every scan is a new visitor — a country lookup, a visitor hash and a profile of its own per
// scan instead of one per batch.
const proxiedConfig = loadConfig({ ...configEnv, TRUST_PROXY: 'true' });
const proxied = createAppContext({ db, config: proxiedConfig, logger: silentLogger, ...shareServices(ctx) });
const proxiedServer = await startServer({ ...withoutFastPath(createApp({ context: proxied })), db, hooks: new ShutdownHooks(), logger: silentLogger, port: 0, host: '127.0.0.1' });

// The floor: h3 with nothing but one route returning the same bare 302.
const bare = new H3().get('/bare', () => new Response(null, { status: 302, headers: { location: LOCATION, 'cache-control': 'no-store' } }));
const bareServer = await startServer({ app: bare, db, hooks: new ShutdownHooks(), logger: silentLogger, port: 0, host: '127.0.0.1' });
// A second floor, for reference: the same 302 from node:http with no framework at all.
const bareNodeServer = createServer((_request, response) => {
  response.writeHead(302, ['location', LOCATION, 'cache-control', 'no-store', 'content-length', '0']);
  response.end();
});
await new Promise<void>((resolve) => bareNodeServer.listen(0, '127.0.0.1', resolve));

const admin = { authorization: `Bearer ${ADMIN_KEY}` };

/** A live dynamic code, created through the API like any client would. */
async function createDynamicCode(extra: Record<string, unknown> = {}): Promise<{ id: string; short_code: string }> {
  const created = await fetch(`${server.url}/v1/codes`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'url', url: LOCATION, is_dynamic: true, ...extra }),
  });
  if (created.status !== 201) throw new Error(`creating a code failed: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { data: { id: string; short_code: string } }).data;
}

const { short_code: code, id: codeId } = await createDynamicCode();
// A second code for the redirects measured while images are hammered: those rounds are timed
// by duration, so their scans cannot be counted exactly, and the first code's count stays exact.
const loaded = await createDynamicCode();
// A code with a logo, the heaviest image to render (the logo forces ECC H and is composited).
// The logo is any readable PNG: a blue mark on a transparent background, 580 px square.
const logoCode = await createDynamicCode();
const logoPng = await renderQr('quietzone logo', { format: 'png', size: 20, fg: '1a73e8', bg: 'transparent' });
const form = new FormData();
form.set('file', new Blob([logoPng], { type: 'image/png' }), 'logo.png');
const uploaded = await fetch(`${server.url}/v1/codes/${logoCode.id}/logo`, { method: 'POST', headers: admin, body: form });
if (uploaded.status !== 201 && uploaded.status !== 200) throw new Error(`uploading the logo failed: ${uploaded.status} ${await uploaded.text()}`);

// The same code with and without twenty rules, measured side by side.
const unruled = await createDynamicCode();
const ruled = await createDynamicCode({ rules: twentyRules() });

/**
 * A published passport whose one `gs1:pip` link is the same LOCATION, made through the API: the
 * resolver contenders request its Digital Link path on the recorded app.
 */
async function createPublishedPassport(): Promise<{ id: string; digital_link: string }> {
  const created = await fetch(`${server.url}/v1/dpp`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      gtin: '4006381333931',
      serial: 'BENCH-0001',
      status: 'published',
      product_name: 'Benchmark passport',
      manufacturer: { name: 'Quietzone Bench GmbH', address: '1 Example Street, Berlin' },
      attributes: { substances_of_concern: [] },
      links: [{ link_type: 'gs1:pip', url: LOCATION, title: 'Product page', default: true }],
    }),
  });
  if (created.status !== 201) throw new Error(`creating a passport failed: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { data: { id: string; digital_link: string } }).data;
}
const passport = await createPublishedPassport();

process.stdout.write(
  `${JSON.stringify({
    app: server.url,
    proxied: proxiedServer.url,
    unrecorded: unrecordedServer.url,
    bare: bareServer.url,
    bareNode: `http://127.0.0.1:${(bareNodeServer.address() as AddressInfo).port}`,
    shortCode: code,
    codeId,
    loadedShortCode: loaded.short_code,
    logoShortCode: logoCode.short_code,
    unruledShortCode: unruled.short_code,
    unruledCodeId: unruled.id,
    ruledShortCode: ruled.short_code,
    ruledCodeId: ruled.id,
    // The Digital Link's path: PUBLIC_URL is not where the bench server listens.
    passportPath: new URL(passport.digital_link).pathname,
    passportId: passport.id,
    adminKey: ADMIN_KEY,
    location: LOCATION,
  })}\n`,
);

// Experiment behind bench/README.md's "what was tried": with BENCH_WORKER_NICENESS=<0–19>, every
// thread this process starts from here on (the render pool's worker threads: the pool starts
// them on the first uncached render, after this line) is held at that niceness, re-applied every
// 50 ms because the render worker sets its own (render-worker.ts) once it has loaded. Setting 0
// undoes the worker's own niceness (needs CAP_SYS_NICE). Linux only (a thread id is a pid to
// setpriority).
const workerNiceness = process.env.BENCH_WORKER_NICENESS;
if (workerNiceness !== undefined) {
  const startupThreads = new Set(readdirSync('/proc/self/task'));
  setInterval(() => {
    for (const tid of readdirSync('/proc/self/task')) {
      if (startupThreads.has(tid)) continue;
      try {
        if (getPriority(Number(tid)) !== Number(workerNiceness)) setPriority(Number(tid), Number(workerNiceness));
      } catch {
        // the thread exited between the listing and the call
      }
    }
  }, 50).unref();
}

// Second experiment: with BENCH_LOOP_CPU=<n> the main thread (the event loop) runs on CPU n alone
// and every other thread of this process, now and later (render workers, libuv's and V8's
// helpers), on the remaining CPUs — a core of its own for the loop. Run the parent pinned away
// from CPU n too (`taskset -c 1 tsx run-all.ts redirect` with BENCH_LOOP_CPU=0). Linux, taskset.
const loopCpu = process.env.BENCH_LOOP_CPU;
if (loopCpu !== undefined) {
  // os.cpus(), not availableParallelism(): the latter counts only the CPUs this process may use,
  // and it inherits the parent's pinning.
  const others = Array.from({ length: cpus().length }, (_, cpu) => cpu).filter((cpu) => cpu !== Number(loopCpu));
  if (others.length === 0) throw new Error('BENCH_LOOP_CPU needs at least two CPUs');
  const pinned = new Set<string>();
  const pin = () => {
    for (const tid of readdirSync('/proc/self/task')) {
      if (pinned.has(tid)) continue;
      const cpus = Number(tid) === process.pid ? loopCpu : others.join(',');
      execFileSync('taskset', ['-p', '-c', cpus, tid], { stdio: 'ignore' });
      pinned.add(tid);
    }
  };
  pin();
  setInterval(pin, 50).unref();
}

// With BENCH_CPU_PROFILE=<file> (profile-server.ts) the main thread is profiled from here on,
// after startup and migrations, and SIGINT writes the profile and exits; the benchmark itself
// ends this process with SIGTERM.
const profileFile = process.env.BENCH_CPU_PROFILE;
if (profileFile) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  process.once('SIGINT', () => {
    session.post('Profiler.stop').then(({ profile }) => {
      writeFileSync(profileFile, JSON.stringify(profile));
      process.exit(0);
    });
  });
}
