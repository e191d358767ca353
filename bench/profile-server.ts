// A CPU profile of the benchmark server's main thread (redirect-server.ts, BENCH_CPU_PROFILE)
// under one of redirect.bench.ts's loads, from after startup to the end of the load, and the CPU
// time each of its threads and this load generator used meanwhile (from /proc, Linux):
//   tsx profile-server.ts <load> [seconds=10] [file]
// loads: bare (the bare h3 route), redirect (recorded short link, one client), new-visitor (the
// same behind TRUST_PROXY with a new X-Forwarded-For address per request), unruled / ruled (the
// rules pair: a code without rules and its twin with twenty, twenty-rules.ts), uncached, logo,
// redirect-while-uncached, redirect-while-logo
//   tsx summarize-cpu-profile.ts <file>
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options, type SetupRequest } from 'autocannon';
import { PHONE_UA } from './load-client';

const LOADS = ['bare', 'redirect', 'new-visitor', 'unruled', 'ruled', 'uncached', 'logo', 'redirect-while-uncached', 'redirect-while-logo'] as const;
type Load = (typeof LOADS)[number];
const CONNECTIONS = 10;

const [loadArg = 'uncached', secondsArg = '10', fileArg] = process.argv.slice(2);
const load = loadArg as Load;
if (!LOADS.includes(load)) throw new Error(`usage: profile-server.ts <${LOADS.join('|')}> [seconds] [file]`);
const seconds = Number(secondsArg);
const file = fileArg ?? path.join(mkdtempSync(path.join(tmpdir(), 'qz-server-prof-')), 'server.cpuprofile');

const here = fileURLToPath(new URL('.', import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'redirect-server.ts')], {
  stdio: ['ignore', 'pipe', 'inherit'],
  cwd: here,
  env: { ...process.env, BENCH_CPU_PROFILE: file },
});
const info = await new Promise<{ app: string; proxied: string; bare: string; shortCode: string; loadedShortCode: string; logoShortCode: string; unruledShortCode: string; ruledShortCode: string }>((resolve, reject) => {
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
});

let colors = 0;
const fresh = (base: string, query = '') => ({
  requests: [{ setupRequest: (request: SetupRequest) => ({ ...request, path: `${base}?${query}fg=${(colors++ % 0xcccccc).toString(16).padStart(6, '0')}` }) }],
});
const uncached: Options = { url: info.app, connections: CONNECTIONS, duration: seconds, ...fresh(`/v1/codes/${info.shortCode}/qr.png`) };
const logo: Options = { url: info.app, connections: CONNECTIONS, duration: seconds, ...fresh(`/v1/codes/${info.logoShortCode}/qr.png`, 'size=20&bg=transparent&') };
const redirect: Options = { url: `${info.app}/${info.loadedShortCode}`, connections: CONNECTIONS, duration: seconds, headers: { 'user-agent': PHONE_UA } };
let visitors = 0;
// A distinct public IPv4 address per request (11.0.0.0/8), as redirect.bench.ts sends them.
const newVisitor: Options = {
  url: `${info.proxied}/${info.shortCode}`,
  connections: CONNECTIONS,
  duration: seconds,
  headers: { 'user-agent': PHONE_UA },
  requests: [{ setupRequest: (request: SetupRequest) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': `11.${(visitors >>> 16) & 255}.${(visitors >>> 8) & 255}.${visitors++ & 255}` } }) }],
};
const runs: Record<Load, Record<string, Options>> = {
  bare: { bare: { url: `${info.bare}/bare`, connections: CONNECTIONS, duration: seconds } },
  redirect: { redirect: { ...redirect, url: `${info.app}/${info.shortCode}` } },
  'new-visitor': { 'new-visitor': newVisitor },
  unruled: { unruled: { ...redirect, url: `${info.app}/${info.unruledShortCode}` } },
  ruled: { ruled: { ...redirect, url: `${info.app}/${info.ruledShortCode}` } },
  uncached: { uncached },
  logo: { logo },
  'redirect-while-uncached': { redirect, uncached },
  'redirect-while-logo': { redirect, logo },
};

/** CPU time (user + system, in clock ticks: 1/100 s on Linux) of each thread of a process (proc(5), stat fields 14 and 15). */
function threadTicks(pid: number): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    ticks.set(tid, Number(fields[11]) + Number(fields[12]));
  }
  return ticks;
}
const ticksBefore = { server: threadTicks(child.pid!), client: threadTicks(process.pid) };
const started = performance.now();
const results = await Promise.all(Object.entries(runs[load]).map(async ([name, options]) => [name, await autocannon(options)] as const));
const elapsedTicks = ((performance.now() - started) / 1000) * 100;
const ticksAfter = { server: threadTicks(child.pid!), client: threadTicks(process.pid) };
for (const [name, result] of results) {
  console.log(`${name}: ${Math.round(result.requests.total / result.duration)} responses/s (2xx ${result['2xx']}, 3xx ${result['3xx']}, other ${result.non2xx - result['3xx']})`);
}
const share = (side: 'server' | 'client', tid: string, after: number) => (after - (ticksBefore[side].get(tid) ?? 0)) / elapsedTicks;
const busy = (side: 'server' | 'client') =>
  [...ticksAfter[side]]
    .map(([tid, after]) => ({ tid, share: share(side, tid, after) }))
    .filter((thread) => thread.share >= 0.01)
    .sort((a, b) => b.share - a.share)
    .map(({ tid, share: part }) => `${tid === String(side === 'server' ? child.pid : process.pid) ? 'main' : tid} ${Math.round(part * 100)} %`)
    .join(', ');
console.log(`CPU per thread, share of one core during the load — server: ${busy('server')}; load generator: ${busy('client')}`);
child.kill('SIGINT');
await new Promise((resolve) => child.once('exit', resolve));
console.log(`profile: ${file}`);
