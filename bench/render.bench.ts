// Render throughput and output size: quietzone side by side with node-qrcode, in one process.
import { encodeQr, renderQr, type RenderOptions } from '@quietzone/render';
import QRCode from 'qrcode';
import type { Benchmark } from './benchmark';
import { measureSideBySide } from './measure';

const LINK = 'https://qr.example.com/Ab3dE7x';
const MODULE_PIXELS = 4;
const QUIET_ZONE = 4;

/** A 300-character vCard 3.0, the kind of static code print shops batch at ECC H. */
const VCARD = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Lindqvist;Annika;;;',
  'FN:Annika Lindqvist',
  'ORG:Quietzone Print & Packaging AB',
  'TITLE:Head of Prepress',
  'TEL;TYPE=WORK,VOICE:+46 8 123 456 78',
  'EMAIL;TYPE=INTERNET:annika.lindqvist@print.example.se',
  'ADR;TYPE=WORK:;;Sveavägen 42;Stockholm;;111 34;Sweden',
  'URL:https://print.example.se/team/annika',
  'END:VCARD',
]
  .join('\r\n')
  .padEnd(300, ' ');

interface Case {
  readonly label: string;
  readonly ours: () => Promise<Uint8Array>;
  readonly theirs?: () => Promise<string | Uint8Array>;
}

function cases(): Case[] {
  const ours = (content: string, options: RenderOptions) => () => renderQr(content, options);
  const pixels = (content: string, ecc: 'M' | 'H') => (encodeQr(content, { ecc }).size + 2 * QUIET_ZONE) * MODULE_PIXELS;
  const nodeSvg = (content: string, ecc: 'M' | 'H') => {
    // node-qrcode's SVG renderer takes the pixel size as `width` (it ignores `scale`).
    const width = pixels(content, ecc);
    return () => QRCode.toString(content, { type: 'svg', margin: QUIET_ZONE, width, errorCorrectionLevel: ecc });
  };
  const nodePng = (content: string, ecc: 'M' | 'H') => () =>
    QRCode.toBuffer(content, { type: 'png', margin: QUIET_ZONE, scale: MODULE_PIXELS, errorCorrectionLevel: ecc });
  return [
    { label: 'SVG, link, ECC M', ours: ours(LINK, { format: 'svg', size: MODULE_PIXELS }), theirs: nodeSvg(LINK, 'M') },
    { label: 'PNG, link, ECC M', ours: ours(LINK, { format: 'png', size: MODULE_PIXELS }), theirs: nodePng(LINK, 'M') },
    { label: 'PDF, link, ECC M', ours: ours(LINK, { format: 'pdf' }) },
    { label: 'EPS, link, ECC M', ours: ours(LINK, { format: 'eps', size: MODULE_PIXELS }) },
    { label: 'SVG, 300-char vCard, ECC H', ours: ours(VCARD, { format: 'svg', size: MODULE_PIXELS, ecc: 'H' }), theirs: nodeSvg(VCARD, 'H') },
    { label: 'PNG, 300-char vCard, ECC H', ours: ours(VCARD, { format: 'png', size: MODULE_PIXELS, ecc: 'H' }), theirs: nodePng(VCARD, 'H') },
  ];
}

const byteLength = (output: string | Uint8Array) => (typeof output === 'string' ? Buffer.byteLength(output) : output.length);
const rate = (value: number) => Math.round(value).toLocaleString('en-US');
const ratio = (ours: number, theirs: number) => `${(ours / theirs).toFixed(2)}×`;

export const renderBenchmark: Benchmark = {
  name: 'Render throughput and size',
  description:
    `quietzone \`renderQr\` vs node-qrcode \`toString\`/\`toBuffer\`; ${MODULE_PIXELS} px modules, ` +
    `quiet zone ${QUIET_ZONE}; link \`${LINK}\`. Codes/s is the median of alternating rounds.`,
  async run() {
    const rows = [
      '| case | quietzone codes/s | node-qrcode codes/s | speed ratio | quietzone bytes | node-qrcode bytes | size ratio |',
      '|---|---:|---:|---:|---:|---:|---:|',
    ];
    for (const { label, ours, theirs } of cases()) {
      const ourBytes = byteLength(await ours());
      if (!theirs) {
        const [mine] = await measureSideBySide([ours]);
        rows.push(`| ${label} | ${rate(mine!.opsPerSecond)} | – | – | ${ourBytes.toLocaleString('en-US')} | – | – |`);
        continue;
      }
      const theirBytes = byteLength(await theirs());
      const [mine, other] = await measureSideBySide([ours, theirs]);
      rows.push(
        `| ${label} | ${rate(mine!.opsPerSecond)} | ${rate(other!.opsPerSecond)} | ${ratio(mine!.opsPerSecond, other!.opsPerSecond)} ` +
          `| ${ourBytes.toLocaleString('en-US')} | ${theirBytes.toLocaleString('en-US')} | ${ratio(ourBytes, theirBytes)} |`,
      );
    }
    // Where the time goes: the matrix alone (QR encoding and mask choice, no output format).
    const [matrixOurs, matrixTheirs] = await measureSideBySide([
      () => encodeQr(LINK, { ecc: 'M' }),
      () => QRCode.create(LINK, { errorCorrectionLevel: 'M' }),
    ]);
    rows.push(
      `| matrix only, link, ECC M | ${rate(matrixOurs!.opsPerSecond)} | ${rate(matrixTheirs!.opsPerSecond)} ` +
        `| ${ratio(matrixOurs!.opsPerSecond, matrixTheirs!.opsPerSecond)} | – | – | – |`,
    );
    return rows.join('\n');
  },
};
