// Styled rendering against qr-code-styling in Node, its documented set-up (jsdom for the DOM,
// a canvas module for raster; @napi-rs/canvas here, the prebuilt one without node-gyp):
// throughput of styled SVG and PNG, SVG bytes for the same symbol and style, and plain rendering
// of this tree against the tree at BEFORE_TREE (default /work/main) in the same run.
//   tsx styles.bench.ts
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import * as napiCanvas from '@napi-rs/canvas';
import { JSDOM } from 'jsdom';
import { encodeQr, renderQr } from '@quietzone/render';
import { DEFAULT_MEASURE, measureSideBySide } from './measure';

const require = createRequire(import.meta.url);
// The CommonJS build is the one its README shows for Node.
const { QRCodeStyling } = require('qr-code-styling/lib/qr-code-styling.common.js') as {
  QRCodeStyling: new (options: object) => { getRawData(extension: 'png' | 'svg'): Promise<Buffer | Blob | null> };
};

const CONTENT = 'https://example.com/quietzone/styled?campaign=spring';
const WIDTH = 300;
const COLOR = '#1d3557';

/** The same symbol (byte mode, ECC M, version picked by length) and style on both sides. */
const theirs = (type: 'svg' | 'canvas') => ({
  jsdom: JSDOM,
  nodeCanvas: napiCanvas,
  type,
  width: WIDTH,
  height: WIDTH,
  data: CONTENT,
  margin: 0,
  qrOptions: { errorCorrectionLevel: 'M' },
  dotsOptions: { type: 'dots', color: COLOR },
  cornersSquareOptions: { type: 'extra-rounded', color: COLOR },
  cornersDotOptions: { type: 'dot', color: COLOR },
  backgroundOptions: { color: '#ffffff' },
});
const ours = { modules: 'dots', finder: { outer: 'rounded', inner: 'circle' }, fg: COLOR } as const;

async function theirsBytes(type: 'svg' | 'canvas', extension: 'svg' | 'png'): Promise<number> {
  const data = await new QRCodeStyling(theirs(type)).getRawData(extension);
  if (!data) throw new Error('qr-code-styling returned nothing');
  return data instanceof Buffer ? data.length : (data as Blob).size;
}

async function main(): Promise<void> {
  const size = encodeQr(CONTENT, { ecc: 'M' }).size;
  const svgOurs = await renderQr(CONTENT, { format: 'svg', width: WIDTH, ...ours });
  const svgTheirs = await theirsBytes('svg', 'svg');
  console.log(`symbol: ${size} modules (ECC M), ${WIDTH} px`);
  console.log(`styled SVG bytes: quietzone ${svgOurs.length}, qr-code-styling ${svgTheirs} (ratio ${(svgOurs.length / svgTheirs).toFixed(3)})`);

  const [svgQ, svgS, pngQ, pngS] = await measureSideBySide(
    [
      () => renderQr(CONTENT, { format: 'svg', width: WIDTH, ...ours }),
      () => new QRCodeStyling(theirs('svg')).getRawData('svg'),
      () => renderQr(CONTENT, { format: 'png', width: WIDTH, ...ours }),
      () => new QRCodeStyling(theirs('canvas')).getRawData('png'),
    ],
    DEFAULT_MEASURE,
  );
  const line = (name: string, labels: readonly [string, string], a: number, b: number) => console.log(`${name}: ${labels[0]} ${a.toFixed(0)}/s, ${labels[1]} ${b.toFixed(0)}/s, ×${(a / b).toFixed(2)}`);
  const contenders = ['quietzone', 'qr-code-styling'] as const;
  line('styled SVG', contenders, svgQ!.opsPerSecond, svgS!.opsPerSecond);
  line('styled PNG', contenders, pngQ!.opsPerSecond, pngS!.opsPerSecond);

  const beforeTree = process.env.BEFORE_TREE ?? '/work/main';
  const before = (await import(pathToFileURL(`${beforeTree}/packages/render/src/index.ts`).href)) as typeof import('@quietzone/render');
  const [svgAfter, svgBefore, pngAfter, pngBefore] = await measureSideBySide([
    () => renderQr(CONTENT, { format: 'svg' }),
    () => before.renderQr(CONTENT, { format: 'svg' }),
    () => renderQr(CONTENT, { format: 'png' }),
    () => before.renderQr(CONTENT, { format: 'png' }),
  ]);
  const trees = ['this tree', beforeTree] as const;
  line('plain SVG', trees, svgAfter!.opsPerSecond, svgBefore!.opsPerSecond);
  line('plain PNG', trees, pngAfter!.opsPerSecond, pngBefore!.opsPerSecond);
}

await main();
