// CPU time of the benchmark server's main thread per request over real HTTP, for a loaded
// machine where requests per second move by tens of points between runs: redirect-server.ts in
// a child process, autocannon here, a fixed number of requests per contender in alternating
// rounds, the server's main-thread CPU (user + system, /proc, Linux) divided by the requests.
//   tsx http-cost.ts [requests=40000] [rounds=3] [contender,…]
// contenders: bare, redirect, new-visitor, unruled, ruled, resolver-307, resolver-page; each also as
// `h3:<name>` on a second server with BENCH_NODE_FAST_PATH=off (every request through h3).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options, type SetupRequest } from 'autocannon';
import { median, PHONE_UA } from './load-client';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const [requestsArg = '40000', roundsArg = '3', namesArg] = process.argv.slice(2);
const amount = Number(requestsArg);
const rounds = Number(roundsArg);

const here = fileURLToPath(new URL('.', import.meta.url));
/** Two servers: with the node fast path, and (BENCH_NODE_FAST_PATH=off) every request through h3. */
async function startChild(fastPath: boolean) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'redirect-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    cwd: here,
    env: { ...process.env, BENCH_NODE_FAST_PATH: fastPath ? 'on' : 'off' },
  });
  const info = await new Promise<Record<string, string>>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
  });
  return { child, info };
}
const servers = { fast: await startChild(true), h3: await startChild(false) };

let visitors = 0;
const phone = { headers: { 'user-agent': PHONE_UA } };
const contendersOf = (info: Record<string, string>): Record<string, Options> => ({
  bare: { url: `${info['bare']}/bare` },
  redirect: { url: `${info['app']}/${info['shortCode']}`, ...phone },
  'new-visitor': {
    url: `${info['proxied']}/${info['shortCode']}`,
    ...phone,
    requests: [{ setupRequest: (request: SetupRequest) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': `11.${(visitors >>> 16) & 255}.${(visitors >>> 8) & 255}.${visitors++ & 255}` } }) }],
  },
  unruled: { url: `${info['app']}/${info['unruledShortCode']}`, ...phone },
  ruled: { url: `${info['app']}/${info['ruledShortCode']}`, ...phone },
  'resolver-307': { url: `${info['app']}${info['passportPath']}?linkType=gs1:pip`, ...phone },
  'resolver-page': { url: `${info['app']}${info['passportPath']}`, headers: { 'user-agent': PHONE_UA, accept: BROWSER_ACCEPT } },
});
const fastContenders = contendersOf(servers.fast.info);
const h3Contenders = contendersOf(servers.h3.info);
const picked = namesArg ? namesArg.split(',') : Object.keys(fastContenders);
/** Each contender on both servers (`h3:` the one without the fast path); the bare route is the same on both. */
const contenders: Record<string, { options: Options; pid: number }> = {};
for (const name of picked) {
  contenders[name] = { options: fastContenders[name]!, pid: servers.fast.child.pid! };
  if (name !== 'bare') contenders[`h3:${name}`] = { options: h3Contenders[name]!, pid: servers.h3.child.pid! };
}
const names = Object.keys(contenders);

/** CPU ticks (1/100 s) of a child's main thread: proc(5) stat fields 14 and 15. */
function mainTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

const samples = new Map<string, number[]>(names.map((name) => [name, []]));
for (let round = -1; round < rounds; round++) {
  for (const name of names) {
    const { options, pid } = contenders[name]!;
    const before = mainTicks(pid);
    const result = await autocannon({ connections: 10, amount: round < 0 ? amount / 4 : amount, ...options });
    if (result.non2xx - result['3xx'] > 0) throw new Error(`${name}: ${result.non2xx - result['3xx']} answers not 2xx/3xx`);
    // Let the scan flush of this round land in this round.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    if (round >= 0) samples.get(name)!.push(((mainTicks(pid) - before) * 10_000) / result.requests.total);
  }
}
const bare = samples.has('bare') ? median(samples.get('bare')!) : undefined;
console.log(`server main-thread CPU per request, µs (median of ${rounds}; ${amount} requests a round, 10 connections):`);
for (const [name, values] of samples) {
  const value = median(values);
  console.log(`${name.padEnd(17)} ${value.toFixed(1).padStart(7)}   [${values.map((v) => v.toFixed(1)).join(', ')}]${bare ? `   bare/this ${Math.round((bare / value) * 100)} %` : ''}`);
}
for (const { child } of Object.values(servers)) {
  child.kill('SIGINT');
  await new Promise((resolve) => child.once('exit', resolve));
}
