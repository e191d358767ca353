// A CPU profile of the benchmark server (redirect-server.ts) under one of redirect.bench.ts's loads:
//   tsx profile-server.ts <uncached|logo|redirect-while-uncached|redirect-while-logo> [seconds=10] [dir]
//   tsx summarize-cpu-profile.ts <dir>
// The server runs under `node --cpu-prof` and is ended with SIGINT, so its main thread's profile
// is written (worker threads are ended with it and write none).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options, type SetupRequest } from 'autocannon';

const LOADS = ['uncached', 'logo', 'redirect-while-uncached', 'redirect-while-logo'] as const;
type Load = (typeof LOADS)[number];
const CONNECTIONS = 10;
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const [loadArg = 'uncached', secondsArg = '10', dirArg] = process.argv.slice(2);
const load = loadArg as Load;
if (!LOADS.includes(load)) throw new Error(`usage: profile-server.ts <${LOADS.join('|')}> [seconds] [dir]`);
const seconds = Number(secondsArg);
const dir = dirArg ?? mkdtempSync(path.join(tmpdir(), 'qz-server-prof-'));

const here = fileURLToPath(new URL('.', import.meta.url));
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--import', 'tsx', path.join(here, 'redirect-server.ts')], { stdio: ['ignore', 'pipe', 'inherit'], cwd: here });
const info = await new Promise<{ app: string; shortCode: string; loadedShortCode: string; logoShortCode: string }>((resolve, reject) => {
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
const runs: Record<Load, Record<string, Options>> = {
  uncached: { uncached },
  logo: { logo },
  'redirect-while-uncached': { redirect, uncached },
  'redirect-while-logo': { redirect, logo },
};

const results = await Promise.all(Object.entries(runs[load]).map(async ([name, options]) => [name, await autocannon(options)] as const));
for (const [name, result] of results) {
  console.log(`${name}: ${Math.round(result.requests.total / result.duration)} responses/s (2xx ${result['2xx']}, 3xx ${result['3xx']}, other ${result.non2xx - result['3xx']})`);
}
child.kill('SIGINT');
await new Promise((resolve) => child.once('exit', resolve));
console.log(`profile in ${dir}`);
