// GET /codes/{id}/stats on a code with 10^6 scans: the store's query (over the rollups that
// insertScans writes) on Postgres and on PGlite.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { insertScans, loadConfig, migrate, openDb, scanStats, type Db, type NewScan, type ScanProfile } from '@quietzone/server';
import { formatUtcDate, resolveScanWindow } from '@quietzone/core';
import { type DeviceType } from '@quietzone/core/schemas';
import type { Benchmark } from './benchmark';

const SCANS = Number(process.env.STATS_BENCH_SCANS ?? 1_000_000);
const RUNS = 5;
const POSTGRES_URL = process.env.STATS_BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TODAY = '2031-06-30';
const CODE = 'qr_bench';
const OTHER_CODE = 'qr_other';
const OTHER_SCANS = 10_000;
const DAYS = 365;
const VISITORS = 200_000;
/** The scan recorder's largest batch (its default maxBatch): insertScans never gets more scans at once. */
const MAX_BATCH = 10_000;
const DAY_MS = 86_400_000;
const COUNTRIES = ['DE', 'US', 'FR', 'CH', 'AT', 'XX'] as const;
const DEVICES: readonly DeviceType[] = ['mobile', 'mobile', 'desktop', 'tablet'];
const OSES = ['iOS', 'Android', 'Windows', 'Mac OS', 'Linux'] as const;
const BROWSERS = ['Mobile Safari', 'Chrome', 'Edge', 'Firefox', 'Safari'] as const;

/** What generate wrote: the insertScans calls, and the human scans of CODE per UTC date. */
interface Load {
  readonly batches: number;
  readonly humansByDay: ReadonlyMap<string, number>;
}

const visitorHashes: string[] = [];

/** A visitor's hash, shaped like a real one (22 base64url characters), the same for a number on every day. */
function visitorHash(visitor: number): string {
  return (visitorHashes[visitor] ??= createHash('sha256').update(`visitor ${visitor}`).digest('base64url').slice(0, 22));
}

/**
 * The synthetic scans of the old one-row-per-scan benchmark, written through the real write
 * path: scan g (1 … count) of a code falls on the day g % 365 days before TODAY, 1 + g % 86399
 * seconds before that day ends, from country g % 6, device type g % 4, OS and browser g % 5, a
 * bot when g % 50 = 0, visitor g % 200,000 — so SCANS scans of CODE spread evenly over the 365
 * days ending TODAY (≈ 2,740 a day at 10^6), 2 % bots, and 10,000 scans of OTHER_CODE in the
 * same days. Like the scan recorder, the days go oldest first, each day's scans of both codes in
 * time order, at most MAX_BATCH per insertScans call (one call a day up to ≈ 3.6 × 10^6 scans);
 * and each distinct profile of a day is built once and shared by every scan of it.
 */
async function generate(db: Db): Promise<Load> {
  const endOfToday = Date.parse(`${TODAY}T00:00:00.000Z`) + DAY_MS;
  const humansByDay = new Map<string, number>();
  let batches = 0;
  for (let ago = DAYS - 1; ago >= 0; ago--) {
    const dayEnd = endOfToday - ago * DAY_MS;
    const scans: NewScan[] = [];
    let humans = 0;
    for (const [codeId, count] of [[CODE, SCANS], [OTHER_CODE, OTHER_SCANS]] as const) {
      // Visitor and country decide the profile (device, OS, browser and bot flag follow from the
      // visitor, as 4, 5 and 50 divide 200,000).
      const profiles = new Map<number, ScanProfile>();
      for (let g = ago === 0 ? DAYS : ago; g <= count; g += DAYS) {
        const visitor = g % VISITORS;
        const key = visitor * COUNTRIES.length + (g % COUNTRIES.length);
        let profile = profiles.get(key);
        if (profile === undefined) {
          profile = {
            code_id: codeId,
            organization_id: 'org_bench',
            workspace_id: 'ws_bench',
            country: COUNTRIES[g % COUNTRIES.length]!,
            device_type: DEVICES[g % DEVICES.length]!,
            os: OSES[g % OSES.length]!,
            browser: BROWSERS[g % BROWSERS.length]!,
            language: 'de',
            ab_variant: null,
            redirected_to: 'https://example.com/',
            is_bot: g % 50 === 0,
            visitor_hash: visitorHash(visitor),
          };
          profiles.set(key, profile);
        }
        scans.push({ profile, at: dayEnd - (1 + (g % 86_399)) * 1000 });
        if (codeId === CODE && !profile.is_bot) humans++;
      }
    }
    humansByDay.set(formatUtcDate(dayEnd - DAY_MS), humans);
    scans.sort((a, b) => a.at - b.at);
    for (let start = 0; start < scans.length; start += MAX_BATCH) {
      await insertScans(db, scans.slice(start, start + MAX_BATCH));
      batches++;
    }
  }
  return { batches, humansByDay };
}

