// CPU per recorded scan, measured in one process without HTTP (robust to a loaded machine: it
// counts this process's CPU time, not requests per second): N scans handed to the scan sink as
// the short-link route hands them, then flushed by the recorder into in-memory PGlite.
//   tsx scan-cost.ts [one|new] [scans=100000] [rounds=3]
//   SCAN_COST_PROFILE=/tmp/scans.cpuprofile tsx scan-cost.ts new   # then summarize-cpu-profile.ts
// (the profile covers the measured rounds only, not the database's startup)
// "one": every scan from one visitor; "new": a new address per scan (TRUST_PROXY's case).
// Reports, per scan, the request path's part (sink + buffer) and the flush's (profiles, chunks,
// rollups, sketches, the statements), each as CPU time (user + system, all threads).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { bootstrap, createApp, createAppContext, loadConfig, migrate, openDb, silentLogger, startScanRecorder, systemClock } from '@quietzone/server';
import { PHONE_UA } from './load-client';

const [mode = 'new', scansArg = '100000', roundsArg = '3'] = process.argv.slice(2);
if (mode !== 'one' && mode !== 'new') throw new Error('usage: scan-cost.ts [one|new] [scans] [rounds]');
const SCANS = Number(scansArg);
const ROUNDS = Number(roundsArg);
const ADMIN_KEY = 'svc_sk_bench_admin_key_0123456789';
const LOCATION = 'https://example.com/landing?utm_source=qr';

const config = loadConfig({ DATABASE_URL: 'memory://', PUBLIC_URL: 'http://127.0.0.1', ADMIN_API_KEY: ADMIN_KEY });
const db = await openDb(config);
await migrate(db);
await bootstrap(db, config, systemClock);
const ctx = createAppContext({ db, config, logger: silentLogger });
const app = createApp({ context: ctx }).app;
const created = await app.request('/v1/codes', {
  method: 'POST',
  headers: { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' },
  body: JSON.stringify({ type: 'url', url: LOCATION, is_dynamic: true }),
});
if (created.status !== 201) throw new Error(`creating a code failed: ${created.status} ${await created.text()}`);
const code = ((await created.json()) as { data: { id: string; short_code: string } }).data;
// A flush interval longer than a round: the round flushes explicitly, in one measured step.
const recorder = startScanRecorder(ctx, { flushIntervalMs: 3_600_000, maxBatch: 10_000 });
await ctx.countries.get(silentLogger);

let visitor = 0;
// Header values arrive as fresh strings per request: copied here too, so the buffer sees what it would.
const fresh = (text: string) => (' ' + text).slice(1);
const address = () => (mode === 'new' ? `11.${(visitor >>> 16) & 255}.${(visitor >>> 8) & 255}.${visitor++ & 255}` : '11.1.2.3');

function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

const profileFile = process.env.SCAN_COST_PROFILE;
const session = profileFile ? new Session() : undefined;
const rows: string[] = [];
for (let round = 0; round < ROUNDS + 1; round++) {
  globalThis.gc?.();
  if (round === 1 && session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const start = cpuMicros();
  const now = Date.now();
  for (let i = 0; i < SCANS; i++) {
    ctx.scans.record({ codeId: code.id, shortCode: code.short_code, at: now + Math.floor(i / 50), outcome: 'redirect', destination: LOCATION, variant: null, ip: fresh(address()), userAgent: fresh(PHONE_UA), acceptLanguage: fresh('de-DE,de;q=0.9,en;q=0.8'), countryHeader: null });
    // The recorder flushes a full batch by itself; let it run as the event loop would between requests.
    if (recorder.pending >= 10_000) await recorder.flush();
  }
  const pushed = cpuMicros();
  await recorder.flush();
  const flushed = cpuMicros();
  if (round === 0) continue; // warm-up
  rows.push(`| ${round} | ${((pushed - start) / SCANS).toFixed(2)} | ${((flushed - start) / SCANS).toFixed(2)} |`);
}
if (session) writeFileSync(profileFile!, JSON.stringify((await session.post('Profiler.stop')).profile));
console.log(`${mode === 'new' ? 'a new visitor per scan' : 'one visitor'}, ${SCANS.toLocaleString('en-US')} scans per round (batches of 10,000), µs of CPU per scan:\n`);
console.log('| round | request path + flushes of full batches meanwhile | everything (after the last flush) |\n|---|---:|---:|');
console.log(rows.join('\n'));
await recorder.stop();
await db.close();
