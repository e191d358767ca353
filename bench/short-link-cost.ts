// CPU per short-link request inside the app, without sockets (app.request with a web Request):
// what the route, h3 and the scan sink cost, apart from node:http and the load generator, so it
// can be compared on a loaded machine where requests per second cannot. Alternating rounds of
// the contenders, median reported; the scan recorder runs and flushes as in `quietzone serve`.
//   tsx short-link-cost.ts [requests per round=20000] [rounds=5] [contender numbers, e.g. 1,2]
//   node --cpu-prof --cpu-prof-dir=/tmp/p --import tsx short-link-cost.ts 50000 3 1   # one contender's profile
//   SHORT_LINK_COST_LOG=stdout tsx short-link-cost.ts > /dev/null   # the apps log as `quietzone serve` does
//     (createLogger's pino into stdout) instead of into the silent logger; the table goes to stderr
import { H3 } from 'h3';
import { bootstrap, createApp, createAppContext, createLogger, loadConfig, migrate, openDb, shareServices, silentLogger, startScanRecorder, systemClock, type Logger } from '@quietzone/server';
import { twentyRules } from './twenty-rules';
import { median, PHONE_UA } from './load-client';

const [perRoundArg = '20000', roundsArg = '5', onlyArg] = process.argv.slice(2);
const PER_ROUND = Number(perRoundArg);
const ROUNDS = Number(roundsArg);
const ADMIN_KEY = 'svc_sk_bench_admin_key_0123456789';
const LOCATION = 'https://example.com/landing?utm_source=qr';

const configEnv = { DATABASE_URL: 'memory://', PUBLIC_URL: 'http://127.0.0.1', ADMIN_API_KEY: ADMIN_KEY, RATE_LIMIT_PER_MINUTE: '1000000' };
const config = loadConfig(configEnv);
const db = await openDb(config);
await migrate(db);
await bootstrap(db, config, systemClock);
const logged = process.env.SHORT_LINK_COST_LOG === 'stdout';
const logger: Logger = logged ? createLogger({ pretty: false }) : silentLogger;
const print = logged ? console.error : console.log;
const ctx = createAppContext({ db, config, logger });
const app = createApp({ context: ctx }).app;
const proxied = createApp({ context: createAppContext({ db, config: loadConfig({ ...configEnv, TRUST_PROXY: 'true' }), logger, ...shareServices(ctx) }) }).app;
const recorder = startScanRecorder(ctx);
await ctx.countries.get(silentLogger);
const bare = new H3().get('/bare', () => new Response(null, { status: 302, headers: { location: LOCATION, 'cache-control': 'no-store' } }));

async function createCode(extra: Record<string, unknown> = {}): Promise<string> {
  const created = await app.request('/v1/codes', {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'url', url: LOCATION, is_dynamic: true, ...extra }),
  });
  if (created.status !== 201) throw new Error(`creating a code failed: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { data: { short_code: string } }).data.short_code;
}
const plain = await createCode();
const ruled = await createCode({ rules: twentyRules() });

let visitor = 0;
const everyContender: { label: string; request: () => Response | Promise<Response> }[] = [
  { label: 'bare h3 route', request: () => bare.request('/bare') },
  { label: 'short link, scan recorded, one visitor', request: () => app.request(`/${plain}`, { headers: { 'user-agent': PHONE_UA } }) },
  {
    label: 'short link, scan recorded, a new visitor per request (TRUST_PROXY)',
    request: () => proxied.request(`/${plain}`, { headers: { 'user-agent': PHONE_UA, 'x-forwarded-for': `11.${(visitor >>> 16) & 255}.${(visitor >>> 8) & 255}.${visitor++ & 255}` } }),
  },
  { label: 'short link with 20 destination rules, none matching, one visitor', request: () => app.request(`/${ruled}`, { headers: { 'user-agent': PHONE_UA } }) },
];
const contenders = onlyArg === undefined ? everyContender : onlyArg.split(',').map((n) => everyContender[Number(n)]!);

const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
const rounds: number[][] = contenders.map(() => []);
for (let round = 0; round <= ROUNDS; round++) {
  for (const [index, contender] of contenders.entries()) {
    await recorder.flush();
    globalThis.gc?.();
    const start = cpuMicros();
    for (let i = 0; i < PER_ROUND; i++) {
      const response = await contender.request();
      if (response.status !== 302) throw new Error(`${contender.label}: ${response.status}`);
    }
    // The recorder's share: the scans of this round written before the round ends.
    await recorder.flush();
    if (round > 0) rounds[index]!.push((cpuMicros() - start) / PER_ROUND); // round 0 warms up
  }
}
print(`µs of CPU per request (all threads), ${PER_ROUND.toLocaleString('en-US')} requests per round, median of ${ROUNDS} alternating rounds, logger: ${logged ? 'pino into stdout' : 'silent'}:\n`);
print('| contender | µs per request | rounds |\n|---|---:|---|');
for (const [index, contender] of contenders.entries()) print(`| ${contender.label} | ${median(rounds[index]!).toFixed(1)} | ${rounds[index]!.map((v) => v.toFixed(1)).join(', ')} |`);
await recorder.stop();
await db.close();
