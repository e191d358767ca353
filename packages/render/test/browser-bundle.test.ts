import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderQr, renderSheet } from '../src/index';
import { CORPUS, LINK, SHEET, corpusOptions } from './support/corpus';
import { logoPng } from './support/logo-png';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Only what every browser, Worker and Deno has; no `process`, `Buffer`, `require` or `module`. */
const WEB_GLOBALS = { TextEncoder, TextDecoder };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function bundle(entry: string, minify = false) {
  return build({
    stdin: { contents: entry, resolveDir: PACKAGE_DIR, loader: 'ts' },
    bundle: true,
    platform: 'browser',
    format: 'iife',
    globalName: 'quietzone',
    minify,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
}

describe("@quietzone/render's main entry in a browser bundle", () => {
  let result: Awaited<ReturnType<typeof bundle>>;
  beforeAll(async () => {
    result = await bundle(`export * from '@quietzone/render'; export { corpusOptions } from './test/support/corpus';`);
  }, 60_000);

  it('bundles for the browser with no unresolved module, no node: import and no native module', () => {
    expect(result.errors).toEqual([]);
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((path) => path.startsWith('node:') || /\.node$/.test(path))).toEqual([]);
    expect(inputs.filter((path) => /\/(sharp|pngjs|pdf-lib|@resvg|zod)\//.test(path))).toEqual([]);
    const code = result.outputFiles[0]!.text;
    expect(code).not.toMatch(/\brequire\(|createRequire|import\.meta|\bprocess\.|\bBuffer\./);
  });

  it('renders every format, color, logo and sheet of the corpus in a context without Node globals, byte for byte as Node does', async () => {
    const context = vm.createContext({ ...WEB_GLOBALS });
    vm.runInContext(result.outputFiles[0]!.text, context);
    const logo = [...logoPng({ r: 200, g: 30, b: 60 })];
    context.input = JSON.parse(JSON.stringify({ corpus: CORPUS, sheet: SHEET, link: LINK, logo }));
    const outputs = (await vm.runInContext(
      `(async () => {
        const { renderQr, renderSheet, corpusOptions } = quietzone;
        const logo = new Uint8Array(input.logo);
        const out = [];
        for (const entry of input.corpus) out.push(await renderQr(input.link, corpusOptions(entry, logo)));
        out.push(await renderSheet(input.sheet.items, input.sheet.options));
        return out.map((bytes) => Array.from(bytes));
      })()`,
      context,
    )) as number[][];

    const logoBytes = new Uint8Array(logo);
    const expected: Uint8Array[] = [];
    for (const entry of CORPUS) expected.push(await renderQr(LINK, corpusOptions(entry, logoBytes)));
    expected.push(await renderSheet(SHEET.items, SHEET.options));
    expect(outputs.map((bytes) => sha256(new Uint8Array(bytes)))).toEqual(expected.map(sha256));
  }, 120_000);
});
