import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderQr, renderSheet } from '@quietzone/render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS, LINK, SHEET, corpusOptions } from '../packages/render/test/support/corpus';
import { logoPng } from '../packages/render/test/support/logo-png';
import { launchChromium } from './support/chromium';
import { writeCorpusBundle } from './support/runtimes/corpus-bundle';
import { decodeOutput } from './support/runtimes/decode-output';
import { browserExample, denoExample, workerExample, writeReadmeExamples } from './support/runtimes/readme-examples';
import type { RenderedOutput } from './support/runtimes/render-corpus';
import { inBun, inChromium, inDeno, inNode, inWorkerd } from './support/runtimes/run-corpus';

// One corpus (every format, colors, transparency, CMYK, a spot ink, logos as PNG bytes and as
// RGBA pixels, physical sizes, a sheet) rendered by @quietzone/render's built dist, bundled for
// the browser, in each runtime it claims: Node, headless Chromium, Deno, Bun and workerd. Each
// runtime renders the whole corpus in one process and reports every output's SHA-256 (its own
// crypto.subtle) and bytes. The hashes are compared across runtimes in this run, never against
// stored values, and every output is decoded by zbar and by ZXing-C++. About 25 s of CPU in
// all; the timeouts are for a machine busy with the rest of the suite.

const RUNTIMES = ['node', 'chromium', 'deno', 'bun', 'workerd'] as const;
type Runtime = (typeof RUNTIMES)[number];

let dir: string;
const results = new Map<Runtime, RenderedOutput[]>();
/** What the render README's browser, Deno and Worker examples made, each in its runtime. */
let readme: { browser: { src: string; pdf: Uint8Array }; deno: Uint8Array; worker: { type: string | null; body: Uint8Array } };
const MENU = 'https://example.com/menu';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qz-runtimes-'));
  await writeCorpusBundle(dir);
  await writeReadmeExamples(dir);
  const browser = await launchChromium();
  try {
    // Started together: each is a process of its own, most of the time spent starting up.
    const [node, chromium, deno, bun, workerd] = await Promise.all([inNode(dir), inChromium(browser, dir), inDeno(dir), inBun(dir), inWorkerd(dir)]);
    for (const [runtime, outputs] of Object.entries({ node, chromium, deno, bun, workerd })) results.set(runtime as Runtime, outputs);
    const [browserMade, denoMade, workerMade] = await Promise.all([browserExample(browser, dir), denoExample(dir), workerExample(dir, MENU)]);
    readme = { browser: browserMade, deno: denoMade, worker: workerMade };
  } finally {
    await browser.close();
  }
}, 300_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true, maxRetries: 3 });
});

const EXPECTED_NAMES = [...CORPUS.map((entry) => entry.name), 'sheet'];
const bytesOf = (output: RenderedOutput) => new Uint8Array(Buffer.from(output.base64, 'base64'));
const nodeOutputs = () => results.get('node')!;

describe('the render corpus on every runtime', () => {
  it.each(RUNTIMES)('%s renders every entry, and its SHA-256s are those of its own bytes', async (runtime) => {
    const outputs = results.get(runtime)!;
    expect(outputs.map((output) => output.name)).toEqual(EXPECTED_NAMES);
    const { createHash } = await import('node:crypto');
    for (const output of outputs) expect(createHash('sha256').update(bytesOf(output)).digest('hex'), output.name).toBe(output.sha256);
  });

  it.each(RUNTIMES.filter((runtime) => runtime !== 'node'))('%s writes byte for byte what Node writes (SHA-256 of every output)', (runtime) => {
    const hashes = (outputs: RenderedOutput[]) => Object.fromEntries(outputs.map(({ name, sha256 }) => [name, sha256]));
    expect(hashes(results.get(runtime)!)).toEqual(hashes(nodeOutputs()));
  });

  it('the built dist writes what the workspace source writes in this process', async () => {
    const logo = logoPng({ r: 200, g: 30, b: 60 });
    const source: Uint8Array[] = [];
    for (const entry of CORPUS) source.push(await renderQr(LINK, corpusOptions(entry, logo)));
    source.push(await renderSheet(SHEET.items, SHEET.options));
    expect(source.map((bytes) => Buffer.from(bytes).toString('base64'))).toEqual(nodeOutputs().map((output) => output.base64));
  }, 180_000);

  it('every output decodes with zbar and with ZXing-C++ to its content', async () => {
    // One at a time: poppler, ghostscript and ZXing each take a core.
    const decoded = [];
    for (const output of nodeOutputs()) decoded.push({ name: output.name, ...(await decodeOutput(bytesOf(output), join(dir, output.name))) });
    const contents = (name: string) => (name === 'sheet' ? SHEET.items.map((item) => item.content).sort() : [LINK]);
    expect(decoded).toEqual(decoded.map(({ name }) => ({ name, zbar: contents(name), zxing: contents(name) })));
  }, 300_000);
});

/** A PNG's chunk of `type` (its data), or undefined. */
function pngChunk(png: Uint8Array, type: string): Uint8Array | undefined {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let at = 8; at + 8 <= png.length; at += 12 + view.getUint32(at)) {
    if (String.fromCharCode(...png.subarray(at + 4, at + 8)) === type) return png.subarray(at + 8, at + 8 + view.getUint32(at));
  }
  return undefined;
}

describe("the render README's examples, each run in its runtime from the built dist", () => {
  const decodes = async (bytes: Uint8Array, name: string) => expect(await decodeOutput(bytes, join(dir, name))).toEqual({ zbar: [MENU], zxing: [MENU] });

  it('in a browser: the img shows the SVG (the canvas as its logo) as a data: URL, and the PDF decodes', async () => {
    const prefix = 'data:image/svg+xml;base64,';
    expect(readme.browser.src.startsWith(prefix)).toBe(true);
    const svg = new Uint8Array(Buffer.from(readme.browser.src.slice(prefix.length), 'base64'));
    expect(Buffer.from(svg).toString()).toContain('<image ');
    await decodes(svg, 'readme-browser-svg');
    await decodes(readme.browser.pdf, 'readme-browser-pdf');
  }, 120_000);

  it('in Deno: menu.png at most 600 px wide, 300 dpi in its pHYs, decodes', async () => {
    const header = new DataView(pngChunk(readme.deno, 'IHDR')!.slice().buffer);
    expect(header.getUint32(0)).toBeLessThanOrEqual(600);
    expect(header.getUint32(0)).toBeGreaterThan(500);
    const physical = new DataView(pngChunk(readme.deno, 'pHYs')!.slice().buffer);
    // 300 dots per inch in pixels per metre, the unit byte 1 (metre).
    expect([physical.getUint32(0), physical.getUint32(4), physical.getUint8(8)]).toEqual([11811, 11811, 1]);
    await decodes(readme.deno, 'readme-deno');
  }, 120_000);

  it('in workerd: the Worker answers ?q= with an SVG of that content', async () => {
    expect(readme.worker.type).toBe('image/svg+xml');
    await decodes(readme.worker.body, 'readme-worker');
  }, 120_000);
});
