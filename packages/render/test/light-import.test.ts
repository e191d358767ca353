import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = new URL('../src/index.ts', import.meta.url).href;

/** The heavy dependencies, each found by its folder in a resolved path (pnpm nests the real one). */
const HEAVY = { sharp: '/node_modules/sharp/', resvg: '/node_modules/@resvg/resvg-js/', 'pdf-lib': '/node_modules/pdf-lib/' };

/** Records every module URL the ESM loader resolves (import, import()), in a file named by the env. */
const RESOLVE_HOOKS = `
import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  appendFileSync(process.env.RESOLVED_LOG, resolved.url + '\\n');
  return resolved;
}`;

/**
 * Runs in a fresh process: imports the package entry, then renders step by step and reports
 * which heavy dependencies are loaded after each step. CommonJS loads (a require, which the ESM
 * hooks do not see in Node 20) are read from require.cache.
 */
const CHILD = `
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
const require = createRequire(${JSON.stringify(pathToFileURL(join(PACKAGE_DIR, 'package.json')).href)});
const heavy = ${JSON.stringify(HEAVY)};
const loaded = () => {
  const paths = [...Object.keys(require.cache), ...readFileSync(process.env.RESOLVED_LOG, 'utf8').split('\\n')];
  return Object.keys(heavy).filter((name) => paths.some((path) => path.replaceAll('\\\\', '/').includes(heavy[name])));
};
const LINK = 'https://qr.example.com/Ab3dE7x';
const render = await import(${JSON.stringify(ENTRY)});
const report = { import: loaded() };
await render.renderQr(LINK, { format: 'svg', bg: 'transparent' });
report.svg = loaded();
const logo = await render.renderQr(LINK, { format: 'png' });
report.png = loaded();
await render.renderQr(LINK, { format: 'eps', size: 2 });
report.eps = loaded();
await render.renderQr(LINK, { format: 'png', logo });
report.logoPng = loaded();
await render.renderQr(LINK, { format: 'pdf' });
report.pdf = loaded();
await render.renderSheet([{ content: LINK }], { symbolMm: 30 });
report.sheet = loaded();
await render.renderSheet([{ content: LINK, caption: 'Table 1' }], { symbolMm: 30 });
report.captionedSheet = loaded();
console.log(JSON.stringify(report));
`;

describe('importing @quietzone/render', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'qz-light-import-'));
    await writeFile(join(dir, 'hooks.mjs'), RESOLVE_HOOKS);
    await writeFile(join(dir, 'register.mjs'), `import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n`);
    await writeFile(join(dir, 'resolved.log'), '');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('never loads sharp, resvg or pdf-lib: logos, PNGs and captioned sheets are drawn in pure code', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--import', pathToFileURL(join(dir, 'register.mjs')).href, '--input-type=module', '-e', CHILD],
      { cwd: PACKAGE_DIR, env: { ...process.env, RESOLVED_LOG: join(dir, 'resolved.log') } },
    );
    expect(JSON.parse(stdout)).toEqual({
      import: [],
      svg: [],
      png: [],
      eps: [],
      logoPng: [],
      pdf: [],
      sheet: [],
      // Captions are set and embedded from the bundled font, held as data.
      captionedSheet: [],
    });
  }, 60_000);
});
