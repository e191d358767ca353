import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Db } from '../../src/db/db';
import { DELIVERY_CONCURRENCY, MAX_IN_FLIGHT_PER_WEBHOOK, MAX_IN_FLIGHT_PER_WORKSPACE } from '../../src/webhooks/delivery-worker';
import { startHttpsReceiver } from './https-receiver';
import { runCli, serveCli, type CliRun } from './run-cli';

/** The scan recorder's timer (scans/scan-recorder.ts, default of flushIntervalMs). */
const FLUSH_INTERVAL_MS = 1_000;
/**
 * Scans a SIGKILL may lose: those served since the last committed batch was taken, i.e. the last
 * flush interval plus the write then in flight (README "Scans and statistics"). A batch of a few
 * hundred scans commits in milliseconds; one more interval covers it and a late timer on a busy machine.
 */
const SCAN_LOSS_WINDOW_MS = 2 * FLUSH_INTERVAL_MS;
const ADMIN_KEY = 'svc_sk_kill9kill9kill9kill9kill9kill9';
const MIGRATIONS = readdirSync(fileURLToPath(new URL('../../migrations', import.meta.url))).filter((name) => /^\d{4}_.+\.sql$/.test(name)).sort();
/** Concurrent clients each creating, then PATCHing its own codes, and following their short links. */
const WRITERS = 6;
/** Clients that only follow short links, so scans pile up between flushes. */
const SCANNERS = 2;
/** How long the stream runs before the kill: a few flush intervals, so some scans are committed. */
const STREAM_MS = 3_500;
/**
 * Hanging attempts that fill the first process's delivery pool. A claim of a killed process
 * holds its webhook (and workspace) for WEBHOOK_TIMEOUT_MS + 60 s (DELIVERY_CLAIM_MARGIN_MS),
 * longer than this test may run, so the events to watch must be unclaimed at the kill: with
 * every slot held by other workspaces' receivers, the main workspace's deliveries wait.
 */
const HANGING_WEBHOOKS_PER_WORKSPACE = MAX_IN_FLIGHT_PER_WORKSPACE / MAX_IN_FLIGHT_PER_WEBHOOK;
const HANGING_WORKSPACES = DELIVERY_CONCURRENCY / MAX_IN_FLIGHT_PER_WORKSPACE;

interface WrittenCode {
  readonly id: string;
  readonly shortCode: string;
  /** Titles acknowledged with a 2xx, in order (the create's first). */
  readonly acknowledged: string[];
  /** A PATCH sent and not answered when the server died: it may or may not have committed. */
  inFlight?: string;
}

interface StreamReport {
  readonly codes: WrittenCode[];
  /** Creates sent and never answered: their codes may exist, and must then be whole. */
  readonly unansweredCreates: number;
  /** Client clock when each redirect's answer arrived. */
  readonly redirectsAnswered: number[];
  readonly redirectsSent: number;
  readonly killedAt: number;
}

/**
 * Runs a real `quietzone serve` on the database of `env`, SIGKILLs it under a concurrent stream
 * of creates, PATCHes and short-link redirects over HTTP, restarts it on the same database and
 * checks what a crash must not break (also after a first start killed while it creates or
 * migrates the database, which the next start must resume): every acknowledged write is there with its
 * acknowledged value, no code is half-written (code row, audit entries and outbox events commit
 * together), the restart migrates and answers health, the outbox events written before the kill
 * are delivered after it, and scans lost are at most those of the last flush window.
 * `openDb` opens the database once no server runs (an embedded PGlite directory has one owner).
 */
