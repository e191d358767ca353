// GET /codes/{id}/stats on a code with 10^6 scans: the store's query on Postgres and on PGlite.
import { fileURLToPath } from 'node:url';
import { loadConfig, migrate, openDb, scanStats, type Db } from '@quietzone/server';
import { formatUtcDate, resolveScanWindow } from '@quietzone/core';
import type { Benchmark } from './benchmark';

const SCANS = Number(process.env.STATS_BENCH_SCANS ?? 1_000_000);
const RUNS = 5;
const POSTGRES_URL = process.env.STATS_BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TODAY = '2031-06-30';
const CODE = 'qr_bench';

/**
 * One INSERT … SELECT generate_series on the database server: SCANS rows for one code spread
 * evenly over the 365 days ending TODAY (≈ 2,740 a day), 2 % bots, 200,000 distinct visitors,
 * six countries, four device types; plus 10,000 scans of another code in the same days.
 */
async function generate(db: Db): Promise<void> {
  const insert = (code: string, count: number) =>
    db.query(
      `INSERT INTO scans (id, code_id, organization_id, workspace_id, scanned_at, country, device_type, os, browser, language, ab_variant, redirected_to, is_bot, visitor_hash)
       SELECT $1 || '_' || g, $1, 'org_bench', 'ws_bench',
              $2::timestamptz + interval '1 day' - (g % 365) * interval '1 day' - (1 + g % 86399) * interval '1 second',
              (ARRAY['DE','US','FR','CH','AT','XX'])[1 + g % 6], (ARRAY['mobile','mobile','desktop','tablet'])[1 + g % 4],
              (ARRAY['iOS','Android','Windows','Mac OS','Linux'])[1 + g % 5], (ARRAY['Mobile Safari','Chrome','Edge','Firefox','Safari'])[1 + g % 5],
              'de', NULL, 'https://example.com/', g % 50 = 0, md5((g % 200000)::text)
         FROM generate_series(1, $3::int) AS g`,
      [code, `${TODAY}T00:00:00.000Z`, count],
    );
  await insert(CODE, SCANS);
  await insert('qr_other', 10_000);
}

async function time(db: Db, days: number): Promise<{ ms: number; total: number }> {
  const result = resolveScanWindow({ days }, TODAY);
  if (!result.ok) throw new Error(result.message);
  const samples: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const stats = await scanStats(db, { codeId: CODE, window: result.window, today: TODAY, includeBots: false });
    samples.push(performance.now() - start);
    total = stats.total_scans;
    if (stats.by_day.length !== days) throw new Error(`by_day has ${stats.by_day.length} days, expected ${days}`);
  }
  samples.sort((a, b) => a - b);
  return { ms: samples[Math.floor(samples.length / 2)]!, total };
}

async function measureOn(label: string, db: Db): Promise<string[]> {
  await migrate(db);
  const started = performance.now();
  await generate(db);
  await db.query('VACUUM ANALYZE scans'); // what autovacuum does after a bulk load: statistics and the visibility map
  const loadSeconds = (performance.now() - started) / 1000;
  const rows: string[] = [];
  for (const days of [1, 7, 30, 90, 365]) {
    const { ms, total } = await time(db, days);
    rows.push(`| ${label} | ${days} | ${total.toLocaleString('en-US')} | ${ms.toFixed(1)} |`);
  }
  rows.push(`| ${label} | (generating ${SCANS.toLocaleString('en-US')} rows + VACUUM ANALYZE: ${loadSeconds.toFixed(0)} s) | | |`);
  return rows;
}

export const statsBenchmark: Benchmark = {
  name: 'Scan statistics on a code with 10^6 scans',
  description:
    `\`scanStats\` (the SQL of GET /codes/{id}/stats) for one code with ${SCANS.toLocaleString('en-US')} scans spread over 365 days, ` +
    `bots excluded; median of ${RUNS} runs per window, on a fresh PostgreSQL database (dropped after) and on in-memory PGlite.`,
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
