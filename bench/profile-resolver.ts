// A CPU profile of the benchmark server's main thread (redirect-server.ts, BENCH_CPU_PROFILE)
// under the resolver contenders' load of redirect.bench.ts — the published passport's Digital
// Link as a 307 (`linkType=gs1:pip`) or as the HTML page, scan recorded — or the bare route's,
// or the code's 4 px PNG, cached (one URL) or uncached (a fresh `fg` per request), for comparison:
//   tsx profile-resolver.ts <resolver-307|resolver-page|bare|png-cached|png-uncached> [seconds=10] [file]
//   tsx summarize-cpu-profile.ts <file>
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options, type SetupRequest } from 'autocannon';
import { PHONE_UA } from './load-client';

const LOADS = ['resolver-307', 'resolver-page', 'bare', 'png-cached', 'png-uncached'] as const;
type Load = (typeof LOADS)[number];
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const [loadArg = 'resolver-307', secondsArg = '10', fileArg] = process.argv.slice(2);
const load = loadArg as Load;
if (!LOADS.includes(load)) throw new Error(`usage: profile-resolver.ts <${LOADS.join('|')}> [seconds] [file]`);
const file = fileArg ?? path.join(mkdtempSync(path.join(tmpdir(), 'qz-resolver-prof-')), 'server.cpuprofile');

const here = fileURLToPath(new URL('.', import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'redirect-server.ts')], {
  stdio: ['ignore', 'pipe', 'inherit'],
  cwd: here,
  env: { ...process.env, BENCH_CPU_PROFILE: file },
});
const info = await new Promise<{ app: string; bare: string; passportPath: string; shortCode: string }>((resolve, reject) => {
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
});

const base = { connections: 10, duration: Number(secondsArg) };
let colors = 0;
const options: Record<Load, Options> = {
  'resolver-307': { ...base, url: `${info.app}${info.passportPath}?linkType=gs1:pip`, headers: { 'user-agent': PHONE_UA } },
  'resolver-page': { ...base, url: `${info.app}${info.passportPath}`, headers: { 'user-agent': PHONE_UA, accept: BROWSER_ACCEPT } },
  bare: { ...base, url: `${info.bare}/bare` },
  'png-cached': { ...base, url: `${info.app}/v1/codes/${info.shortCode}/qr.png` },
  'png-uncached': {
    ...base,
    url: info.app,
    requests: [{ setupRequest: (request: SetupRequest) => ({ ...request, path: `/v1/codes/${info.shortCode}/qr.png?fg=${(colors++ % 0xcccccc).toString(16).padStart(6, '0')}` }) }],
  },
};
const result = await autocannon(options[load]);
console.log(`${load}: ${Math.round(result.requests.total / result.duration)} responses/s (2xx ${result['2xx']}, 3xx ${result['3xx']}, other ${result.non2xx - result['3xx']})`);
child.kill('SIGINT');
await new Promise((resolve) => child.once('exit', resolve));
console.log(`profile: ${file}`);