export async function expectKill9Recovery(options: {
  env: Record<string, string>;
  /** Resolves once the first start writes its database (initdb or a migration committed): it is killed there. */
  startupUnderWay: () => Promise<void>;
  openDb: () => Promise<Db>;
  cleanups: (() => Promise<unknown>)[];
}): Promise<void> {
  const receiver = await startHttpsReceiver();
  options.cleanups.push(() => receiver.close());
  // Requests to /hang are never answered; the watched webhook's are at once.
  receiver.behave((request, res) => {
    if (request.path !== '/hang') res.writeHead(200).end('ok');
  });
  const env = {
    ...options.env,
    BOOTSTRAP_PLAN: 'enterprise',
    RATE_LIMIT_PER_MINUTE: '1000000',
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    // The hanging attempts must hold their slots for the whole first run.
    WEBHOOK_TIMEOUT_MS: '120000',
    NODE_EXTRA_CA_CERTS: receiver.cert.certPath,
    // The bootstrap key is known in advance: the kill during startup may fall after the bootstrap.
    ADMIN_API_KEY: ADMIN_KEY,
  };

  // Killed while it creates or migrates the database; the next start resumes the migrations.
  const starting = runCli(['serve'], { HOST: '127.0.0.1', PORT: '0', ...env });
  options.cleanups.push(async () => starting.child.kill('SIGKILL'));
  await options.startupUnderWay();
  starting.child.kill('SIGKILL');
  await starting.exited;
  expect(starting.stdout).not.toContain('"message":"listening"');

  const first = await serveCli(env);
  options.cleanups.push(async () => first.child.kill('SIGKILL'));
  const key = ADMIN_KEY;
  const api = client(first.url, key);

  const watched = await api('POST', '/v1/webhooks', { url: receiver.url('/ok'), secret: 'kill-9-watched-secret-01', events: ['qr.created', 'qr.updated'] });
  expect(watched.status).toBe(201);
  await fillDeliveryPool(api, first.url, receiver.url('/hang'));
  const hanging = () => receiver.requests.filter((request) => request.path === '/hang').length;
  const deadline = Date.now() + 30_000;
  while (hanging() < DELIVERY_CONCURRENCY && Date.now() < deadline) await sleep(100);
  expect(hanging()).toBe(DELIVERY_CONCURRENCY);

  const report = await streamThenKill(first, api);
  await first.exited;
  // The pool was full: every watched event was still in the outbox when the process died.
  expect(receiver.requests.filter((request) => request.path === '/ok')).toEqual([]);
  expect(report.codes.length).toBeGreaterThan(WRITERS);
  expect(report.redirectsAnswered.length).toBeGreaterThan(0);

  // Restart on the same database: migrations run again (nothing left or the rest), health answers.
  const second = await serveCli(env);
  options.cleanups.push(async () => second.child.kill('SIGKILL'));
  expect((await fetch(`${second.url}/v1/health`)).status).toBe(200);
  expect((await fetch(`${second.url}/v1/health/ready`)).status).toBe(200);
  const api2 = client(second.url, key);
  for (const code of report.codes) {
    const response = await api2('GET', `/v1/codes/${code.id}`);
    expect(response.status, code.id).toBe(200);
    const title = ((await response.json()) as { data: { title: string } }).data.title;
    expect([code.acknowledged.at(-1), code.inFlight].filter(Boolean), code.id).toContain(title);
  }
  // The outbox resumes: every acknowledged write's event reaches the receiver from the new process.
  const acknowledged = report.codes.flatMap((code) => code.acknowledged.map((title) => `${code.id} ${title}`));
  const delivered = () => new Set(receiver.requests.filter((request) => request.path === '/ok').map((request) => eventKey(request.rawBody)));
  // At most MAX_IN_FLIGHT_PER_WEBHOOK attempts of the watched webhook run at once: a few hundred
  // events take seconds on a quiet machine, far longer when CI runs test files side by side.
  const deliveryDeadline = Date.now() + 90_000;
  while (!acknowledged.every((write) => delivered().has(write)) && Date.now() < deliveryDeadline) await sleep(200);
  expect(acknowledged.filter((write) => !delivered().has(write))).toEqual([]);
  // Unacknowledged writes that did commit are delivered too; wait until the receiver is quiet.
  for (let count = -1; count !== receiver.requests.length; ) {
    count = receiver.requests.length;
    await sleep(1_500);
  }
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);

  const db = await options.openDb();
  options.cleanups.push(() => db.close());
  const applied = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
  expect(applied.map((row) => row.name)).toEqual(MIGRATIONS);
  await expectWholeCodes(db, report);
  const outbox = await db.query<{ key: string }>(
    `SELECT data->>'id' || ' ' || (data->>'title') AS key FROM events
      WHERE type IN ('qr.created', 'qr.updated') AND workspace_id = (SELECT workspace_id FROM webhooks WHERE url = $1)`,
    [receiver.url('/ok')],
  );
  expect(new Set(outbox.map((row) => row.key))).toEqual(delivered());

  const [{ scans }] = (await db.query<{ scans: number }>(
    `SELECT coalesce(sum(scan_count), 0)::int AS scans FROM scan_chunks WHERE code_id = ANY($1::text[])`,
    [report.codes.map((code) => code.id)],
  )) as [{ scans: number }];
  // Never more scans than requests served; lost ones are only those of the last window.
  expect(scans).toBeLessThanOrEqual(report.redirectsSent);
  const lost = report.redirectsAnswered.length - scans;
  const lastWindow = report.redirectsAnswered.filter((at) => at >= report.killedAt - SCAN_LOSS_WINDOW_MS).length;
  expect(lost).toBeLessThanOrEqual(lastWindow);
}