/**
 * Median time of scanStats over the `days` ending TODAY, bots excluded; throws unless by_day has
 * `days` entries, the total is the human scans of CODE generated in the window, and
 * unique_scanners is plausible: above 0 (if there are scans) and not above the scans (a day's
 * HyperLogLog estimate beyond 2048 visitors is capped at the day's scans by insertScans).
 */
async function time(db: Db, days: number, load: Load): Promise<{ ms: number; total: number }> {
  const result = resolveScanWindow({ days }, TODAY);
  if (!result.ok) throw new Error(result.message);
  const { from, to } = result.window;
  let expected = 0;
  for (const [day, humans] of load.humansByDay) if (day >= from && day <= to) expected += humans;
  const samples: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const stats = await scanStats(db, { codeId: CODE, window: result.window, today: TODAY, includeBots: false });
    samples.push(performance.now() - start);
    total = stats.total_scans;
    if (stats.by_day.length !== days) throw new Error(`by_day has ${stats.by_day.length} days, expected ${days}`);
    if (total !== expected) throw new Error(`${days} days: total_scans is ${total}, expected the ${expected} human scans generated in ${from} … ${to}`);
    const unique = stats.unique_scanners;
    if (!(unique <= total && (unique > 0 || total === 0))) throw new Error(`${days} days: unique_scanners is ${unique} for ${total} scans`);
  }
  samples.sort((a, b) => a - b);
  return { ms: samples[Math.floor(samples.length / 2)]!, total };
}

async function measureOn(label: string, db: Db): Promise<string[]> {
  await migrate(db);
  const started = performance.now();
  const load = await generate(db);
  // What autovacuum does after a bulk load: statistics and the visibility map.
  await db.query('VACUUM ANALYZE scan_chunks, scan_days, scan_rollups');
  const loadSeconds = (performance.now() - started) / 1000;
  const rows: string[] = [];
  for (const days of [1, 7, 30, 90, DAYS]) {
    const { ms, total } = await time(db, days, load);
    rows.push(`| ${label} | ${days} | ${total.toLocaleString('en-US')} | ${ms.toFixed(1)} |`);
  }
  const scans = (SCANS + OTHER_SCANS).toLocaleString('en-US');
  rows.push(`| ${label} | (writing ${scans} scans with insertScans in ${load.batches} batches + VACUUM ANALYZE: ${loadSeconds.toFixed(0)} s) | | |`);
  return rows;
}

export const statsBenchmark: Benchmark = {
  name: 'Scan statistics on a code with 10^6 scans',
  description:
    `\`scanStats\` (the SQL of GET /codes/{id}/stats, over the daily rollups) for one code with ${SCANS.toLocaleString('en-US')} scans spread over 365 days, ` +
    `written through \`insertScans\` in the scan recorder's batches; bots excluded; median of ${RUNS} runs per window, ` +
    `on a fresh PostgreSQL database (dropped after) and on in-memory PGlite.`,
  async run() {
    const rows: string[] = [];
    const admin = await openDb(loadConfig({ DATABASE_URL: POSTGRES_URL }));
    const name = `qz_bench_${Date.now().toString(36)}`;
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${name}`;
      const db = await openDb(loadConfig({ DATABASE_URL: url.toString() }));
      try {
        rows.push(...(await measureOn('PostgreSQL 15', db)));
      } finally {
        await db.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    }
    const pglite = await openDb(loadConfig({ DATABASE_URL: 'memory://' }));
    try {
      rows.push(...(await measureOn('PGlite', pglite)));
    } finally {
      await pglite.close();
    }
    return ['| database | window (days) | scans in window | median ms |', '|---|---:|---:|---:|', ...rows].join('\n');
  },
};

// `tsx stats.bench.ts` runs this benchmark alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`${formatUtcDate(Date.now())}\n${await statsBenchmark.run()}`);
}
