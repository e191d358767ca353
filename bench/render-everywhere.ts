// Render everywhere, side by side with the peers in one run: installed size, import time in
// Node, browser bundle sizes and PNG deflate. Prints markdown tables (bench/README.md).
//   tsx render-everywhere.ts        (packs core and render: about a minute)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { measurePngDeflate } from './png-deflate';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
const LINK = 'https://qr.example.com/Ab3dE7x';

function du(dir: string): number {
  return Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]) * 1024;
}

/**
 * core and render packed, and installed with npm into an empty app as a user gets them: `only`
 * names the tarballs to install (render alone is what `npm i @quietzone/render` gives).
 */
function installQuietzone(packs: string, only: readonly string[]): string {
  const app = mkdtempSync(path.join(tmpdir(), 'quietzone-size-'));
  writeFileSync(path.join(app, 'package.json'), '{"name":"size","private":true,"type":"module"}');
  const tarballs = readdirSync(packs).filter((f) => only.some((name) => f.startsWith(`quietzone-${name}-`))).map((f) => path.join(packs, f));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', ...tarballs], { cwd: app, stdio: 'ignore' });
  return app;
}

function packQuietzone(): string {
  const packs = mkdtempSync(path.join(tmpdir(), 'quietzone-packs-'));
  for (const name of ['core', 'render']) execFileSync('pnpm', ['pack', '--pack-destination', packs], { cwd: path.join(root, 'packages', name), stdio: 'ignore' });
  return packs;
}

const PEERS = ['lean-qr', 'uqr', '@paulmillr/qr', 'qrcode'];

function installedRow(label: string, app: string): string {
  const modules = path.join(app, 'node_modules');
  const ours = readdirSync(modules).filter((d) => !d.startsWith('.'));
  const parts = ours.flatMap((d) => (d.startsWith('@') ? readdirSync(path.join(modules, d)).map((s) => `${d}/${s}`) : [d]));
  return `| ${label} | ${kb(du(modules))} (${parts.map((p) => `${p} ${kb(du(path.join(modules, p)))}`).join(', ')}) |`;
}

function sizeRows(app: string, both: string): string[] {
  const rows = [installedRow('quietzone render (npm install of the packed tarball; core is bundled in, not a dependency)', app), installedRow('quietzone render + core, both installed (as the server has them)', both)];
  // The peers' own package directories (their dependencies, if any, not counted).
  for (const peer of PEERS) rows.push(`| ${peer} (package directory) | ${kb(du(realpathSync(path.join(here, 'node_modules', peer))))} |`);
  return rows;
}

/**
 * Wall-clock and CPU ms of `import(specifier)` in a fresh Node process started in `cwd`. CPU
 * time (process.cpuUsage) is what to compare on a loaded host, where wall-clock times move 2×.
 */
function importMs(cwd: string, specifier: string): [number, number] {
  const script = `const c=process.cpuUsage(),t=performance.now();await import(${JSON.stringify(specifier)});const d=process.cpuUsage(c);console.log(performance.now()-t,(d.user+d.system)/1000)`;
  const [wall, cpu] = execFileSync('node', ['--input-type=module', '-e', script], { cwd, encoding: 'utf8' }).trim().split(' ').map(Number);
  return [wall!, cpu!];
}

function importRows(app: string, runs = 9): string[] {
  const subjects: [string, string, string][] = [
    ['@quietzone/render', app, '@quietzone/render'],
    ['@quietzone/render/svg', app, '@quietzone/render/svg'],
    ...PEERS.map((peer): [string, string, string] => [peer, here, peer]),
  ];
  const wall = subjects.map(() => [] as number[]);
  const cpu = subjects.map(() => [] as number[]);
  // Alternating, so load on the host falls on every subject alike.
  for (let r = 0; r < runs; r++) {
    subjects.forEach(([, cwd, specifier], i) => {
      const [w, c] = importMs(cwd, specifier);
      wall[i]!.push(w);
      cpu[i]!.push(c);
    });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  const lean = PEERS.indexOf('lean-qr') + 2;
  return subjects.map(
    ([name], i) =>
      `| ${name} | ${median(wall[i]!).toFixed(1)} | ${(median(wall[i]!) / median(wall[lean]!)).toFixed(2)}× | ${median(cpu[i]!).toFixed(1)} | ${(median(cpu[i]!) / median(cpu[lean]!)).toFixed(2)}× |`,
  );
}

async function bundleBytes(app: string, source: string): Promise<number> {
  const result = await build({
    stdin: { contents: source, resolveDir: app, loader: 'js' },
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    nodePaths: [path.join(here, 'node_modules')],
  });
  return gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
}

async function bundleRows(app: string): Promise<string[]> {
  const cases: [string, string][] = [
    ['quietzone renderSvg (@quietzone/render/svg)', `import { renderSvg } from '@quietzone/render/svg'; console.log(renderSvg(${JSON.stringify(LINK)}));`],
    ['quietzone renderQr, SVG', `import { renderQr } from '@quietzone/render'; renderQr(${JSON.stringify(LINK)}, { format: 'svg' }).then(console.log);`],
    [
      'quietzone renderQr, all four formats',
      `import { renderQr } from '@quietzone/render'; for (const format of ['svg', 'png', 'pdf', 'eps']) renderQr(${JSON.stringify(LINK)}, { format }).then(console.log);`,
    ],
    ['lean-qr, SVG', `import { generate } from 'lean-qr'; import { toSvgSource } from 'lean-qr/extras/svg'; console.log(toSvgSource(generate(${JSON.stringify(LINK)})));`],
    ['uqr, SVG', `import { renderSVG } from 'uqr'; console.log(renderSVG(${JSON.stringify(LINK)}));`],
    ['@paulmillr/qr, SVG', `import encodeQR from '@paulmillr/qr'; console.log(encodeQR(${JSON.stringify(LINK)}, 'svg'));`],
    ['node-qrcode, SVG', `import QRCode from 'qrcode'; QRCode.toString(${JSON.stringify(LINK)}, { type: 'svg' }).then(console.log);`],
  ];
  const rows: string[] = [];
  for (const [name, source] of cases) {
    try {
      rows.push(`| ${name} | ${(await bundleBytes(app, source) / 1024).toFixed(1)} KB |`);
    } catch (error) {
      rows.push(`| ${name} | failed: ${(error as Error).message.split('\n')[0]} |`);
    }
  }
  return rows;
}

function kb(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

const packs = packQuietzone();
const app = installQuietzone(packs, ['render']);
const both = installQuietzone(packs, ['core', 'render']);
try {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  console.log(`Measured at ${commit}, ${new Date().toISOString()}, load ${execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).split(' ')[0]}\n`);
  console.log('| installed | size |\n|---|---|');
  for (const row of sizeRows(app, both)) console.log(row);
  console.log('\n| import in Node (fresh process, median of 9) | ms | × lean-qr | CPU ms | × lean-qr |\n|---|---|---|---|---|');
  for (const row of importRows(app)) console.log(row);
  console.log('\n| browser bundle (esbuild minified, gzip -9) | size |\n|---|---|');
  for (const row of await bundleRows(app)) console.log(row);
  console.log('\n| PNG deflate, link | CPU µs | IDAT bytes |\n|---|---|---|');
  for (const row of measurePngDeflate()) for (const c of row.contenders) console.log(`| ${row.moduleSize} px: ${c.name} | ${c.us.toFixed(1)} | ${c.bytes} |`);
} finally {
  for (const dir of [packs, app, both]) rmSync(dir, { recursive: true, force: true });
}