type Api = (method: string, path: string, body?: unknown) => Promise<Response>;

function client(baseUrl: string, key: string): Api {
  return (method, path, body) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/** Workspaces whose receivers never answer, with exactly enough attempts to hold every slot of the pool. */
async function fillDeliveryPool(api: Api, baseUrl: string, hangUrl: string): Promise<void> {
  for (let w = 0; w < HANGING_WORKSPACES; w++) {
    const workspace = await api('POST', '/v1/workspaces', { name: `Hanging ${w}`, slug: `hanging-${w}` });
    expect(workspace.status).toBe(201);
    const workspaceId = ((await workspace.json()) as { data: { id: string } }).data.id;
    const created = await api('POST', '/v1/api-keys', { name: `hanging ${w}`, role: 'org_admin', workspace_id: workspaceId });
    expect(created.status).toBe(201);
    const hangingApi = client(baseUrl, ((await created.json()) as { data: { secret: string } }).data.secret);
    for (let h = 0; h < HANGING_WEBHOOKS_PER_WORKSPACE; h++) {
      expect((await hangingApi('POST', '/v1/webhooks', { url: hangUrl, secret: 'kill-9-hanging-secret-01', events: ['qr.created'] })).status).toBe(201);
    }
    for (let c = 0; c < MAX_IN_FLIGHT_PER_WEBHOOK; c++) {
      expect((await hangingApi('POST', '/v1/codes', { url: `https://example.com/hanging/${w}/${c}` })).status).toBe(201);
    }
  }
}

/** The stream: writers and scanners until STREAM_MS, then SIGKILL with requests in flight. */
async function streamThenKill(server: CliRun & { url: string }, api: Api): Promise<StreamReport> {
  const codes: WrittenCode[] = [];
  const redirectsAnswered: number[] = [];
  let redirectsSent = 0;
  let unansweredCreates = 0;
  let killed = false;

  const redirect = async (code: WrittenCode) => {
    redirectsSent++;
    const response = await fetch(`${server.url}/${code.shortCode}`, { redirect: 'manual' });
    await response.arrayBuffer();
    expect(response.status).toBe(302);
    redirectsAnswered.push(Date.now());
  };
  const writer = async (w: number) => {
    for (let i = 0; !killed; i++) {
      const title = `c-${w}-${i}`;
      let response: Response;
      try {
        response = await api('POST', '/v1/codes', { url: `https://example.com/k9/${w}/${i}`, title });
      } catch {
        unansweredCreates++;
        return;
      }
      expect(response.status).toBe(201);
      const data = ((await response.json()) as { data: { id: string; short_code: string } }).data;
      const code: WrittenCode = { id: data.id, shortCode: data.short_code, acknowledged: [title] };
      codes.push(code);
      for (let p = 0; p < 3 && !killed; p++) {
        const next = `p-${w}-${i}-${p}`;
        code.inFlight = next;
        try {
          const patched = await api('PATCH', `/v1/codes/${code.id}`, { title: next });
          expect(patched.status).toBe(200);
          await patched.arrayBuffer();
          code.acknowledged.push(next);
          delete code.inFlight;
          await redirect(code);
        } catch (error) {
          if (!killed) throw error;
          return;
        }
      }
    }
  };
  const scanner = async () => {
    while (!killed) {
      const code = codes[Math.floor(Math.random() * codes.length)];
      if (!code) {
        await sleep(20);
        continue;
      }
      try {
        await redirect(code);
      } catch (error) {
        if (!killed) throw error;
      }
    }
  };
  const streams = [...Array.from({ length: WRITERS }, (_, w) => writer(w)), ...Array.from({ length: SCANNERS }, () => scanner())];
  await sleep(STREAM_MS);
  const killedAt = Date.now();
  killed = true;
  server.child.kill('SIGKILL');
  await Promise.all(streams);
  return { codes, unansweredCreates, redirectsAnswered, redirectsSent, killedAt };
}

/**
 * Whole means what one transaction writes (codes/create-code.ts, update-code.ts): a code row
 * with one `codes.create` audit entry and one `qr.created` event, and per version after the
 * first one `codes.update` entry and one `qr.updated` event; nothing of a rolled-back write.
 */
async function expectWholeCodes(db: Db, report: StreamReport): Promise<void> {
  const rows = await db.query<{ id: string; title: string; version: number; creates: number; created: number; updates: number; updated: number }>(
    `SELECT c.id, c.title, c.version,
            (SELECT count(*)::int FROM audit_logs a WHERE a.resource_id = c.id AND a.action = 'codes.create') AS creates,
            (SELECT count(*)::int FROM events e WHERE e.data->>'id' = c.id AND e.type = 'qr.created') AS created,
            (SELECT count(*)::int FROM audit_logs a WHERE a.resource_id = c.id AND a.action = 'codes.update') AS updates,
            (SELECT count(*)::int FROM events e WHERE e.data->>'id' = c.id AND e.type = 'qr.updated') AS updated
       FROM codes c WHERE c.title LIKE 'c-%' OR c.title LIKE 'p-%'`,
  );
  for (const row of rows) {
    expect({ creates: row.creates, created: row.created, updates: row.updates, updated: row.updated }, row.id).toEqual({ creates: 1, created: 1, updates: row.version - 1, updated: row.version - 1 });
  }
  // Codes acknowledged, plus at most the creates that were in flight.
  const ids = new Set(rows.map((row) => row.id));
  expect(report.codes.filter((code) => !ids.has(code.id))).toEqual([]);
  expect(rows.length).toBeLessThanOrEqual(report.codes.length + report.unansweredCreates);
  // Every acknowledged PATCH left its audit entry and its event.
  const trail = await db.query<{ key: string }>(
    `SELECT resource_id || ' ' || (changes->'title'->>1) AS key FROM audit_logs WHERE action = 'codes.update'
     UNION ALL SELECT data->>'id' || ' ' || (data->>'title') FROM events WHERE type = 'qr.updated'`,
  );
  const counts = new Map<string, number>();
  for (const { key } of trail) counts.set(key, (counts.get(key) ?? 0) + 1);
  const patches = report.codes.flatMap((code) => code.acknowledged.slice(1).map((title) => `${code.id} ${title}`));
  expect(patches.filter((write) => counts.get(write) !== 2)).toEqual([]);
  // No entry or event without its code: a rolled-back create leaves nothing behind.
  const orphans = await db.query<{ id: string }>(
    `SELECT resource_id AS id FROM audit_logs WHERE action IN ('codes.create', 'codes.update') AND resource_id NOT IN (SELECT id FROM codes)
     UNION ALL SELECT data->>'id' FROM events WHERE type IN ('qr.created', 'qr.updated') AND data->>'id' NOT IN (SELECT id FROM codes)`,
  );
  expect(orphans).toEqual([]);
}

/** `<code id> <title>` of a delivered qr.created / qr.updated envelope. */
function eventKey(body: Buffer): string {
  const envelope = JSON.parse(body.toString('utf8')) as { data: { id: string; title: string } };
  return `${envelope.data.id} ${envelope.data.title}`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
