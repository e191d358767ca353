// Child process of print.bench.ts: an export of EXPORT_CODES codes through the API, in a fresh
// process so its peak memory is the export's alone. Prints one JSON line.
import { bootstrap, createApp, createAppContext, createRenderPool, loadConfig, migrate, openDb, silentLogger, systemClock } from '@quietzone/server';
import { runExportPass } from '../packages/server/src/exports/run-export-pass';

const CODES = Number(process.env.EXPORT_CODES ?? 5000);
const FORMATS = (process.env.EXPORT_FORMATS ?? 'png,pdf').split(',');
const ADMIN_KEY = 'svc_sk_bench_admin_key_0123456789';
const BATCH = 1000;

const config = loadConfig({ DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'memory://', PUBLIC_URL: 'http://127.0.0.1', ADMIN_API_KEY: ADMIN_KEY, BOOTSTRAP_PLAN: 'business', RATE_LIMIT_PER_MINUTE: '1000000' });
const db = await openDb(config);
await migrate(db);
await bootstrap(db, config, systemClock);
const renderPool = createRenderPool({ logger: silentLogger });
const ctx = createAppContext({ db, config, logger: silentLogger, renderPool });
const app = createApp({ context: ctx }).app;
const call = async (method: string, path: string, json?: unknown) => {
  const res = await app.request(`/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${ADMIN_KEY}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
};
for (let made = 0; made < CODES; made += BATCH) {
  const items = Array.from({ length: Math.min(BATCH, CODES - made) }, (_, i) => ({ type: 'url', url: `https://example.com/table/${made + i + 1}`, title: `Table ${made + i + 1}`, tags: ['print'] }));
  await call('POST', '/codes/batch', { items, skip_url_scan: true });
}

let peakRss = process.memoryUsage.rss();
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 20);
const baselineRss = peakRss;
const started = performance.now();
const { data } = (await (await call('POST', '/exports', { filter: { tags: ['print'] }, formats: FORMATS, options: { module_mm: 0.5 } })).json()) as { data: { id: string } };
await runExportPass(ctx);
const rendered = performance.now();
const download = await call('GET', `/exports/${data.id}/download`);
const chunks: Uint8Array[] = [];
for await (const chunk of download.body!) chunks.push(chunk);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const zip = Buffer.concat(chunks);
// The end-of-central-directory record (the last 22 bytes, no comment) counts the entries.
const files = zip.readUInt16LE(zip.length - 22 + 10);
console.log(JSON.stringify({ codes: CODES, formats: FORMATS, seconds, renderSeconds: (rendered - started) / 1000, zipBytes: zip.length, files, baselineRssMb: baselineRss / 2 ** 20, peakRssMb: peakRss / 2 ** 20 }));
await renderPool.close();
await db.close();
